import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** The office's referral screens (issue 11). */
describe('referrals in the office', () => {
  const b = useBrowser()

  it('staff filter the referrals by status, share the filtered page as a link, and open one', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/referrals')
    const table = page.getByRole('table', { name: 'Referidos' })
    await table.getByRole('link').first().waitFor({ timeout: WAIT_MS })
    const status = page.getByRole('combobox', { name: 'Estado' })
    await expect.poll(() => status.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await status.selectOption({ label: 'Activo' })
    await page.waitForURL((url) => url.searchParams.has('status_id'))
    // Every row of the filtered page is active (once the new page replaced the previous one),
    // and the address alone gives the same page.
    const statuses = async () => [...new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents())]
    await expect.poll(statuses, { timeout: WAIT_MS }).toEqual(['Activo'])
    await page.reload()
    await expect.poll(async () => (await status.locator('option:checked').textContent()) ?? '', { timeout: WAIT_MS }).toBe('Activo')
    await expect.poll(statuses, { timeout: WAIT_MS }).toEqual(['Activo'])

    const number = (await table.getByRole('link').first().textContent()) ?? ''
    await table.getByRole('link').first().click()
    await pageHeading(page).filter({ hasText: `Referido ${number}` }).waitFor({ timeout: WAIT_MS })
    await page.getByRole('heading', { name: 'Horario semanal' }).waitFor()
    await page.getByRole('heading', { name: 'Eventos' }).waitFor()
    // Back on the student's page, the referral is among hers.
    await page.getByRole('link', { name: 'Volver al estudiante' }).click()
    await page.getByRole('table', { name: 'Referidos del estudiante' }).getByRole('link', { name: number }).waitFor({ timeout: WAIT_MS })
  })
  it('staff see who is owed minutes and open a compensatory request from the ledger', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/tasks/compensatory-requests-monitor')
    const table = page.getByRole('table', { name: 'Minutos adeudados por estudiante y servicio' })
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Abrir solicitud' }) }).first()
    await row.waitFor({ timeout: WAIT_MS })
    const line = (await row.locator('td').nth(0).textContent()) + ' · ' + (await row.locator('td').nth(1).textContent())
    await row.getByRole('button', { name: 'Abrir solicitud' }).click()
    await page.getByText(/^Solicitud \d+ abierta por \d+ minutos\.$/).waitFor({ timeout: WAIT_MS })
    // The line's minutes are set aside now: it leaves the list of outstanding minutes or shows its request.
    const sameLine = table.locator('tbody tr').filter({ hasText: line.split(' · ')[0] }).filter({ hasText: line.split(' · ')[1] })
    await expect.poll(() => sameLine.getByRole('button', { name: 'Abrir solicitud' }).count(), { timeout: WAIT_MS }).toBe(0)
  })
  it("staff open a provider's week: her referrals' schedules by day and time slot, free slots marked", async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/providers')
    // The demo therapist (terapeuta@), whose seeded referrals have weekly schedules.
    await page.getByRole('table', { name: 'Proveedores' }).getByRole('link', { name: /Marisol Rivera Torres/ }).click()
    await page.getByRole('link', { name: 'Horario de servicios' }).click()
    const week = page.getByRole('table', { name: 'Semana de servicios' })
    await week.getByRole('columnheader', { name: 'Lunes' }).waitFor({ timeout: WAIT_MS })
    await week.getByRole('columnheader', { name: 'Viernes' }).waitFor()
    await expect.poll(() => week.getByText('Libre').count(), { timeout: WAIT_MS }).toBeGreaterThan(0)
    // Her referrals are in it, each opening its referral.
    await week.getByRole('link').first().click()
    await page.getByRole('heading', { name: 'Horario semanal' }).waitFor({ timeout: WAIT_MS })
  })
})
