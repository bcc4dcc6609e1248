import { and, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { VisitCounts } from '../../src/domain/billing/api'
import { groupCounts as groupLines, visitsLine, type LineCounts } from '../../src/domain/billing/counts'
import type { Executor } from '../db/client'
import { customers, providers, referralStatuses, referrals, serviceSessions, students, visitPeriods, visits } from '../db/schema'
import { scheduleDaysOf } from '../referrals/schedule-days'
import { scheduledVisitsByDate } from './visit-dates'
import { scopeCondition, type BillingScope } from './access'

/** One referral's place and counts in a period: the unit every billing summary adds up. */
export interface ReferralCounts extends VisitCounts {
  referral_id: number
  customer_id: number
  customer_name: string
  provider_id: number | null
  provider_name: string | null
  provider_specialty_id: number | null
  service_id: number
  student_id: number
  student_name: string
  sie_number: string
  weekly_frequency: number
}

export interface ReferralFilters {
  provider_id?: number | undefined
  location_id?: number | undefined
  service_id?: number | undefined
  customer_id?: number | undefined
  provider_specialty_id?: number | undefined
  student_id?: number | undefined
}

interface Period {
  start_date: string
  end_date: string
}

/**
 * Every referral in force during the period (or with visits recorded in it), not cancelled, that
 * the scope reaches and the filters keep, with the visits recorded for it in the period and the
 * visits due (src/domain/billing/api.ts, "Counting rule"). One grouped read of the visits and
 * one of the referrals (and, for those with a schedule, one of their visits by date); the due
 * count is worked out here, by pieces of school days or by weekdays, not day by day.
 */
export async function referralCounts(db: Executor, period: Period, today: string, scope: BillingScope, filters: ReferralFilters = {}): Promise<ReferralCounts[]> {
  const kept: (SQL | undefined)[] = [
    filters.provider_id === undefined ? undefined : eq(referrals.provider_id, filters.provider_id),
    filters.location_id === undefined ? undefined : eq(referrals.location_id, filters.location_id),
    filters.service_id === undefined ? undefined : eq(referrals.service_id, filters.service_id),
    filters.customer_id === undefined ? undefined : eq(referrals.customer_id, filters.customer_id),
    filters.provider_specialty_id === undefined ? undefined : eq(referrals.provider_specialty_id, filters.provider_specialty_id),
    filters.student_id === undefined ? undefined : eq(referrals.student_id, filters.student_id),
  ]
  const inReach = scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id })
  const recorded = db
    .select({ referral_id: visits.referral_id, recorded: sql<number>`count(*)::int`.as('recorded') })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    // The same filters inside: a drill-down to one provider counts her visits, not the month's.
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(and(isNull(serviceSessions.deleted_at), gte(serviceSessions.date, period.start_date), lte(serviceSessions.date, period.end_date), ...inReach, ...kept))
    .groupBy(visits.referral_id)
    .as('recorded')
  const inForce = and(lte(referrals.start_date, period.end_date), or(isNull(referrals.end_date), gte(referrals.end_date, period.start_date)))
  const rows = await db
    .select({
      referral_id: referrals.id,
      customer_id: referrals.customer_id,
      customer_name: customers.short_name,
      provider_id: referrals.provider_id,
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      provider_specialty_id: referrals.provider_specialty_id,
      service_id: referrals.service_id,
      student_id: referrals.student_id,
      student_first: students.first_name,
      student_last: students.last_name,
      student_second_last: students.second_last_name,
      sie_number: students.sie_number,
      start_date: referrals.start_date,
      end_date: referrals.end_date,
      weekly_frequency: referrals.weekly_frequency,
      schedule_days: scheduleDaysOf(referrals.id),
      recorded: sql<number>`coalesce(${recorded.recorded}, 0)::int`,
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
    .leftJoin(recorded, eq(recorded.referral_id, referrals.id))
    .where(
      and(
        ne(referralStatuses.name, 'Cancelado'),
        or(inForce, sql`${recorded.recorded} is not null`),
        ...inReach,
        ...kept,
      ),
    )
  const byDate = await scheduledVisitsByDate(db, period.start_date, period.end_date, [...inReach, ...kept])
  return rows.map((row) => {
    const due = { id: row.referral_id, start_date: row.start_date, end_date: row.end_date, weekly_frequency: row.weekly_frequency, schedule_days: row.schedule_days }
    return {
      referral_id: row.referral_id,
      customer_id: row.customer_id,
      customer_name: row.customer_name,
      provider_id: row.provider_id,
      provider_name: row.provider_first === null ? null : `${row.provider_first} ${row.provider_last}`,
      provider_specialty_id: row.provider_specialty_id,
      service_id: row.service_id,
      student_id: row.student_id,
      student_name: [row.student_first, row.student_last, row.student_second_last].filter(Boolean).join(' '),
      sie_number: row.sie_number,
      weekly_frequency: row.weekly_frequency,
      ...visitsLine(due, period, today, row.recorded, byDate.get(row.referral_id)),
    }
  })
}

export { addCounts } from '../../src/domain/billing/counts'

/** Groups referral counts by `key`, each group summed (src/domain/billing/counts.ts), typed for the routes. */
export const groupCounts = <K, T>(rows: readonly ReferralCounts[], key: (row: ReferralCounts) => K, make: (first: ReferralCounts, counts: LineCounts) => T): T[] =>
  groupLines(rows, key, make)

/**
 * Totals of several periods at once (the outstanding report): one read of the visits grouped by
 * referral and period, one of the referrals in force over the whole span, instead of one pair per
 * period. The per-referral rule is the same as referralCounts'.
 */
export async function periodTotals(
  db: Executor,
  periods: readonly (Period & { id: number })[],
  today: string,
  scope: BillingScope,
  filters: Pick<ReferralFilters, 'provider_id'> = {},
): Promise<Map<number, VisitCounts>> {
  const totals = new Map<number, VisitCounts>(periods.map((period) => [period.id, { recorded: 0, expected: 0, missing: 0, extra: 0 }]))
  if (periods.length === 0) return totals
  const first = periods.reduce((min, period) => (period.start_date < min ? period.start_date : min), periods[0]!.start_date)
  const last = periods.reduce((max, period) => (period.end_date > max ? period.end_date : max), periods[0]!.end_date)
  const ids = periods.map((period) => period.id)
  const recordedRows = await db
    .select({ referral_id: visits.referral_id, period_id: visitPeriods.id, recorded: sql<number>`count(*)::int` })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(visitPeriods, and(inArray(visitPeriods.id, ids), lte(visitPeriods.start_date, serviceSessions.date), gte(visitPeriods.end_date, serviceSessions.date)))
    .where(and(isNull(serviceSessions.deleted_at), gte(serviceSessions.date, first), lte(serviceSessions.date, last)))
    .groupBy(visits.referral_id, visitPeriods.id)
  const recorded = new Map(recordedRows.map((row) => [`${row.referral_id}:${row.period_id}`, row.recorded]))
  const referralRows = await db
    .select({
      id: referrals.id,
      start_date: referrals.start_date,
      end_date: referrals.end_date,
      weekly_frequency: referrals.weekly_frequency,
      schedule_days: scheduleDaysOf(referrals.id),
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(
      and(
        ne(referralStatuses.name, 'Cancelado'),
        lte(referrals.start_date, last),
        or(isNull(referrals.end_date), gte(referrals.end_date, first)),
        ...scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id }),
        filters.provider_id === undefined ? undefined : eq(referrals.provider_id, filters.provider_id),
      ),
    )
  const byDate = await scheduledVisitsByDate(db, first, last, [
    ...scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id }),
    filters.provider_id === undefined ? undefined : eq(referrals.provider_id, filters.provider_id),
  ])
  for (const period of periods) {
    const sum = totals.get(period.id)!
    for (const referral of referralRows) {
      const line = visitsLine(referral, period, today, recorded.get(`${referral.id}:${period.id}`) ?? 0, byDate.get(referral.id))
      sum.recorded += line.recorded
      sum.expected += line.expected
      sum.missing += line.missing
      sum.extra += line.extra
    }
  }
  return totals
}
