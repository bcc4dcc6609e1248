import { describe, expect, it } from 'vitest'
import { pageHeading, PROVIDER, signIn, signOut, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** A provider contract from finance's draft, through the provider's submission, to finance's approval (issue 15). */
describe('provider contracts', () => {
  const b = useBrowser()

  it('finance prepares a contract, the provider submits it from her finance page, finance approves it from the tasks', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/finance/provider-contracts/new')
    await pageHeading(page).filter({ hasText: 'Nuevo contrato' }).waitFor({ timeout: WAIT_MS })
    const provider = page.getByLabel('Proveedor')
    await expect.poll(() => provider.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await provider.selectOption({ label: 'Marisol Rivera Torres' })
    const type = page.getByLabel('Tipo de contrato')
    await expect.poll(() => type.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await type.selectOption({ index: 1 })
    await page.getByLabel('Desde').fill('2030-01-01')
    await page.getByLabel('Hasta').fill('2030-12-31')
    await a11y.check()
    await page.getByRole('button', { name: 'Crear contrato' }).click()
    await pageHeading(page).filter({ hasText: 'Contrato de Marisol Rivera Torres' }).waitFor({ timeout: WAIT_MS })
    await page.getByText('Borrador', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await signOut(page)

    await signIn(page, PROVIDER)
    await page.goto('/provider/finance')
    await page.getByRole('button', { name: /01\/01\/2030/ }).click({ timeout: WAIT_MS })
    const actions = page.getByRole('group', { name: 'Acciones del contrato' })
    await actions.getByRole('button', { name: 'Enviar' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click({ timeout: WAIT_MS })
    await page.getByText('Enviado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await signOut(page)

    await signIn(page, STAFF)
    await page.goto('/tasks/provider-contracts')
    const waiting = page.getByRole('region', { name: 'Esperan a Finanzas' })
    await waiting.getByRole('link', { name: 'Marisol Rivera Torres' }).first().click({ timeout: WAIT_MS })
    await page.getByRole('group', { name: 'Acciones del contrato' }).getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByText('Aprobado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByTestId('document-event').count(), { timeout: WAIT_MS }).toBe(3)
    await a11y.check()
  })
})
