import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveSignIn } from '../../../db/session'
import type { PeriodDetail, PeriodSummary } from '../../../domain/billing/api'
import type { FindingsPage, PeriodLockAnswer } from '../../../domain/scrubber/api'

/**
 * Issue 23 item 6: a period's findings and its lock state are on its first screen, above the
 * summary table, with a link per rule down to the findings of that rule.
 */
const period: PeriodDetail = {
  id: 8,
  academic_year_id: 2,
  name: 'octubre 2026',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  status: 'open',
  current: false,
  totals: { referrals: 36, recorded: 112, expected: 130, missing: 23, extra: 5 },
}
const summary: PeriodSummary = {
  period,
  totals: period.totals,
  lines: [{ customer_id: 1, customer_name: 'ORE Arecibo', provider_id: 3, provider_name: 'Marisol Rivera', ...period.totals }],
}
const lock: PeriodLockAnswer = { id: 8, name: 'octubre 2026', start_date: '2026-10-01', end_date: '2026-10-31', status: 'open', status_name: 'Abierto', hash: 'h1', allowed_actions: ['lock'] }
const NO_FINDINGS = { license_lapsed: 0, telehealth_license_lapsed: 0, no_active_plan: 0, frequency_exceeded: 0, overlap: 0, missing_signature: 0 }
const findings: FindingsPage = { items: [], total: 102, visits: 96, recorded: 112, by_rule: { ...NO_FINDINGS, license_lapsed: 30, missing_signature: 72 } }

function periodApi(overrides: { lock?: PeriodLockAnswer; findings?: FindingsPage } = {}) {
  const api = fakeApi()
  api.on('GET /service-visits/periods/8', { body: period })
  api.on('GET /service-visits/periods/8/summary', { body: summary })
  api.on('GET /scrubber/periods/8', { body: overrides.lock ?? lock })
  api.on('GET /scrubber/periods/8/events', { body: [] })
  api.on('GET /scrubber/periods/8/findings', { body: overrides.findings ?? findings })
  return api
}

async function signedIn() {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
}

afterEach(() => vi.restoreAllMocks())

describe('/billing/periods/{periodId}: what needs attention, first', () => {
  it('counts the findings by rule and shows the lock state above the summary table, each rule a link to its findings', async () => {
    await signedIn()
    const api = periodApi()
    const { router } = renderApp('/billing/periods/8')
    const attention = await screen.findByRole('region', { name: 'Lo que hay que revisar' }, { timeout: 5000 })
    await within(attention).findByText('102 hallazgos en la revisión antes de facturar:', {}, { timeout: 5000 })
    expect(within(attention).getByText('Abierto')).toBeTruthy()
    expect(within(attention).getByText('Sus visitas aceptan cambios hasta que se cierre.')).toBeTruthy()
    const links = within(attention).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cerrar el periodo…', '/billing/periods/8#revision'],
      ['Licencia vencida en la fecha del servicio: 30', '/billing/periods/8?rule=license_lapsed#hallazgos'],
      ['Falta la firma del proveedor: 72', '/billing/periods/8?rule=missing_signature#hallazgos'],
      ['Ver todos los hallazgos', '/billing/periods/8#hallazgos'],
    ])
    // First on the page: before the summary table, which the findings sit below.
    const table = await screen.findByRole('table', { name: 'Visitas por cliente y proveedor' })
    expect(attention.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The summary and the findings section read one query: one request for both.
    expect(api.calls.filter((call) => call.path === '/scrubber/periods/8/findings')).toHaveLength(1)

    // The router scrolls to the anchor; jsdom draws nothing, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn()
    await userEvent.click(within(attention).getByRole('link', { name: 'Falta la firma del proveedor: 72' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ rule: 'missing_signature' }))
    expect(router.state.location.hash).toBe('hallazgos')
    await waitFor(() => expect(api.calls.some((call) => call.path === '/scrubber/periods/8/findings' && call.search.get('rule') === 'missing_signature')).toBe(true))
    // The counts are the whole period's, whatever the filter.
    expect(within(attention).getByText('102 hallazgos en la revisión antes de facturar:')).toBeTruthy()
  }, 30_000)

  it('says so when the review found nothing, and that a closed period takes no changes', async () => {
    await signedIn()
    periodApi({ lock: { ...lock, status: 'locked', status_name: 'Cerrado', allowed_actions: ['unlock'] }, findings: { ...findings, total: 0, by_rule: NO_FINDINGS } })
    renderApp('/billing/periods/8')
    const attention = await screen.findByRole('region', { name: 'Lo que hay que revisar' }, { timeout: 5000 })
    await within(attention).findByText('La revisión antes de facturar no encontró visitas que incumplan las reglas.', {}, { timeout: 5000 })
    await within(attention).findByText('Sus visitas no aceptan cambios.')
    expect(within(attention).getByRole('link', { name: 'Abrir de nuevo…' }).getAttribute('href')).toBe('/billing/periods/8#revision')
  }, 30_000)
})
