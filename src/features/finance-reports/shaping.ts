import type { BillStatus, FinanceSummary } from '../../domain/finance/reports'

/**
 * The summary as the rows of the screen's charts and tables. Charts draw dollars (a number);
 * tables keep the cents, shown with formatCents.
 */

export interface StatusRow {
  status: BillStatus
  name: string
  count: number
  total_cents: number
  dollars: number
}

export interface MonthRow {
  month: string
  payments: number
  total_cents: number
  dollars: number
}

export interface SpecialtyRow {
  key: string
  name: string
  lines: number
  total_cents: number
  dollars: number
}

const dollars = (cents: number) => cents / 100

export function statusRows(summary: FinanceSummary, names: Record<BillStatus, string>): StatusRow[] {
  return summary.bills_by_status.map((row) => ({ ...row, name: names[row.status], dollars: dollars(row.total_cents) }))
}

/**
 * Every month of the academic year from its first to the last one paid (or none), a month
 * without payments as zero, so the bars keep the calendar's spacing.
 */
export function monthRows(summary: FinanceSummary): MonthRow[] {
  const paid = new Map(summary.paid_by_month.map((row) => [row.month, row]))
  const last = summary.paid_by_month.at(-1)?.month
  if (last === undefined) return []
  const rows: MonthRow[] = []
  let [year, month] = summary.academic_year.start_date.slice(0, 7).split('-').map(Number) as [number, number]
  const first = `${year}-${String(month).padStart(2, '0')}`
  // Payments before the year's first month (a bill paid early) still show, first.
  for (const row of summary.paid_by_month) if (row.month < first) rows.push({ ...row, dollars: dollars(row.total_cents) })
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > last) break
    const row = paid.get(key)
    rows.push({ month: key, payments: row?.payments ?? 0, total_cents: row?.total_cents ?? 0, dollars: dollars(row?.total_cents ?? 0) })
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return rows
}

export function specialtyRows(summary: FinanceSummary, unnamed: string): SpecialtyRow[] {
  return summary.billed_by_specialty.map((row) => ({
    key: String(row.specialty_id ?? 'none'),
    name: row.specialty ?? unnamed,
    lines: row.lines,
    total_cents: row.total_cents,
    dollars: dollars(row.total_cents),
  }))
}
