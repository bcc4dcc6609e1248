import { readerName } from '../i18n/reader-language'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { ReportedDay, ReportedMonth } from '../../src/domain/billing/reports'
import { addDays } from '../../src/domain/rules/dates'
import type { Executor } from '../db/client'
import { scopeCondition, type BillingScope } from '../billing/access'
import { locations, referrals, serviceDurations, serviceSessions, services, sessionOutcomes, students, visitOutcomes, visits } from '../db/schema'

/**
 * Reported visits (spec §3 "Reported visits: months and days, keyed by provider and month";
 * §7 `/mcg/mde/reported-visits-months` and `/mcg/mde/reported-visits`): the visits a provider
 * has reported, that is recorded in her live sessions, by month and then by day. A visit counts
 * its session's minutes when given, at most the referral's session length (the ledger's rule).
 * Who may ask for which provider is the route's business.
 */

const given = sql<boolean>`(${sessionOutcomes.delivered} and not ${visitOutcomes.absence})`
/** A customer-scoped clerk sees a provider's visits for her customers only. */
const reach = (scope: BillingScope) => scopeCondition(scope, { customer: referrals.customer_id, provider: serviceSessions.provider_id })
const creditedMinutes = sql<number>`least(${serviceDurations.minutes}, ${referrals.session_minutes})`

/** Months with at least one reported visit, newest first. */
export async function reportedMonths(db: Executor, scope: BillingScope, providerId: number): Promise<ReportedMonth[]> {
  const month = sql<string>`to_char(${serviceSessions.date}, 'YYYY-MM')`
  const rows = await db
    .select({
    month_id: month,
    days: sql<number>`count(distinct ${serviceSessions.date})::int`,
    visits: sql<number>`count(*)::int`,
    delivered: sql<number>`(count(*) filter (where ${given}))::int`,
    students: sql<number>`count(distinct ${visits.student_id})::int`,
    delivered_minutes: sql<number>`coalesce(sum(${creditedMinutes}) filter (where ${given}), 0)::int`,
  })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .where(and(eq(serviceSessions.provider_id, providerId), isNull(serviceSessions.deleted_at), ...reach(scope)))
    .groupBy(month)
    .orderBy(desc(month))
  return rows.map((row) => ({ ...row, missed: row.visits - row.delivered }))
}

/** The days of one month (yyyy-MM) with the visits reported on each, in date and time order. */
export async function reportedDays(db: Executor, scope: BillingScope, providerId: number, monthId: string): Promise<ReportedDay[]> {
  const first = `${monthId}-01`
  const next = addDays(`${monthId}-28`, 4).slice(0, 7) + '-01'
  const rows = await db
    .select({
    id: visits.id,
    date: serviceSessions.date,
    time: serviceSessions.time,
    student_first: students.first_name,
    student_last: students.last_name,
    student_second_last: students.second_last_name,
    sie_number: students.sie_number,
    service_name: readerName(services),
    location_name: locations.name,
    outcome: readerName(visitOutcomes),
    delivered: given,
    minutes: creditedMinutes,
  })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .innerJoin(students, eq(students.id, visits.student_id))
    .innerJoin(services, eq(services.id, serviceSessions.service_id))
    .innerJoin(locations, eq(locations.id, serviceSessions.location_id))
    .where(
      and(
        eq(serviceSessions.provider_id, providerId),
        isNull(serviceSessions.deleted_at),
        ...reach(scope),
        sql`${serviceSessions.date} >= ${first}`,
        sql`${serviceSessions.date} < ${next}`,
      ),
    )
    .orderBy(asc(serviceSessions.date), asc(serviceSessions.time), asc(students.last_name), asc(visits.id))
  const days = new Map<string, ReportedDay>()
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, visits: [], delivered: 0, missed: 0, delivered_minutes: 0 }
    day.visits.push({
      id: row.id,
      time: row.time,
      student_name: [row.student_first, row.student_last, row.student_second_last].filter(Boolean).join(' '),
      sie_number: row.sie_number,
      service_name: row.service_name,
      location_name: row.location_name,
      outcome: row.outcome,
      delivered: row.delivered,
      minutes: row.delivered ? row.minutes : 0,
    })
    if (row.delivered) {
      day.delivered += 1
      day.delivered_minutes += row.minutes
    } else day.missed += 1
    days.set(row.date, day)
  }
  return [...days.values()]
}
