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
  })
})
