import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { ComplianceAnswer, ReportedDay, ReportedMonth, VisitsSummary } from '../../domain/billing/reports'

const summary: VisitsSummary = {
  academic_year: { id: 2, name: '2025-2026', start_date: '2025-07-01', end_date: '2026-06-30' },
  regions: ['Bayamón', 'San Juan'],
  months: ['2026-01', '2026-02'],
  cells: [
    {
      region: 'San Juan',
      month: '2026-01',
      mandated_minutes: 1200,
      delivered_minutes: 900,
      expected_visits: 40,
      delivered_visits: 30,
      missed_visits: 4,
      unrecorded_visits: 6,
      waiting_referrals: 12,
      waiting_visits: 96,
      waiting_minutes: 2880,
    },
    {
      region: 'Bayamón',
      month: '2026-02',
      mandated_minutes: 600,
      delivered_minutes: 600,
      expected_visits: 20,
      delivered_visits: 20,
      missed_visits: 0,
      unrecorded_visits: 0,
      waiting_referrals: 0,
      waiting_visits: 0,
      waiting_minutes: 0,
    },
  ],
}

const compliance: ComplianceAnswer = {
  from: '2025-07-01',
  to: '2026-03-10',
  items: [
    {
      referral_id: 5,
      referral_number: '2025-08-000005',
      student_id: 9,
      student_name: 'Ana Pérez',
      sie_number: '50000001',
      service_name: 'Terapia del habla',
      provider_id: 3,
      provider_name: 'Marisol Rivera',
      customer_id: 1,
      region: 'San Juan',
      weekly_frequency: 2,
      mandated_visits: 20,
      delivered_visits: 8,
      missed_visits: 2,
      compliance: 0.4,
      band: 'poor',
    },
  ],
  total: 15,
  totals: { mandated_visits: 60, delivered_visits: 50, missed_visits: 4 },
  waiting: { referrals: 12, mandated_visits: 96 },
  bands: [
    { band: 'met', referrals: 1 },
    { band: 'near', referrals: 1 },
    { band: 'low', referrals: 0 },
    { band: 'poor', referrals: 1 },
    { band: 'none_due', referrals: 0 },
    { band: 'waiting', referrals: 12 },
  ],
}

afterEach(() => vi.restoreAllMocks())

describe('/billing/reports', () => {
  function reportsApi() {
    const api = fakeApi()
    api.on('GET /service-visits/academic-years', { body: [{ id: 2, name: '2025-2026', delta: 0, start_date: '2025-07-01', end_date: '2026-06-30', periods: 12 }] })
    api.on('GET /service-visits/periods', {
      body: { items: [{ id: 8, academic_year_id: 2, name: 'febrero 2026', start_date: '2026-02-01', end_date: '2026-02-28', status: 'open', current: false }], total: 1 },
    })
    api.on('GET /service-sessions/reports/visits-summary', { body: summary })
    api.on('GET /service-sessions/referrals-frequency-compliance', { body: compliance })
    return api
  }

  it('shows each chart’s figures in a table, and the region filter goes into the address and the calls', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = reportsApi()
    const { router } = renderApp('/billing/reports')
    const byMonth = await screen.findByRole('table', { name: 'Minutos por mes' }, { timeout: 5000 })
    const monthRows = within(byMonth).getAllByRole('row')
    expect(monthRows).toHaveLength(3)
    expect(within(monthRows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ene 2026', (1200).toLocaleString(), (900).toLocaleString()])
    const byRegion = screen.getByRole('table', { name: 'Minutos por región' })
    expect(within(byRegion).getByText('75 %')).toBeTruthy()
    const unrecorded = screen.getByRole('table', { name: 'Ausencias sin registrar' })
    expect(within(unrecorded).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mes', 'Bayamón', 'San Juan'])
    const bands = await screen.findByRole('table', { name: 'Referidos por cumplimiento' })
    expect(within(bands).getAllByRole('row')).toHaveLength(6)
    const lowest = screen.getByRole('table', { name: 'Referidos con menor cumplimiento' })
    expect(within(lowest).getByText('40 %')).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/service-sessions/referrals-frequency-compliance')?.search.get('sort')).toBe('compliance')
    expect(screen.getByRole('button', { name: 'Auditoría del registro de visitas (XLSX)' })).toBeTruthy()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'San Juan')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ region: 'San Juan' }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/service-sessions/reports/visits-summary' && call.search.get('region') === 'San Juan')).toBe(true))
  }, 20_000)

  it('tells referrals waiting for a provider apart from providers’ unrecorded visits and low compliance (issue 23 item 7)', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    reportsApi()
    renderApp('/billing/reports')
    const unrecorded = await screen.findByRole('table', { name: 'Ausencias sin registrar' }, { timeout: 5000 })
    const rowOf = (table: HTMLElement, index: number) => within(within(table).getAllByRole('row')[index]!).getAllByRole('cell').map((cell) => cell.textContent)
    // January in San Juan: 6 unrecorded visits of providers; the 96 waiting visits are not among them.
    expect(rowOf(unrecorded, 1)).toEqual(['Ene 2026', '0', '6'])
    const waiting = screen.getByRole('table', { name: 'Visitas que esperan proveedor' })
    expect(within(waiting).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mes', 'Bayamón', 'San Juan'])
    expect(rowOf(waiting, 1)).toEqual(['Ene 2026', '0', '96'])
    expect(screen.getByRole('region', { name: 'Visitas de referidos que esperan proveedor, por mes y región' })).toBeTruthy()
    // The compliance bands judge referrals with a provider; the waiting ones are counted apart.
    const bands = await screen.findByRole('table', { name: 'Referidos por cumplimiento' })
    expect(within(bands).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).not.toContain('Esperan proveedor')
    expect(within(bands).getAllByRole('row')).toHaveLength(6)
    expect(screen.getByText(/Aparte, 12 referidos esperan proveedor \(96 visitas debidas\): no cuentan en el cumplimiento de ningún proveedor\.$/)).toBeTruthy()
  }, 20_000)
})

describe('reported visits in /provider/finance', () => {
  const months: ReportedMonth[] = [{ month_id: '2026-02', days: 2, visits: 3, delivered: 2, missed: 1, students: 2, delivered_minutes: 60 }]
  const days: ReportedDay[] = [
    {
      date: '2026-02-03',
      delivered: 2,
      missed: 0,
      delivered_minutes: 60,
      visits: [
        { id: 'a', time: '08:00', student_name: 'Ana Pérez', sie_number: '50000001', service_name: 'Terapia del habla', location_name: 'Escuela A', outcome: 'Asistió', delivered: true, minutes: 30 },
        { id: 'b', time: '09:00', student_name: 'Luis Díaz', sie_number: '50000002', service_name: 'Terapia del habla', location_name: 'Escuela A', outcome: 'Asistió', delivered: true, minutes: 30 },
      ],
    },
  ]

  function providerApi() {
    const api = fakeApi()
    api.on('GET /provider-contracts', { body: { items: [], total: 0 } })
    return api
  }

  it('lists the months and opens one by day', async () => {
    await saveSignIn(tokens('2'), providerUser)
    await saveCompany(company)
    const api = providerApi()
    api.on('GET /mcg/mde/reported-visits-months', { body: months })
    api.on('GET /mcg/mde/reported-visits', { body: days })
    renderApp('/provider/finance')
    await userEvent.click(await screen.findByRole('button', { name: 'Febrero de 2026' }, { timeout: 5000 }))
    const table = await screen.findByRole('table', { name: /^Visitas del/ })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('Ana Pérez')).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/mcg/mde/reported-visits')?.search.get('monthId')).toBe('2026-02')
    await userEvent.click(screen.getByRole('button', { name: 'Volver a los meses' }))
    expect(await screen.findByRole('button', { name: 'Febrero de 2026' })).toBeTruthy()
  })

  it('logs a failed months fetch and goes on (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await saveSignIn(tokens('2'), providerUser)
    await saveCompany(company)
    const api = providerApi()
    api.on('GET /mcg/mde/reported-visits-months', { status: 500, body: { code: 'internal', message: 'x' } })
    renderApp('/provider/finance')
    expect(await screen.findByText('No se pudieron cargar las visitas reportadas; inténtelo más tarde.', {}, { timeout: 5000 })).toBeTruthy()
    expect(log.mock.calls.some((call) => String(call[0]).includes('reported-visits-months'))).toBe(true)
    expect(screen.getByRole('heading', { name: 'Mis finanzas' })).toBeTruthy()
  })
})
