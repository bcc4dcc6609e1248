import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { addDays } from '../../src/domain/rules/dates'
import { weekStart, type VisitFacts } from '../../src/domain/scrubber/rules'
import type { Executor } from '../db/client'
import {
  interventionPlans,
  locationTypes,
  locations,
  providerSpecialties,
  providers,
  referrals,
  serviceDurations,
  serviceSessions,
  sessionOutcomes,
  sessionTypes,
  students,
  userSignatures,
  users,
  visits,
} from '../db/schema'
import { scopeCondition, type BillingScope } from '../billing/access'

/** The name a session type or location type carries when the service is given remotely (seeded lists). */
export const TELEHEALTH_NAME = 'Telepráctica'

/** A visit's facts plus what the findings show of it. */
export interface VisitRecord extends VisitFacts {
  provider_name: string
  student_name: string
  customer_id: number
}

/**
 * The facts of every live visit of the providers the scope reaches, dated from the Monday before
 * `from` to the Sunday after `to` (whole weeks, for the frequency rule). One query: the visit,
 * its session (date, time, duration, outcome, type, location type), its referral (frequency,
 * specialty), the specialty's licences, whether the referral has an activated plan, and the day
 * the provider's first signature was saved.
 */
export async function visitFacts(db: Executor, from: string, to: string, scope: BillingScope, providerId?: number): Promise<VisitRecord[]> {
  const first = weekStart(from)
  const last = addDays(weekStart(to), 6)
  const specialtyId = sql<number | null>`coalesce(${serviceSessions.provider_specialty_id}, ${referrals.provider_specialty_id})`
  const signatureSince = db
    .select({
      provider_id: users.provider_id,
      since: sql<string>`to_char(min(${userSignatures.created_at}) at time zone 'America/Puerto_Rico', 'YYYY-MM-DD')`.as('since'),
    })
    .from(userSignatures)
    .innerJoin(users, eq(users.id, userSignatures.user_id))
    .where(sql`${users.provider_id} is not null`)
    .groupBy(users.provider_id)
    .as('signature_since')
  const conditions: SQL[] = [
    isNull(serviceSessions.deleted_at),
    gte(serviceSessions.date, first),
    lte(serviceSessions.date, last),
    ...scopeCondition(scope, { customer: referrals.customer_id, provider: serviceSessions.provider_id }),
  ]
  if (providerId !== undefined) conditions.push(eq(serviceSessions.provider_id, providerId))
  const rows = await db
    .select({
      visit_id: visits.id,
      session_id: visits.session_id,
      provider_id: serviceSessions.provider_id,
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      student_id: visits.student_id,
      student_first: students.first_name,
      student_last: students.last_name,
      student_second_last: students.second_last_name,
      referral_id: visits.referral_id,
      customer_id: referrals.customer_id,
      date: serviceSessions.date,
      time: serviceSessions.time,
      minutes: serviceDurations.minutes,
      delivered: sessionOutcomes.delivered,
      telehealth: sql<boolean>`(${sessionTypes.name} = ${TELEHEALTH_NAME} or ${locationTypes.name} = ${TELEHEALTH_NAME})`,
      provider_specialty_id: specialtyId,
      license_expiration: providerSpecialties.license_expiration,
      telehealth_license_expiration: providerSpecialties.telehealth_license_expiration,
      has_active_plan: sql<boolean>`exists (select 1 from ${interventionPlans} where ${interventionPlans.referral_id} = ${visits.referral_id} and ${interventionPlans.status_id} in (2, 3, 4))`,
      weekly_frequency: referrals.weekly_frequency,
      signature_since: signatureSince.since,
    })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(students, eq(students.id, visits.student_id))
    .innerJoin(providers, eq(providers.id, serviceSessions.provider_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(sessionTypes, eq(sessionTypes.id, serviceSessions.session_type_id))
    .innerJoin(locations, eq(locations.id, serviceSessions.location_id))
    .innerJoin(locationTypes, eq(locationTypes.id, locations.type_id))
    .leftJoin(providerSpecialties, eq(providerSpecialties.id, specialtyId))
    .leftJoin(signatureSince, eq(signatureSince.provider_id, serviceSessions.provider_id))
    .where(and(...conditions))
  return rows.map((row) => ({
    visit_id: row.visit_id,
    session_id: row.session_id,
    provider_id: row.provider_id,
    provider_name: `${row.provider_first} ${row.provider_last}`,
    student_id: row.student_id,
    student_name: [row.student_first, row.student_last, row.student_second_last].filter(Boolean).join(' '),
    referral_id: row.referral_id,
    customer_id: row.customer_id,
    date: row.date,
    time: row.time,
    minutes: row.minutes,
    delivered: row.delivered,
    telehealth: Boolean(row.telehealth),
    provider_specialty_id: row.provider_specialty_id === null ? null : Number(row.provider_specialty_id),
    license_expiration: row.license_expiration,
    telehealth_license_expiration: row.telehealth_license_expiration,
    has_active_plan: Boolean(row.has_active_plan),
    weekly_frequency: row.weekly_frequency,
    signature_since: row.signature_since,
  }))
}

/** The visit's period-relevant row, for an exclusion: its date and who reaches it. */
export async function visitForExclusion(db: Executor, visitId: string) {
  const [row] = await db
    .select({ id: visits.id, date: serviceSessions.date, provider_id: serviceSessions.provider_id, customer_id: referrals.customer_id, deleted_at: serviceSessions.deleted_at })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(eq(visits.id, visitId))
  return row ?? null
}

