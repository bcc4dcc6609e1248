import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveSignIn } from '../../../db/session'
import type { PeriodDetail } from '../../../domain/billing/api'
import type { FindingsPage, PeriodLockAnswer, ScrubFinding } from '../../../domain/scrubber/api'

const period: PeriodDetail = {
  id: 8,
  academic_year_id: 2,
  name: 'febrero 2026',
  start_date: '2026-02-01',
  end_date: '2026-02-28',
  status: 'open',
  current: false,
  totals: { referrals: 1, recorded: 3, expected: 3, missing: 0, extra: 0 },
}
const lock: PeriodLockAnswer = { id: 8, name: 'febrero 2026', start_date: '2026-02-01', end_date: '2026-02-28', status: 'open', status_name: 'Abierto', hash: 'h1', allowed_actions: ['lock'] }
const finding: ScrubFinding = {
  id: 'v1:license_lapsed',
  rule: 'license_lapsed',
  rule_name: 'Licencia vencida en la fecha del servicio',
  detail: 'La licencia venció el 2026-02-26.',
  visit_id: '11111111-1111-4111-8111-111111111111',
  session_id: '22222222-2222-4222-8222-222222222222',
  date: '2026-02-27',
  time: '09:00',
  provider_id: 4,
  provider_name: 'José Ramírez Santiago',
  student_id: 7,
  student_name: 'Valeria Rivera',
  referral_id: 70,
  provider_specialty_id: 9,
  other_session_id: null,
  link: '/providers/4',
  exclusion: null,
}
const page: FindingsPage = {
  items: [finding],
  total: 1,
  visits: 12,
  recorded: 14,
  by_rule: { license_lapsed: 1, telehealth_license_lapsed: 0, no_active_plan: 0, frequency_exceeded: 0, overlap: 0, missing_signature: 0 },
}

function scrubberApi() {
  const api = fakeApi()
  api.on('GET /service-visits/periods/8', { body: period })
  api.on('GET /service-visits/periods/8/summary', { body: { period, totals: period.totals, lines: [] } })
  api.on('GET /scrubber/periods/8', { body: lock })
  api.on('GET /scrubber/periods/8/events', { body: [] })
  api.on('GET /scrubber/periods/8/findings', { body: page })
  api.on('POST /scrubber/periods/8/lock', { body: { ...lock, status: 'locked', status_name: 'Cerrado', hash: 'h2', allowed_actions: ['unlock'] } })
  return api
}

afterEach(() => vi.restoreAllMocks())

describe('/billing/periods/{periodId}: the pre-bill check', () => {
  it('lists each finding with its rule, a link to the record and the row’s actions', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    scrubberApi()
    renderApp('/billing/periods/8')
    const table = await screen.findByRole('table', { name: 'Hallazgos de la revisión' }, { timeout: 5000 })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(2), { timeout: 5000 })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByText('Licencia vencida en la fecha del servicio')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Abrir' }).getAttribute('href')).toBe('/providers/4')
    expect(screen.getByText('Se revisan las visitas dadas: 12 de las 14 registradas (las no dadas no se facturan). 1 hallazgos con estos filtros.')).toBeTruthy()

    // The row's actions (exclude with a reason) are a menu: the next test goes through it.
    expect(within(row).getByRole('button', { name: /^Acciones de / })).toBeTruthy()
  }, 30_000)

  it('excludes from the row’s menu with a reason; a visit on a live bill is refused in words', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = scrubberApi()
    const message = 'La visita ya está en una factura de proveedor que no fue cancelada: no puede excluirse de la facturación.'
    api.on(`POST /scrubber/visits/${finding.visit_id}/exclusion`, { status: 409, body: { code: 'visit_on_live_bill', message, bill_id: 31, bill_status: 'approved' } })
    renderApp('/billing/periods/8')
    const table = await screen.findByRole('table', { name: 'Hallazgos de la revisión' }, { timeout: 5000 })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(2), { timeout: 5000 })
    await userEvent.click(within(table).getByRole('button', { name: /^Acciones de / }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir de la facturación' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir de la facturación' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Sin firma del encargado')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir de la facturación' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/exclusion'))?.body).toEqual({ reason: 'Sin firma del encargado' }))
    // The app's own words for the code (a hint of what to do), not the server's message.
    expect(await screen.findByText(/Cancele primero la factura o, si ya fue aprobada, corrija con un ajuste\./)).toBeTruthy()
  }, 30_000)

  it('locks the period after an Advertencia that says what closing does and who can reopen it, sending its version', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = scrubberApi()
    renderApp('/billing/periods/8')
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar periodo' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeTruthy()
    // "Abrir de nuevo" undoes it, so the dialog must not say it cannot be undone.
    expect(within(dialog).queryByText(/no se puede revertir/)).toBeNull()
    const warning = within(dialog).getByText(/^Al cerrar el periodo, sus visitas dejan de aceptar cambios/)
    expect(warning.textContent).toContain('no se podrá registrar, editar ni mover una sesión con fecha dentro del periodo')
    expect(warning.textContent).toContain('Se puede abrir de nuevo con «Abrir de nuevo», escribiendo el motivo; lo puede hacer quien tenga el rol Administrador o Facturación para todos los clientes.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/scrubber/periods/8/lock')).toBe(true))
    expect(api.calls.find((call) => call.path === '/scrubber/periods/8/lock')!.body).toEqual({ hash: 'h1', comment: null })
  }, 30_000)

  it('keeps the findings’ filters in the address: a shared link opens the same view, and a change rewrites it', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = scrubberApi()
    const { router } = renderApp('/billing/periods/8?rule=overlap&excluded=false&q=Rivera&sort=-date&page=2')
    const findingsCalls = () => api.calls.filter((call) => call.path === '/scrubber/periods/8/findings')
    await waitFor(() => expect(findingsCalls().length).toBeGreaterThan(0), { timeout: 5000 })
    expect(Object.fromEntries(findingsCalls().at(-1)!.search)).toEqual({ rule: 'overlap', excluded: 'false', q: 'Rivera', sort: '-date', page: '2', page_size: '50' })
    const rule = (await screen.findByLabelText('Regla')) as HTMLSelectElement
    const exclusion = screen.getByLabelText('Exclusión') as HTMLSelectElement
    expect(rule.value).toBe('overlap')
    expect(exclusion.value).toBe('false')

    // A new filter goes into the address and starts again at the first page.
    await userEvent.selectOptions(exclusion, 'true')
    await waitFor(() => expect(router.state.location.search).toEqual({ rule: 'overlap', excluded: true, q: 'Rivera', sort: '-date' }))
    expect(router.state.location.href).toContain('excluded=true')
    await waitFor(() => expect(Object.fromEntries(findingsCalls().at(-1)!.search)).toEqual({ rule: 'overlap', excluded: 'true', q: 'Rivera', sort: '-date', page_size: '50' }))
    await userEvent.selectOptions(rule, '')
    await waitFor(() => expect(router.state.location.search).toEqual({ excluded: true, q: 'Rivera', sort: '-date' }))
  }, 30_000)

  it('drops what a pasted address gets wrong instead of refusing the page', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = scrubberApi()
    const { router } = renderApp('/billing/periods/8?rule=nope&excluded=maybe&sort=salary&page=0')
    await screen.findByRole('table', { name: 'Hallazgos de la revisión' }, { timeout: 5000 })
    // The table is drawn while its query is still pending: wait for the request itself.
    const findingsCall = () => api.calls.find((entry) => entry.path === '/scrubber/periods/8/findings')
    await waitFor(() => expect(findingsCall()).toBeDefined(), { timeout: 5000 })
    expect(Object.fromEntries(findingsCall()!.search)).toEqual({ page_size: '50' })
    const rule = screen.getByLabelText('Regla') as HTMLSelectElement
    expect(rule.value).toBe('')
    // The first change writes a clean address.
    await userEvent.selectOptions(rule, 'overlap')
    await waitFor(() => expect(router.state.location.search).toEqual({ rule: 'overlap' }))
  }, 30_000)
})
