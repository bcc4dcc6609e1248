import { describe, expect, it } from 'vitest'
import { readNacha } from '../../server/test-support/nacha-reader'
import { pageHeading, PROVIDER, signIn, signOut, STAFF, useBrowser, WAIT_MS } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'
import { downloadedBytes } from './support/download'

const FINANCE = 'finanzas@example.com'
const FINANCE_CHECKER = 'finanzas2@example.com'

interface Bill {
  id: number
  hash: string
  status: string
  period_id: number
}

/**
 * An approved bill of this attempt's own, made through the API: a draft for a provider with a
 * bank account in a period where she has no live bill, one adjustment line, submitted and
 * approved. The seeded approved bills may be gone (a first attempt, or another test, gathered
 * them into a batch), so the test never relies on them; what else is payable is offered too.
 */
async function approvedBillOfItsOwn(baseUrl: string): Promise<Bill> {
  const token = await signInThroughApi(baseUrl, FINANCE)
  const call = <T>(path: string, method = 'GET', body?: unknown) => api<T>(baseUrl, path, { method, token, body })
  const accounts = await call<{ items: { provider_id: number }[] }>('/provider-bank-accounts?page_size=500')
  const providerId = accounts.items[0]!.provider_id
  const periods = await call<{ id: number }[]>('/provider-bills/periods')
  const bills = await call<{ items: Bill[] }>(`/provider-bills?provider_id=${providerId}&page_size=500`)
  const taken = new Set(bills.items.filter((bill) => bill.status !== 'cancelled').map((bill) => bill.period_id))
  const period = periods.find((candidate) => !taken.has(candidate.id))!
  const draft = await call<Bill>('/provider-bills', 'POST', { provider_id: providerId, period_id: period.id })
  const [adjustment] = await call<{ id: number }[]>('/provider-bills/adjustment-types')
  const line = { kind: 'adjustment', adjustment_type_id: adjustment!.id, description: 'Ajuste de la prueba de lotes de pago', amount_cents: 12_345 }
  const priced = await call<Bill>(`/provider-bills/${draft.id}`, 'PUT', { hash: draft.hash, comment: null, lines: [line] })
  const submitted = await call<Bill>(`/provider-bills/${draft.id}/submit`, 'POST', { hash: priced.hash, comment: null })
  await api(baseUrl, '/auth/logout', { method: 'POST', token }).catch(() => undefined)
  // Maker–checker (issue 22): a second finance person approves what the first made and sent.
  const checker = await signInThroughApi(baseUrl, FINANCE_CHECKER)
  const approved = await api<Bill>(baseUrl, `/provider-bills/${draft.id}/approve`, { method: 'POST', token: checker, body: { hash: submitted.hash, comment: null } })
  await api(baseUrl, '/auth/logout', { method: 'POST', token: checker }).catch(() => undefined)
  return approved
}

/**
 * A payment batch from creation, through a second person's approval, to the ACH download and
 * processing (issue 15): Finanzas gathers the seeded approved bills and submits; she is not
 * offered the approval; the administrator approves, claims, downloads the file and marks it
 * processed; the provider then finds her payment and its stub.
 */
describe('payment batches', () => {
  const b = useBrowser()

  it('finance creates and submits a batch, a second person approves it and downloads the ACH file', async () => {
    const { page, a11y } = b
    const own = await approvedBillOfItsOwn(b.baseUrl)
    expect(own.status).toBe('approved')
    // A name of this attempt's own: a retry does not meet the first attempt's batch.
    const batchName = `Lote de prueba e2e ${Date.now().toString(36)}`
    await signIn(page, FINANCE)
    await page.goto('/finance/provider-payment-batches')
    await pageHeading(page).filter({ hasText: 'Lotes de pago' }).waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await page.getByRole('link', { name: 'Nuevo lote' }).click()
    await pageHeading(page).filter({ hasText: 'Nuevo lote de pago' }).waitFor({ timeout: WAIT_MS })
    // Every approved bill not yet in a batch is offered (at least the one made above); those of
    // recent periods start ticked, older ones unticked (issue 23): the clerk ticks them all here.
    await expect.poll(() => page.getByRole('checkbox').count(), { timeout: WAIT_MS }).toBeGreaterThan(0)
    const bills = await page.getByRole('checkbox').count()
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    await page.getByLabel('Nombre del lote').fill(batchName)
    await page.getByLabel('Fecha efectiva del pago').fill('2030-01-15')
    await a11y.check()
    await page.getByRole('button', { name: 'Crear lote' }).click()
    await pageHeading(page).filter({ hasText: `Lote de pago ${batchName}` }).waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByRole('table', { name: 'Pagos del lote' }).locator('tbody tr').count(), { timeout: WAIT_MS }).toBe(bills)
    const batchUrl = page.url()
    const actions = page.getByRole('group', { name: 'Acciones del lote' })
    await actions.getByRole('button', { name: 'Enviar para aprobación' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar para aprobación' }).click({ timeout: WAIT_MS })
    await page.getByText('Enviado para aprobación', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    // Separation of duties: the one who submitted is offered rejection only.
    await actions.getByRole('button', { name: 'Rechazar' }).waitFor({ timeout: WAIT_MS })
    expect(await actions.getByRole('button', { name: 'Aprobar' }).count()).toBe(0)
    // ...and told who may approve, and since when it waits.
    await page.getByText(/^Espera aprobación desde .*Lo aprueba otra persona de Finanzas/).waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await signOut(page)

    await signIn(page, STAFF)
    await page.goto(batchUrl)
    await pageHeading(page).filter({ hasText: batchName }).waitFor({ timeout: WAIT_MS })
    const staffActions = page.getByRole('group', { name: 'Acciones del lote' })
    await staffActions.getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click({ timeout: WAIT_MS })
    await page.getByText('Aprobado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await staffActions.getByRole('button', { name: 'Reclamar para procesar' }).click({ timeout: WAIT_MS })
    await page.getByText('En proceso', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar archivo ACH' }).click({ timeout: WAIT_MS })
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^ach-lote-\d+-A\.txt$/)
    const nacha = readNacha((await downloadedBytes(file)).toString('ascii'))
    expect(nacha.batches[0]!.entries.length).toBe(bills)
    expect(nacha.batches[0]!.entries.map((entry) => entry.amountCents)).toContain(12_345)
    expect(nacha.lines.every((line) => line.length === 94)).toBe(true)
    await page.getByText('No generado').waitFor({ state: 'detached', timeout: WAIT_MS })
    await staffActions.getByRole('button', { name: 'Marcar como procesado' }).click({ timeout: WAIT_MS })
    // Destructive: the dialog warns first and continues.
    await page.getByRole('button', { name: 'Continuar' }).click({ timeout: WAIT_MS })
    await page.getByText('Procesado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByTestId('document-event').count(), { timeout: WAIT_MS }).toBe(6)
    await a11y.check()
    await signOut(page)

    await signIn(page, PROVIDER)
    await page.goto('/provider/payments')
    await pageHeading(page).filter({ hasText: 'Mis pagos' }).waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByRole('table', { name: 'Mis pagos' }).locator('tbody tr').count(), { timeout: WAIT_MS }).toBeGreaterThan(0)
    // Checked before the download: a button faded while it downloads is not the page's contrast.
    await a11y.check()
    const stub = page.waitForEvent('download')
    await page.getByRole('button', { name: /PDF del comprobante del pago/ }).first().click()
    expect((await stub).suggestedFilename()).toMatch(/^comprobante-pago-\d+\.pdf$/)
  })
})
