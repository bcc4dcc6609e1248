import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { DataEntryLeaf, PeriodSummary, VisitPeriod } from '../../domain/billing/api'

const february: VisitPeriod = { id: 8, academic_year_id: 2, name: 'febrero 2026', start_date: '2026-02-01', end_date: '2026-02-28', status: 'open', current: false }
const march: VisitPeriod = { ...february, id: 9, name: 'marzo 2026', start_date: '2026-03-01', end_date: '2026-03-31', current: true }

/**
 * Marisol is short of `missing` visits, Carlos has one visit more than he was due, and an
 * unassigned referral of another customer waits for a provider with 3 visits due.
 */
const summaryOf = (period: VisitPeriod, missing: number): PeriodSummary => ({
  period,
  totals: { referrals: 3, recorded: 11, expected: 13 + missing, missing: missing + 3, extra: 1 },
  lines: [
    { customer_id: 1, customer_name: 'ORE San Juan', provider_id: 3, provider_name: 'Marisol Rivera', referrals: 1, recorded: 6, expected: 6 + missing, missing, extra: 0 },
    { customer_id: 1, customer_name: 'ORE San Juan', provider_id: 5, provider_name: 'Carlos Méndez', referrals: 1, recorded: 5, expected: 4, missing: 0, extra: 1 },
    { customer_id: 2, customer_name: 'ORE Bayamón', provider_id: null, provider_name: null, referrals: 1, recorded: 0, expected: 3, missing: 3, extra: 0 },
  ],
})

async function signedIn() {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
}

function billingApi() {
  const api = fakeApi()
  api.on('GET /service-visits/academic-years', { body: [{ id: 2, name: '2025-2026', delta: 0, start_date: '2025-07-01', end_date: '2026-06-30', periods: 12 }] })
  api.on('GET /service-visits/periods', { body: { items: [february, march], total: 2 } })
  api.on('GET /service-visits/periods/8/summary', { body: summaryOf(february, 5) })
  api.on('GET /service-visits/periods/9/summary', { body: summaryOf(march, 2) })
  return api
}

afterEach(() => vi.restoreAllMocks())

describe('/billing', () => {
  it('opens on the current period and shows recorded and missing visits per customer and provider', async () => {
    await signedIn()
    billingApi()
    renderApp('/billing')
    const table = await screen.findByRole('table', { name: 'Visitas por cliente y proveedor' }, { timeout: 5000 })
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByRole('link', { name: 'Marisol Rivera' }).getAttribute('href')).toBe('/billing/periods/9/providers/3')
    expect(within(rows[4]!).getByText('Sin asignar (espera proveedor)')).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Periodo' }) as HTMLSelectElement).value).toBe('9')
  }, 20_000)

  it('adds each customer’s lines and the period’s up in rows of their own, and states the per-referral rule with the figures (issue 23 item 1)', async () => {
    await signedIn()
    billingApi()
    renderApp('/billing')
    const table = await screen.findByRole('table', { name: 'Visitas por cliente y proveedor' }, { timeout: 5000 })
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Cliente', 'Proveedor', 'Referidos', 'Debidas', 'Registradas', 'Faltan', 'De más'])
    expect(rows.map(cells)).toEqual([
      ['ORE San Juan', 'Marisol Rivera', '1', '8', '6', '2', '0'],
      ['ORE San Juan', 'Carlos Méndez', '1', '4', '5', '0', '1'],
      // 12 − 11 is 1, not 2: Carlos's extra visit does not make up Marisol's missing ones.
      ['Total ORE San Juan', '', '2', '12', '11', '2', '1'],
      ['ORE Bayamón', 'Sin asignar (espera proveedor)', '1', '3', '0', '3', '0'],
      ['Total del periodo', '', '3', '15', '11', '5', '1'],
    ])
    expect(
      screen.getByText(
        '«Faltan» y «de más» se cuentan por referido: las visitas de más en un referido no cubren las que faltan en otro. Por eso, en cada fila, debidas − registradas = faltan − de más (en el total: 15 − 11 = 5 − 1). Con horario semanal, las debidas son las sesiones del horario y una visita cubre una solo el día que el horario la espera, como en «Sesiones de hoy» del proveedor; sin horario, la frecuencia semanal por días escolares.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('De las que faltan, 3 son de referidos sin proveedor asignado: esperan un proveedor, no son visitas que un proveedor dejó de registrar.')).toBeTruthy()
  }, 20_000)

  it('another period chosen goes into the address and its summary is read', async () => {
    await signedIn()
    const api = billingApi()
    const { router } = renderApp('/billing')
    await screen.findByRole('table', { name: 'Visitas por cliente y proveedor' }, { timeout: 5000 })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '8')
    await screen.findByText(/\(en el total: 18 − 11 = 8 − 1\)\. Con horario/)
    expect(router.state.location.search).toEqual({ period_id: 8 })
    expect(api.calls.some((call) => call.path === '/service-visits/periods/8/summary')).toBe(true)
  })

  it('shows the no-access page without billing.manage', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['students.read'] })
    await saveCompany(company)
    billingApi()
    renderApp('/billing')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeTruthy()
  })
})

describe('/billing/periods', () => {
  it('lists the current year’s periods with their status, each linking to its page', async () => {
    await signedIn()
    const api = billingApi()
    renderApp('/billing/periods')
    const link = await screen.findByRole('link', { name: 'marzo 2026' }, { timeout: 5000 })
    expect(link.getAttribute('href')).toBe('/billing/periods/9')
    expect(screen.getAllByText('Abierto')).toHaveLength(2)
    await waitFor(() => expect(api.calls.find((call) => call.path === '/service-visits/periods')?.search.get('academic_year_id')).toBe('2'))
  })
})

describe('/billing/visits-data-entry', () => {
  const leaf: DataEntryLeaf = {
    visits: [
      {
        id: 'v1', session_id: 's1', date: '2026-02-03', time: '08:00', provider_id: 3, provider_name: 'Marisol Rivera', student_id: 11, student_name: 'Ana Pérez',
        sie_number: '12345678', service_id: 4, service_name: 'Terapia del habla', customer_id: 1, location_id: 5, location_name: 'Esc. José Martí',
        visit_outcome_id: 1, visit_outcome_name: 'Asistió', referral_id: 21,
      },
    ],
    students: [{ student_id: 11, student_name: 'Ana Pérez', sie_number: '12345678', referral_id: 21, weekly_frequency: 2, recorded: 1, expected: 8, missing: 7, extra: 0 }],
  }

  function drillApi() {
    const api = fakeApi()
    api.on('GET /service-sessions/data-entry', { body: [{ id: '2026-02', name: '2026-02', visits: 40 }, { id: '2026-01', name: '2026-01', visits: 30 }] })
    api.on('GET /service-sessions/data-entry/2026-02', { body: [{ id: 1, name: 'ORE San Juan', visits: 40 }] })
    api.on('GET /service-sessions/data-entry/2026-01', { body: [{ id: 1, name: 'ORE San Juan', visits: 30 }] })
    api.on('GET /service-sessions/data-entry/2026-02/1', { body: [{ id: 3, name: 'Marisol Rivera', visits: 40 }] })
    api.on('GET /service-sessions/data-entry/2026-02/1/3', { body: [{ id: 4, name: 'Terapia del habla', visits: 40 }] })
    api.on('GET /service-sessions/data-entry/2026-02/1/3/4', { body: leaf })
    api.on('GET /service-sessions/visits/unreplaced', {
      body: { items: [{ id: 'u1', session_id: 's2', student_id: 11, referral_id: 21, visit_outcome_id: 5, provider_id: 3, service_id: 4, location_id: 5, date: '2026-02-10', time: '09:00', session_outcome_id: 2, replaced_by_visit_id: null }], total: 1 },
    })
    return api
  }

  it('drills down month → customer → provider → service → visits, every level in the address', async () => {
    await signedIn()
    const api = drillApi()
    const { router } = renderApp('/billing/visits-data-entry')
    // Months in words, in the reader's language (not their key "2026-02").
    await userEvent.click(await screen.findByRole('button', { name: 'Febrero 2026' }, { timeout: 5000 }))
    expect(screen.queryByRole('button', { name: '2026-02' })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'ORE San Juan' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Marisol Rivera' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Terapia del habla' }))
    const visits = await screen.findByRole('table', { name: 'Visitas' })
    expect(within(visits).getByText('Ana Pérez (12345678)')).toBeTruthy()
    expect(router.state.location.search).toEqual({ month: '2026-02', customer_id: 1, provider_id: 3, service_id: 4 })
    // The provider's unreplaced absence of this level, named by its referral's student.
    const absences = await screen.findByRole('table', { name: 'Ausencias sin reponer' })
    expect(within(absences).getByText('Ana Pérez (12345678)')).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/service-sessions/visits/unreplaced')?.search.get('provider_id')).toBe('3')

    await userEvent.click(screen.getByRole('button', { name: 'Estudiantes' }))
    const students = await screen.findByRole('table', { name: 'Estudiantes' })
    expect(within(students).getByText('7')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ view: 'students' })
  })

  it('choosing a higher level clears every level below it', async () => {
    await signedIn()
    drillApi()
    const { router } = renderApp('/billing/visits-data-entry?month=2026-02&customer_id=1&provider_id=3&service_id=4&view=students')
    await screen.findByRole('table', { name: 'Estudiantes' }, { timeout: 5000 })
    await userEvent.click(await screen.findByRole('button', { name: 'Cliente: ORE San Juan' }))
    await screen.findByRole('button', { name: 'Marisol Rivera' })
    expect(router.state.location.search).toEqual({ month: '2026-02', customer_id: 1 })
    expect(await screen.findByRole('button', { name: 'Mes: Febrero 2026' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Todos los meses' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Enero 2026' }))
    await screen.findByRole('button', { name: 'ORE San Juan' })
    expect(router.state.location.search).toEqual({ month: '2026-01' })
  })
})
