import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import { withEveryStatus, type FinanceSummary } from '../../domain/finance/reports'
import { formatCents } from '../../domain/money/money'

const summary: FinanceSummary = {
  academic_year: { id: 2, name: '2025-2026', start_date: '2025-07-01', end_date: '2026-06-30' },
  bills_by_status: withEveryStatus([{ status: 'paid', count: 2, total_cents: 150_025 }]),
  paid_by_month: [{ month: '2025-08', payments: 2, total_cents: 150_025 }],
  billed_by_specialty: [{ specialty_id: 1, specialty: 'Patología del habla y lenguaje', lines: 22, total_cents: 105_600 }],
  days_to_payment: { count: 22, median: 18, p90: 31 },
}

afterEach(() => vi.restoreAllMocks())

describe('/finance/reports', () => {
  it('shows each chart’s figures in a table, and the year goes into the address and the call', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, modules: [...company.modules, { module_id: 'finance', name: 'Finanzas' }] })
    const api = fakeApi()
    api.on('GET /public/academic-years', {
      body: [
        { id: 1, name: '2024-2025', delta: -1, start_date: '2024-07-01', end_date: '2025-06-30' },
        { id: 2, name: '2025-2026', delta: 0, start_date: '2025-07-01', end_date: '2026-06-30' },
      ],
    })
    api.on('GET /finance-reports/summary', { body: summary })
    const { router } = renderApp('/finance/reports')
    const byStatus = await screen.findByRole('table', { name: 'Facturas por estado' }, { timeout: 5000 })
    expect(within(byStatus).getAllByRole('row')).toHaveLength(7)
    expect(within(byStatus).getByText(formatCents(150_025))).toBeTruthy()
    const byMonth = screen.getByRole('table', { name: 'Pagado por mes' })
    expect(within(byMonth).getAllByRole('row').map((row) => row.textContent)).toEqual(['MesPagosPagado', `Jul 20250${formatCents(0)}`, `Ago 20252${formatCents(150_025)}`])
    expect(within(screen.getByRole('table', { name: 'Facturado por especialidad' })).getByText('Patología del habla y lenguaje')).toBeTruthy()
    const days = screen.getByRole('table', { name: 'Días hasta el pago' })
    expect(within(days).getByText('31')).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/finance-reports/summary')?.search.get('academic_year_id')).toBe('2')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Año académico' }), '1')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ academic_year_id: 1 }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/finance-reports/summary' && call.search.get('academic_year_id') === '1')).toBe(true))
  }, 20_000)
})
