import { readerName } from '../i18n/reader-language'
import { and, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import {
  customers,
  providers,
  referralStatuses,
  referrals,
  serviceDurations,
  serviceSessions,
  services,
  sessionOutcomes,
  students,
  visitOutcomes,
  visits,
} from '../db/schema'
import { scopeCondition, type BillingScope } from '../billing/access'
import { scheduledVisitsByDate, type VisitsByDate } from '../billing/visit-dates'
import { scheduleDaysOf } from '../referrals/schedule-days'

/**
 * The two reads every billing report is made of: the referrals in force over a range (with the
 * names a report shows) and their visits in the range, grouped. A referral counts for its
 * customer's region and its assigned provider, exactly as the period summaries count it
 * (server/billing/referral-counts.ts), so the reports and the periods agree.
 */

export interface ReportFilters {
  region?: string | undefined
  customer_id?: number | undefined
  provider_id?: number | undefined
  service_id?: number | undefined
}

export interface Range {
  from: string
  /** Inclusive. */
  to: string
}

export interface ReferralFact {
  id: number
  number: string
  customer_id: number
  region: string
  provider_id: number | null
  provider_name: string | null
  student_id: number
  student_name: string
  sie_number: string
  service_name: string
  start_date: string
  end_date: string | null
  weekly_frequency: number
  session_minutes: number
  /** Its weekly slots' weekday ids (src/domain/billing/counts.ts visitsDueBetween). */
  schedule_days: number[]
}

export interface VisitGroup {
  referral_id: number
  /** yyyy-MM of the session's date. */
  month: string
  /** The service was given to the student (the session happened and the student was not absent). */
  given: boolean
  /** The session's length. */
  minutes: number
  count: number
}

function referralConditions(scope: BillingScope, filters: ReportFilters): (SQL | undefined)[] {
  return [
    ...scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id }),
    filters.customer_id === undefined ? undefined : eq(referrals.customer_id, filters.customer_id),
    filters.provider_id === undefined ? undefined : eq(referrals.provider_id, filters.provider_id),
    filters.service_id === undefined ? undefined : eq(referrals.service_id, filters.service_id),
    filters.region === undefined ? undefined : inArray(referrals.customer_id, sql`(select ${customers.id} from ${customers} where ${customers.region} = ${filters.region})`),
  ]
}

/** The visits of live sessions in the range whose referral the scope and filters keep, grouped. */
export async function visitGroups(db: Executor, scope: BillingScope, range: Range, filters: ReportFilters): Promise<VisitGroup[]> {
  const given = sql<boolean>`(${sessionOutcomes.delivered} and not ${visitOutcomes.absence})`
  const month = sql<string>`to_char(${serviceSessions.date}, 'YYYY-MM')`
  return db
    .select({ referral_id: visits.referral_id, month, given, minutes: serviceDurations.minutes, count: sql<number>`count(*)::int` })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .where(and(isNull(serviceSessions.deleted_at), gte(serviceSessions.date, range.from), lte(serviceSessions.date, range.to), ...referralConditions(scope, filters)))
    .groupBy(visits.referral_id, month, given, serviceDurations.minutes)
}

/** The visits in the range of the scheduled referrals the scope and filters keep, by date (visit-dates.ts). */
export function scheduledVisitDates(db: Executor, scope: BillingScope, range: Range, filters: ReportFilters): Promise<VisitsByDate> {
  return scheduledVisitsByDate(db, range.from, range.to, referralConditions(scope, filters))
}

/**
 * Referrals in force during the range, not cancelled, that the scope and filters keep, plus any
 * that has a visit in the range (a visit recorded for a referral that has since ended still
 * counts, as in the period summaries). A sub-select rather than a list of ids: a year of visits
 * can name more referrals than a statement takes parameters.
 */
export async function referralFacts(db: Executor, scope: BillingScope, range: Range, filters: ReportFilters): Promise<ReferralFact[]> {
  const inForce = and(lte(referrals.start_date, range.to), or(isNull(referrals.end_date), gte(referrals.end_date, range.from)))
  const hasVisits = sql`exists (select 1 from ${visits} join ${serviceSessions} on ${serviceSessions.id} = ${visits.session_id}
    where ${visits.referral_id} = ${referrals.id} and ${serviceSessions.deleted_at} is null and ${serviceSessions.date} between ${range.from} and ${range.to})`
  const rows = await db
    .select({
      id: referrals.id,
      number: referrals.number,
      customer_id: referrals.customer_id,
      region: customers.region,
      provider_id: referrals.provider_id,
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      student_id: referrals.student_id,
      student_first: students.first_name,
      student_last: students.last_name,
      student_second_last: students.second_last_name,
      sie_number: students.sie_number,
      service_name: readerName(services),
      start_date: referrals.start_date,
      end_date: referrals.end_date,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
      schedule_days: scheduleDaysOf(referrals.id),
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
    .where(
      and(
        ne(referralStatuses.name, 'Cancelado'),
        or(inForce, hasVisits),
        ...referralConditions(scope, filters),
      ),
    )
  return rows.map(({ provider_first, provider_last, student_first, student_last, student_second_last, ...row }) => ({
    ...row,
    provider_name: provider_first === null ? null : `${provider_first} ${provider_last}`,
    student_name: [student_first, student_last, student_second_last].filter(Boolean).join(' '),
  }))
}

/** The regions of the customers the scope reaches (the report's filter choices), by name. */
export async function reachableRegions(db: Executor, scope: BillingScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ region: customers.region })
    .from(customers)
    .where(scope.customers === 'all' ? undefined : scope.customers.length === 0 ? sql`false` : inArray(customers.id, scope.customers))
  return rows.map((row) => row.region).sort((a, b) => a.localeCompare(b, 'es'))
}
