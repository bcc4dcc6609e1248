import { describe, expect, it } from 'vitest'
import { pageHeading, PROVIDER, signIn, signOut, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** A provider bill from the import of the period's services, through an adjustment, to approval; then the provider reads it (issue 15). */
describe('provider bills', () => {
  const b = useBrowser()

  it('the office imports the period services into a draft, adds an adjustment and submits it; a second person approves it; the provider sees it approved', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/finance/provider-bills?status=draft')
    await pageHeading(page).filter({ hasText: 'Facturas de proveedores' }).waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await page.getByRole('link', { name: 'Marisol Rivera Torres' }).first().click({ timeout: WAIT_MS })
    await pageHeading(page).filter({ hasText: 'Factura de Marisol Rivera Torres' }).waitFor({ timeout: WAIT_MS })

    await page.getByRole('button', { name: 'Importar servicios del periodo' }).click({ timeout: WAIT_MS })
    await page.getByText('Servicios del periodo importados.').first().waitFor({ timeout: WAIT_MS })
    const lines = page.getByRole('table', { name: 'Líneas de la factura' })
    await expect.poll(() => lines.locator('tbody tr').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    const totalBefore = await lines.locator('tfoot td').first().textContent()

    const form = page.getByRole('form', { name: 'Añadir línea' })
    await form.getByLabel('Tipo de línea').selectOption('adjustment')
    const types = form.getByLabel('Tipo de ajuste')
    await expect.poll(() => types.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await types.selectOption({ label: 'Bonificación' })
    await form.getByLabel('Descripción').fill('Bono por sesiones en escuela rural')
    await form.getByLabel('Cantidad en dólares').fill('25.50')
    await form.getByRole('button', { name: 'Añadir línea' }).click()
    await page.getByText('Línea añadida.').first().waitFor({ timeout: WAIT_MS })
    await lines.getByText('Bono por sesiones en escuela rural', { exact: false }).waitFor({ timeout: WAIT_MS })
    await expect.poll(() => lines.locator('tfoot td').first().textContent(), { timeout: WAIT_MS }).not.toBe(totalBefore)
    await a11y.check()

    const actions = page.getByRole('group', { name: 'Acciones de la factura' })
    await actions.getByRole('button', { name: 'Enviar' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click({ timeout: WAIT_MS })
    await page.getByText('Enviada', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    // Maker–checker (issue 22): who sent the bill is not offered its approval, nor is Finanzas who
    // created the seeded draft; the second Finanzas person approves.
    expect(await actions.getByRole('button', { name: 'Aprobar' }).count()).toBe(0)
    const billUrl = page.url()
    await signOut(page)
    await signIn(page, 'finanzas2@example.com')
    await page.goto(billUrl)
    await pageHeading(page).filter({ hasText: 'Factura de Marisol Rivera Torres' }).waitFor({ timeout: WAIT_MS })
    await actions.getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByText('Aprobada', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    // Approved: no more lines added, no import.
    await expect.poll(() => page.getByRole('form', { name: 'Añadir línea' }).count(), { timeout: WAIT_MS }).toBe(0)
    await expect.poll(() => page.getByTestId('document-event').count(), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(5)
    await a11y.check()
    await signOut(page)

    await signIn(page, PROVIDER)
    await page.goto('/provider/finance')
    const mine = page.getByRole('region', { name: 'Facturas' })
    await expect.poll(() => mine.getByText('Aprobada', { exact: true }).count(), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(2)
    await a11y.check()
  })
})
