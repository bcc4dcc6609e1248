import * as v from 'valibot'
import { IdText } from '../schemas/common'

/**
 * The finance reports (issue 15 item 5, /finance/reports), shared by the server and the screen:
 * one academic year's provider bills (those of its periods) by status, their processed payments
 * by month, the visit lines billed by specialty, and the days from a visit to its payment.
 * Money in integer cents.
 */

export const FinanceSummaryQuery = v.object({ academic_year_id: v.optional(IdText) })
export type FinanceSummaryQuery = v.InferOutput<typeof FinanceSummaryQuery>

export const BILL_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'cancelled', 'paid'] as const
export type BillStatus = (typeof BILL_STATUSES)[number]

export interface BillsByStatus {
  status: BillStatus
  count: number
  total_cents: number
}

export interface PaidMonth {
  /** yyyy-MM (company time) of the payment's processed date. */
  month: string
  payments: number
  total_cents: number
}

export interface SpecialtyBilled {
  /** null: sessions recorded without a provider specialty. */
  specialty_id: number | null
  specialty: string | null
  lines: number
  total_cents: number
}

export interface DaysToPayment {
  /** Visit lines of paid bills whose payment has a processed date. */
  count: number
  median: number | null
  p90: number | null
}

export interface FinanceSummary {
  academic_year: { id: number; name: string; start_date: string; end_date: string }
  bills_by_status: BillsByStatus[]
  paid_by_month: PaidMonth[]
  billed_by_specialty: SpecialtyBilled[]
  days_to_payment: DaysToPayment
}

/**
 * The nearest-rank percentile (p in 0..100) of whole-day counts: the smallest value with at least
 * p % of the values at or below it. The median is p50 by the same rule (always a value of the list).
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]!
}

/** Every status in the workflow's order, with zeros for those no bill has. */
export function withEveryStatus(rows: readonly BillsByStatus[]): BillsByStatus[] {
  return BILL_STATUSES.map((status) => rows.find((row) => row.status === status) ?? { status, count: 0, total_cents: 0 })
}
