import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** A compensatory request followed from the monitor to the student's requests, and a provider's (issue 11). */
describe('compensatory requests in the office', () => {
  const b = useBrowser()

  it('staff open a request from the monitor, follow it on the student’s requests, move it, and find the provider’s', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/tasks/compensatory-requests-monitor')
    const monitor = page.getByRole('table', { name: 'Minutos adeudados por estudiante y servicio' })
    const row = monitor.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Abrir solicitud' }) }).first()
    await row.waitFor({ timeout: WAIT_MS })
    const studentPage = (await row.getByRole('link').first().getAttribute('href'))!
    await row.getByRole('button', { name: 'Abrir solicitud' }).click()
    const opened = page.getByText(/^Solicitud \d+ abierta por \d+ minutos\.$/)
    await opened.waitFor({ timeout: WAIT_MS })
    const id = /^Solicitud (\d+)/.exec((await opened.textContent()) ?? '')![1]!

    // The student's page leads to her requests (the shell's navigation names the monitor alike).
    await page.goto(studentPage)
    await page.locator('a[href$="/services/compensatory-services-requests"]').click()
    await pageHeading(page).filter({ hasText: 'Servicios compensatorios' }).waitFor({ timeout: WAIT_MS })
    const list = page.getByRole('table', { name: 'Solicitudes de servicios compensatorios' })
    await list.getByRole('button', { name: `Ver solicitud ${id}` }).click({ timeout: WAIT_MS })
    const dialog = page.getByRole('dialog', { name: `Solicitud ${id}` })
    const log = dialog.getByRole('table', { name: 'Historial de la solicitud' })
    await log.waitFor({ timeout: WAIT_MS })
    await a11y.check()

    await dialog.getByRole('button', { name: 'Pasar a «En revisión»' }).click({ timeout: WAIT_MS })
    await dialog.getByLabel('Comentario (opcional)').fill('Revisado en la prueba')
    await dialog.getByRole('button', { name: 'Confirmar cambio' }).click()
    await page.getByText('La solicitud pasó a «En revisión».').waitFor({ timeout: WAIT_MS })
    await expect.poll(() => log.locator('tbody tr').count(), { timeout: WAIT_MS }).toBe(2)
    expect(await log.locator('tbody tr').last().textContent()).toContain('Revisado en la prueba')
    await dialog.getByRole('button', { name: 'Pasar a «Aprobada»' }).waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => list.locator('tbody tr').filter({ hasText: 'En revisión' }).count(), { timeout: WAIT_MS }).toBeGreaterThan(0)

    // A provider's requests, from her page.
    await page.goto('/providers')
    await page.getByRole('table', { name: 'Proveedores' }).getByRole('link', { name: /Marisol Rivera Torres/ }).click()
    await page.locator('a[href$="/specialties/compensatory-requests"]').click({ timeout: WAIT_MS })
    await pageHeading(page).filter({ hasText: 'Servicios compensatorios' }).waitFor({ timeout: WAIT_MS })
    await page.getByText('Proveedor: Marisol Rivera Torres').waitFor({ timeout: WAIT_MS })
    await page.getByRole('table', { name: 'Solicitudes de servicios compensatorios' }).waitFor({ timeout: WAIT_MS })
  })
})
