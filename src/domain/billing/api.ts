import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { IdText } from '../schemas/common'
import type { PeriodStatus } from './periods'

/**
 * Answers and queries of the billing calls (spec §7 "Service visits" and the data entry of
 * "Service sessions"), shared by the server and the screens.
 *
 * Counting rule: a referral in force during a period is due, from the period's first day up to
 * its last day or today, whichever comes first, the sessions its weekly schedule expects, or
 * without a schedule `weekly_frequency` visits a week counted by school days (Monday–Friday)
 * (counts.ts visitsDueBetween; docs/billing.md, "The counting rule").
 * `recorded` counts the visits recorded for the referral in the period, whatever their outcome;
 * `missing` = due − recorded, never below 0 per referral; `extra` = recorded − due, never below 0
 * per referral. Sums keep both, so due − recorded = missing − extra at every level (counts.ts).
 */

export interface VisitPeriod {
  id: number
  academic_year_id: number
  name: string
  start_date: string
  end_date: string
  status: PeriodStatus
  /** Today falls inside the period. */
  current: boolean
}

export interface VisitCounts {
  recorded: number
  expected: number
  /** Due but not recorded, per referral, summed. */
  missing: number
  /** Recorded beyond those due, per referral, summed (they do not make up another referral's missing). */
  extra: number
}

export interface PeriodDetail extends VisitPeriod {
  totals: VisitCounts & { referrals: number }
}

export interface SummaryLine extends VisitCounts {
  customer_id: number
  customer_name: string
  provider_id: number | null
  provider_name: string | null
  referrals: number
}

export interface PeriodSummary {
  period: VisitPeriod
  totals: VisitCounts & { referrals: number }
  lines: SummaryLine[]
}

export interface PeriodProvider extends VisitCounts {
  provider_id: number
  provider_name: string
  referrals: number
}

export interface PeriodStudent extends VisitCounts {
  student_id: number
  student_name: string
  sie_number: string
  referral_id: number
  weekly_frequency: number
}

export interface PeriodVisit {
  id: string
  session_id: string
  date: string
  time: string
  provider_id: number
  provider_name: string
  student_id: number
  student_name: string
  sie_number: string
  service_id: number
  service_name: string
  customer_id: number
  location_id: number
  location_name: string
  visit_outcome_id: number
  visit_outcome_name: string
  referral_id: number
}

export interface OutstandingPeriod extends VisitCounts {
  period: VisitPeriod
}

export interface YearCustomer {
  id: number
  name: string
  short_name: string
  region: string
  referrals: number
}

export interface BillingAcademicYear {
  id: number
  name: string
  delta: number
  start_date: string
  end_date: string
  periods: number
}

/** One choice of a data-entry level with how many visits lie under it. */
export interface DataEntryChoice {
  id: string | number
  name: string
  visits: number
}

export interface DataEntryLeaf {
  visits: PeriodVisit[]
  students: PeriodStudent[]
}

const optionalId = v.optional(IdText)

export const PeriodsQuery = v.object({
  ...listParams(['start_date'], 'start_date').entries,
  academic_year_id: optionalId,
  status: v.optional(v.picklist(['open', 'locked'], 'invalid_status')),
})

export const PeriodVisitsQuery = v.object({
  ...listParams(['date', 'provider', 'student'], 'date').entries,
  provider_id: optionalId,
  service_id: optionalId,
  customer_id: optionalId,
  location_id: optionalId,
})

export const SummaryQuery = v.object({ provider_id: optionalId, location_id: optionalId, service_id: optionalId, customer_id: optionalId })
export const PeriodProvidersQuery = v.object({ provider_specialty_id: optionalId })
export const OutstandingQuery = v.object({ academic_year_id: optionalId, provider_id: optionalId })
