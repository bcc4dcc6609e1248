import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { SessionCreateInput } from '../../src/domain/service-sessions/schemas'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER, SEQUENCE_HEADER } from '../../src/domain/sync/mutations'
import { referralStatuses, referrals, serviceDurations, sessionOutcomes, sessionTypes, students, users, visitOutcomes } from '../db/schema'
import type { TestApp } from './test-app'

/** Helpers for the service-session tests: ids from the seeded database and request bodies. */

export type Referral = { id: number; student_id: number; service_id: number; location_id: number; provider_specialty_id: number | null }

export async function providerIdOf(t: TestApp, email: string): Promise<number> {
  const [user] = await t.db.select({ provider_id: users.provider_id }).from(users).where(eq(users.email, email))
  if (user?.provider_id == null) throw new Error(`${email} is not a provider`)
  return user.provider_id
}

export async function activeReferralsOf(t: TestApp, providerId: number): Promise<Referral[]> {
  return t.db
    .select({
      id: referrals.id,
      student_id: referrals.student_id,
      service_id: referrals.service_id,
      location_id: referrals.location_id,
      provider_specialty_id: referrals.provider_specialty_id,
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referrals.provider_id, providerId), eq(referralStatuses.name, 'Activo')))
    .orderBy(asc(referrals.id))
}

/**
 * A second active referral beside `referral` (same provider, service and location, another
 * student), so the two can share a group session. The demo seed spreads a provider's students
 * over many schools, so tests make their own group.
 */
export async function referralBeside(t: TestApp, referral: Referral): Promise<Referral> {
  const [source] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id))
  const [student] = await t.db.select({ id: students.id }).from(students).where(ne(students.id, referral.student_id)).orderBy(desc(students.id)).limit(1)
  const { id: _id, number: _number, ...copy } = source!
  const [inserted] = await t.db
    .insert(referrals)
    .values({ ...copy, student_id: student!.id, number: `9999-99-${String(referral.id).padStart(6, '0')}` })
    .returning()
  return { id: inserted!.id, student_id: inserted!.student_id, service_id: inserted!.service_id, location_id: inserted!.location_id, provider_specialty_id: inserted!.provider_specialty_id }
}

export interface Lookups {
  outcome: (name: string) => number
  visitOutcome: (name: string) => number
  duration: (minutes: number) => number
  sessionType: (name: string) => number
}

export async function lookups(t: TestApp): Promise<Lookups> {
  const byName = <T extends { id: number; name: string }>(rows: T[]) => {
    const map = new Map(rows.map((row) => [row.name, row.id]))
    return (name: string) => {
      const id = map.get(name)
      if (id === undefined) throw new Error(`no seeded item ${name}`)
      return id
    }
  }
  const durations = new Map((await t.db.select().from(serviceDurations)).map((row) => [row.minutes, row.id]))
  return {
    outcome: byName(await t.db.select().from(sessionOutcomes)),
    visitOutcome: byName(await t.db.select().from(visitOutcomes)),
    duration: (minutes) => durations.get(minutes)!,
    sessionType: byName(await t.db.select().from(sessionTypes)),
  }
}

/** A valid new session of the referrals' provider, today (TEST_NOW) at 08:00, all attended. */
export function sessionBody(ids: Lookups, visitsOf: Referral[], overrides: Partial<SessionCreateInput> = {}): SessionCreateInput {
  const first = visitsOf[0]!
  return {
    id: crypto.randomUUID(),
    date: '2026-03-10',
    time: '08:00',
    duration_id: ids.duration(30),
    location_id: first.location_id,
    session_type_id: ids.sessionType(visitsOf.length > 1 ? 'Terapia grupal' : 'Terapia individual'),
    session_outcome_id: ids.outcome('Sesión ofrecida'),
    service_id: first.service_id,
    notes: '',
    visits: visitsOf.map((referral) => ({ student_id: referral.student_id, referral_id: referral.id, visit_outcome_id: ids.visitOutcome('Asistió') })),
    ...overrides,
  }
}

/** A JSON request with the sync headers a device sends (a fresh Idempotency-Key unless given). */
export function mutation(method: string, body: unknown, options: { key?: string | null; device?: string; sequence?: number } = {}): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.key !== null) headers[IDEMPOTENCY_KEY_HEADER] = options.key ?? crypto.randomUUID()
  if (options.device) headers[DEVICE_ID_HEADER] = options.device
  if (options.sequence !== undefined) headers[SEQUENCE_HEADER] = String(options.sequence)
  return { method, body: JSON.stringify(body), headers }
}

/** The fields of a session a PUT sends back (everything the person can edit, plus its version). */
export function updateBody(session: ServiceSession, changes: Record<string, unknown> = {}) {
  const { date, time, duration_id, location_id, session_type_id, session_outcome_id, service_id, notes, visits, hash } = session
  return {
    date,
    time,
    duration_id,
    location_id,
    session_type_id,
    session_outcome_id,
    service_id,
    notes,
    visits: visits.map(({ student_id, referral_id, visit_outcome_id }) => ({ student_id, referral_id, visit_outcome_id })),
    hash,
    ...changes,
  }
}
