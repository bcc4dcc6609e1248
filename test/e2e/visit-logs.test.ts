import { describe, expect, it } from 'vitest'
import { samplePng } from '../../server/visit-logs/sample-scan'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** A paper visit log uploaded, claimed and marked processed, with its history (issue 14). */
describe('paper visit logs in the office', () => {
  const b = useBrowser()

  it('staff upload a scan with progress, claim the log, confirm marking it processed, and read its history', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/billing/provider-location-logs')
    const table = page.getByRole('table', { name: 'Registros de visitas' })
    await table.locator('tbody tr').first().waitFor({ timeout: WAIT_MS })
    await a11y.check()

    await page.getByRole('link', { name: 'Subir registro' }).click()
    await pageHeading(page).filter({ hasText: 'Subir registro de visitas' }).waitFor({ timeout: WAIT_MS })
    const form = page.getByRole('form', { name: 'Subir registro de visitas' })
    await form.getByLabel('Proveedor').selectOption({ label: 'Marisol Rivera Torres' })
    const location = form.getByLabel('Localidad')
    await expect.poll(() => location.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await location.selectOption({ index: 1 })
    await form.getByLabel('Mes').fill('2025-06')
    await form.getByLabel('Archivo escaneado (imagen o PDF)').setInputFiles({ name: 'registro-junio.png', mimeType: 'image/png', buffer: Buffer.from(samplePng(600, 800)) })
    await a11y.check()
    await form.getByRole('button', { name: 'Subir registro' }).click()

    const actions = page.getByRole('group', { name: 'Acciones del registro' })
    await actions.getByRole('button', { name: 'Reclamar' }).click({ timeout: WAIT_MS })
    await actions.getByRole('button', { name: 'Marcar como procesado' }).click({ timeout: WAIT_MS })
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor({ timeout: WAIT_MS })
    await confirm.getByLabel('Comentario (opcional)').fill('Visitas confirmadas en la prueba')
    await confirm.getByRole('button', { name: 'Continuar' }).click()
    await page.getByText('Procesado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByTestId('document-event').count(), { timeout: WAIT_MS }).toBe(3)
    expect(await page.getByTestId('document-event').last().textContent()).toContain('Visitas confirmadas en la prueba')
    expect(await actions.count()).toBe(0)
    await a11y.check()
  })
})
