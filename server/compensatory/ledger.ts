import { readerName } from '../i18n/reader-language'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { companyToday } from '../../src/domain/rules/company-time'
import { addDays } from '../../src/domain/rules/dates'
import { ledgerLine, type LedgerReferral, type LedgerVisits, type MissCause } from '../../src/domain/referrals/ledger'
import type { LedgerSearch } from '../../src/domain/referrals/schemas'
import type { LedgerLine } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import {
  academicYears,
  compensatoryRequestStatuses,
  compensatoryServicesRequests,
  providers,
  referralStatuses,
  referrals,
  serviceDurations,
  serviceSessions,
  services,
  sessionOutcomes,
  students,
  visitOutcomeMissCauses,
  visitOutcomes,
  visits,
} from '../db/schema'
import { readableReferrals } from '../referrals/access'
import type { OfficeViewer } from '../permissions/viewer'

/**
 * Loads the compensatory ledger (the rule is src/domain/referrals/ledger.ts) for the referrals a
 * viewer reaches: per student and service, this academic year up to yesterday (today's sessions
 * may not be recorded yet). Only referrals assigned to a provider count: an unassigned one is
 * the waiting list's business. A cancelled referral mandates nothing.
 */

export interface LedgerPeriod {
  academic_year_id: number
  from: string
  to: string
}

/** The academic year that holds today (or the latest one started), up to yesterday. */
export async function currentPeriod(db: Executor, now: Date): Promise<LedgerPeriod> {
  const today = companyToday(now)
  const [year] = await db
    .select()
    .from(academicYears)
    .where(lte(academicYears.start_date, today))
    .orderBy(desc(academicYears.start_date))
    .limit(1)
  if (!year) return { academic_year_id: 0, from: today, to: addDays(today, -1) }
  const yesterday = addDays(today, -1)
  return { academic_year_id: year.id, from: year.start_date, to: yesterday < year.end_date ? yesterday : year.end_date }
}

interface ReferralFacts extends LedgerReferral {
  student_id: number
  service_id: number
  customer_id: number
  provider_id: number | null
  provider_specialty_id: number | null
  student_name: string
  sie_number: string
  service_name: string
  provider_name: string | null
}

type Filters = Pick<LedgerSearch, 'student_id' | 'service_id' | 'provider_id' | 'customer_id'>

async function referralFacts(db: Executor, viewer: OfficeViewer, period: LedgerPeriod, filters: Filters): Promise<ReferralFacts[]> {
  const lineHasProvider: SQL | undefined = filters.provider_id
    ? // A line belongs to a provider when any of its referrals is hers (the student may have changed provider).
      sql`exists (select 1 from ${referrals} mine where mine.student_id = ${referrals.student_id} and mine.service_id = ${referrals.service_id} and mine.provider_id = ${filters.provider_id})`
    : undefined
  return db
    .select({
      id: referrals.id,
      start_date: referrals.start_date,
      end_date: referrals.end_date,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
      student_id: referrals.student_id,
      service_id: referrals.service_id,
      customer_id: referrals.customer_id,
      provider_id: referrals.provider_id,
      provider_specialty_id: referrals.provider_specialty_id,
      student_name: sql<string>`${students.first_name} || ' ' || ${students.last_name} || coalesce(' ' || ${students.second_last_name}, '')`,
      sie_number: students.sie_number,
      service_name: readerName(services),
      provider_name: sql<string | null>`(select ${providers.first_name} || ' ' || ${providers.last_name} from ${providers} where ${providers.id} = ${referrals.provider_id})`,
    })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(
      and(
        readableReferrals(viewer),
        isNotNull(referrals.provider_id),
        ne(referralStatuses.name, 'Cancelado'),
        lte(referrals.start_date, period.to),
        or(isNull(referrals.end_date), gte(referrals.end_date, period.from)),
        filters.student_id ? eq(referrals.student_id, filters.student_id) : undefined,
        filters.service_id ? eq(referrals.service_id, filters.service_id) : undefined,
        filters.customer_id ? eq(referrals.customer_id, filters.customer_id) : undefined,
        lineHasProvider,
      ),
    )
    .orderBy(asc(referrals.student_id), asc(referrals.service_id), asc(referrals.start_date))
}

/** The visits of those referrals in the period, grouped by what happened and the session's length. */
async function visitGroups(db: Executor, referralIds: number[], period: LedgerPeriod): Promise<LedgerVisits[]> {
  if (referralIds.length === 0) return []
  const given = sql<boolean>`(${sessionOutcomes.delivered} and not ${visitOutcomes.absence})`
  const rows = await db
    .select({
      referral_id: visits.referral_id,
      given,
      cause: visitOutcomeMissCauses.cause,
      minutes: serviceDurations.minutes,
      count: sql<number>`count(*)::int`,
    })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .leftJoin(visitOutcomeMissCauses, eq(visitOutcomeMissCauses.visit_outcome_id, visits.visit_outcome_id))
    .where(
      and(
        inArray(visits.referral_id, referralIds),
        isNull(serviceSessions.deleted_at),
        gte(serviceSessions.date, period.from),
        lte(serviceSessions.date, period.to),
      ),
    )
    .groupBy(visits.referral_id, given, visitOutcomeMissCauses.cause, serviceDurations.minutes)
  return rows.map((row) => ({
    referral_id: row.referral_id,
    // An unexplained miss is the provider's: the student is not made to pay for it.
    missed: row.given ? null : ((row.cause as MissCause | null) ?? 'provider'),
    minutes: row.minutes,
    count: row.count,
  }))
}

/** Minutes set aside by requests still under way, and the open request, per student and service. */
async function requestsBy(db: Executor, period: LedgerPeriod, studentIds: number[]) {
  if (studentIds.length === 0) return new Map<string, { minutes: number; open: number | null }>()
  const rows = await db
    .select({
      id: compensatoryServicesRequests.id,
      student_id: compensatoryServicesRequests.student_id,
      service_id: compensatoryServicesRequests.service_id,
      minutes: compensatoryServicesRequests.owed_minutes,
      reserves: compensatoryRequestStatuses.reserves_minutes,
      final: compensatoryRequestStatuses.final,
    })
    .from(compensatoryServicesRequests)
    .innerJoin(compensatoryRequestStatuses, eq(compensatoryRequestStatuses.id, compensatoryServicesRequests.status_id))
    .where(and(eq(compensatoryServicesRequests.academic_year_id, period.academic_year_id), inArray(compensatoryServicesRequests.student_id, studentIds)))
  const byKey = new Map<string, { minutes: number; open: number | null }>()
  for (const row of rows) {
    const key = `${row.student_id}:${row.service_id}`
    const entry = byKey.get(key) ?? { minutes: 0, open: null }
    if (row.reserves) entry.minutes += row.minutes
    if (!row.final) entry.open = row.id
    byKey.set(key, entry)
  }
  return byKey
}

/** Every ledger line the viewer reaches, filtered (not yet paged). */
export async function ledgerLines(db: Executor, viewer: OfficeViewer, period: LedgerPeriod, filters: Filters): Promise<LedgerLine[]> {
  const facts = await referralFacts(db, viewer, period, filters)
  const groups = await visitGroups(db, facts.map((fact) => fact.id), period)
  const requests = await requestsBy(db, period, [...new Set(facts.map((fact) => fact.student_id))])
  const visitsByReferral = new Map<number, LedgerVisits[]>()
  for (const group of groups) visitsByReferral.set(group.referral_id, [...(visitsByReferral.get(group.referral_id) ?? []), group])
  const lines = new Map<string, ReferralFacts[]>()
  for (const fact of facts) {
    const key = `${fact.student_id}:${fact.service_id}`
    lines.set(key, [...(lines.get(key) ?? []), fact])
  }
  return [...lines].map(([key, referralsOfLine]) => {
    const latest = referralsOfLine.at(-1)!
    const request = requests.get(key)
    const totals = ledgerLine(referralsOfLine, referralsOfLine.flatMap((fact) => visitsByReferral.get(fact.id) ?? []), period, request?.minutes ?? 0)
    return {
      student_id: latest.student_id,
      student_name: latest.student_name,
      sie_number: latest.sie_number,
      service_id: latest.service_id,
      service_name: latest.service_name,
      customer_id: latest.customer_id,
      provider_id: latest.provider_id,
      provider_name: latest.provider_name,
      provider_specialty_id: latest.provider_specialty_id,
      open_request_id: request?.open ?? null,
      ...totals,
    }
  })
}
