import { describe, expect, it } from 'vitest'
import { percentile, withEveryStatus, type BillStatus, type FinanceSummary } from '../../domain/finance/reports'
import { financeReportsSearch } from './reports-search'
import { monthRows, specialtyRows, statusRows } from './shaping'

const summary: FinanceSummary = {
  academic_year: { id: 3, name: '2025-2026', start_date: '2025-08-01', end_date: '2026-07-31' },
  bills_by_status: withEveryStatus([
    { status: 'paid', count: 2, total_cents: 150_025 },
    { status: 'draft', count: 1, total_cents: 4_500 },
  ]),
  paid_by_month: [
    { month: '2025-07', payments: 1, total_cents: 1_000 },
    { month: '2025-09', payments: 2, total_cents: 20_050 },
    { month: '2026-01', payments: 1, total_cents: 99 },
  ],
  billed_by_specialty: [
    { specialty_id: 4, specialty: 'Terapia del habla', lines: 3, total_cents: 13_500 },
    { specialty_id: null, specialty: null, lines: 1, total_cents: 4_500 },
  ],
  days_to_payment: { count: 0, median: null, p90: null },
}

describe('finance reports shaping', () => {
  it('lists every status in the workflow order with its name and dollars', () => {
    const names = { draft: 'B', submitted: 'S', approved: 'A', rejected: 'R', cancelled: 'C', paid: 'P' } satisfies Record<BillStatus, string>
    const rows = statusRows(summary, names)
    expect(rows.map((row) => row.status)).toEqual(['draft', 'submitted', 'approved', 'rejected', 'cancelled', 'paid'])
    expect(rows[0]).toEqual({ status: 'draft', name: 'B', count: 1, total_cents: 4_500, dollars: 45 })
    expect(rows[5]).toEqual({ status: 'paid', name: 'P', count: 2, total_cents: 150_025, dollars: 1500.25 })
    expect(rows[1]).toMatchObject({ count: 0, total_cents: 0, dollars: 0 })
  })

  it('fills the months from the year’s first to the last paid with zeros, an early payment first', () => {
    const rows = monthRows(summary)
    expect(rows.map((row) => row.month)).toEqual(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'])
    expect(rows[2]).toEqual({ month: '2025-09', payments: 2, total_cents: 20_050, dollars: 200.5 })
    expect(rows[1]).toEqual({ month: '2025-08', payments: 0, total_cents: 0, dollars: 0 })
    expect(monthRows({ ...summary, paid_by_month: [] })).toEqual([])
  })

  it('names the sessions without a specialty', () => {
    expect(specialtyRows(summary, 'Sin especialidad')).toEqual([
      { key: '4', name: 'Terapia del habla', lines: 3, total_cents: 13_500, dollars: 135 },
      { key: 'none', name: 'Sin especialidad', lines: 1, total_cents: 4_500, dollars: 45 },
    ])
  })

  it('takes nearest-rank percentiles', () => {
    expect(percentile([], 50)).toBeNull()
    expect(percentile([30, 5, 10], 50)).toBe(10)
    expect(percentile([30, 5, 10], 90)).toBe(30)
    expect(percentile([1, 2, 3, 4], 50)).toBe(2)
    expect(percentile([7], 90)).toBe(7)
  })

  it('keeps a valid year from the address and drops anything else', () => {
    expect(financeReportsSearch({ academic_year_id: '12' })).toEqual({ academic_year_id: 12 })
    expect(financeReportsSearch({ academic_year_id: 5 })).toEqual({ academic_year_id: 5 })
    expect(financeReportsSearch({ academic_year_id: 'x' })).toEqual({})
    expect(financeReportsSearch({ academic_year_id: 0 })).toEqual({})
  })
})
