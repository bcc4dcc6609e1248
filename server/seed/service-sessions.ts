import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { toServiceSession, type SessionRow, type VisitRow } from '../service-sessions/read'
import { durationNames, englishName } from './data/english-names'
import * as data from './data/service-sessions'
import { addDays, seededRandom } from './random'

type Random = ReturnType<typeof seededRandom>

/** A version-4 UUID from the seeded generator, so ids and versions are the same on every run. */
export function seededUuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function isWeekday(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay()
  return day !== 0 && day !== 6
}

function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Puerto Rico has no daylight saving time: always UTC-4. */
const atCompanyTime = (date: string, minutes: number) => new Date(`${date}T${minutesToTime(minutes)}:00-04:00`)

async function seedLookups(tx: Transaction) {
  const types = await tx
    .insert(schema.sessionTypes)
    .values(data.sessionTypes.map((name, index) => ({ name, name_en: englishName(name), sort_index: index + 1 })))
    .returning()
  const outcomes = new Map<string, { id: number; visitOutcomes: Map<string, number> }>()
  for (const [index, outcome] of data.sessionOutcomes.entries()) {
    const [row] = await tx.insert(schema.sessionOutcomes).values({ name: outcome.name, name_en: englishName(outcome.name), delivered: outcome.delivered, sort_index: index + 1 }).returning()
    const visitRows = await tx
      .insert(schema.visitOutcomes)
      .values(outcome.visitOutcomes.map((visit, position) => ({ ...visit, name_en: englishName(visit.name), session_outcome_id: row!.id, sort_index: position + 1 })))
      .returning()
    outcomes.set(outcome.name, { id: row!.id, visitOutcomes: new Map(visitRows.map((visit) => [visit.name, visit.id])) })
  }
  const durations = await tx
    .insert(schema.serviceDurations)
    .values(data.durationMinutes.map((minutes) => ({ minutes, ...durationNames(minutes) })))
    .returning()
  return {
    sessionTypes: new Map(types.map((row) => [row.name, row.id])),
    outcomes,
    durations: durations.sort((a, b) => a.minutes - b.minutes),
  }
}

type Lookups = Awaited<ReturnType<typeof seedLookups>>

type PickedOutcome = { outcome: number; name: string; delivered: boolean; visits: () => number }

function pickOutcome(random: Random, lookups: Lookups, size: number): PickedOutcome {
  const roll = random.next()
  const outcome = (name: string) => {
    const row = lookups.outcomes.get(name)!
    const { delivered } = data.sessionOutcomes.find((candidate) => candidate.name === name)!
    return { ...row, name, delivered }
  }
  if (roll < 0.84) {
    const given = outcome('Sesión ofrecida')
    const attended = given.visitOutcomes.get('Asistió')!
    const late = given.visitOutcomes.get('Llegó tarde')!
    const absent = given.visitOutcomes.get('Ausente')!
    return { outcome: given.id, name: given.name, delivered: given.delivered, visits: () => (size > 1 && random.next() < 0.12 ? absent : random.next() < 0.08 ? late : attended) }
  }
  if (roll < 0.93) {
    const missed = outcome('Estudiante ausente')
    return { outcome: missed.id, name: missed.name, delivered: missed.delivered, visits: () => random.pick([...missed.visitOutcomes.values()]) }
  }
  const cancelled = outcome(random.pick(['Proveedor ausente', 'Escuela cerrada', 'Actividad escolar', 'Cancelada por el encargado']))
  return { outcome: cancelled.id, name: cancelled.name, delivered: cancelled.delivered, visits: () => [...cancelled.visitOutcomes.values()][0]! }
}

/**
 * Session lookups, then about six weeks of weekday sessions (07:30–15:00) for the demo
 * providers, built from their active referrals so every visit is valid by the same rules the API
 * enforces. Written directly (with their session_changes rows) rather than through the API, so
 * seeding stays fast; the rows have exactly the shape the API writes.
 */
export async function seedServiceSessions(tx: Transaction, today: string) {
  const lookups = await seedLookups(tx)
  const random = seededRandom(20260310)
  const accounts = await tx
    .select({ id: schema.users.id, provider_id: schema.users.provider_id })
    .from(schema.users)
    .where(inArray(schema.users.email, data.providersWithHistory))
    .orderBy(schema.users.id)
  const services = new Map((await tx.select().from(schema.services)).map((row) => [row.id, row]))

  const sessionRows: SessionRow[] = []
  const visitRows: VisitRow[] = []
  const changes: Array<typeof schema.sessionChanges.$inferInsert> = []

  for (const account of accounts) {
    const providerId = account.provider_id!
    const active = await tx
      .select({ referral: schema.referrals })
      .from(schema.referrals)
      .innerJoin(schema.referralStatuses, eq(schema.referralStatuses.id, schema.referrals.status_id))
      .where(and(eq(schema.referrals.provider_id, providerId), eq(schema.referralStatuses.name, ACTIVE_REFERRAL_STATUS)))
      .orderBy(schema.referrals.id)

    for (let offset = data.HISTORY_DAYS; offset >= 1; offset--) {
      const date = addDays(today, -offset)
      if (!isWeekday(date)) continue
      // Each referral is seen on about weekly_frequency of the five school days.
      const due = active.map(({ referral }) => referral).filter((referral) => referral.start_date <= date && random.next() < referral.weekly_frequency / 5)
      const groups = new Map<string, typeof due>()
      for (const referral of due) {
        const key = `${referral.location_id}:${referral.service_id}`
        groups.set(key, [...(groups.get(key) ?? []), referral])
      }
      let clock = 7 * 60 + 30
      for (const group of groups.values()) {
        const service = services.get(group[0]!.service_id)!
        while (group.length > 0 && clock <= 15 * 60) {
          const size = service.type_id === 1 && group.length > 1 && random.next() < 0.3 ? Math.min(group.length, random.int(2, 3)) : 1
          const members = group.splice(0, size)
          const minutes = Math.max(...members.map((referral) => referral.session_minutes))
          const duration = lookups.durations.find((candidate) => candidate.minutes >= minutes) ?? lookups.durations.at(-1)!
          const picked = pickOutcome(random, lookups, members.length)
          const { outcome, visits } = picked
          const type = service.type_id === 2 ? 'Evaluación' : members.length > 1 ? 'Terapia grupal' : 'Terapia individual'
          const recordedAt = atCompanyTime(date, clock + duration.minutes)
          const row: SessionRow = {
            id: seededUuid(random),
            provider_id: providerId,
            provider_specialty_id: members[0]!.provider_specialty_id,
            service_id: service.id,
            location_id: members[0]!.location_id,
            date,
            time: minutesToTime(clock),
            duration_id: duration.id,
            session_type_id: lookups.sessionTypes.get(type)!,
            session_outcome_id: outcome,
            // Notes agree with the outcome: activities only where the service was given.
            notes: random.pick([...data.notesFor(picked)]),
            hash: seededUuid(random),
            created_by: account.id,
            updated_by: account.id,
            created_at: recordedAt,
            updated_at: recordedAt,
            deleted_at: null,
          }
          const rowVisits: VisitRow[] = members.map((referral) => ({
            id: seededUuid(random),
            session_id: row.id,
            student_id: referral.student_id,
            referral_id: referral.id,
            visit_outcome_id: visits(),
            replaced_by_visit_id: null,
            created_at: recordedAt,
          }))
          sessionRows.push(row)
          visitRows.push(...rowVisits)
          changes.push({ session_id: row.id, action: 'create', user_id: account.id, at: recordedAt, snapshot: { ...toServiceSession(row, rowVisits), deleted_at: null } })
          // Now and then the provider completes the notes the next day: the audit shows an update.
          // (Drawn for every session, so the seeded sequence, and every id after it, stays as it was.)
          const completedLater = random.next() < 0.08
          if (picked.delivered && completedLater) {
            row.notes = data.completedNextDayNote
            row.hash = seededUuid(random)
            row.updated_at = new Date(recordedAt.getTime() + 86_400_000)
            changes.push({ session_id: row.id, action: 'update', user_id: account.id, at: row.updated_at, snapshot: { ...toServiceSession(row, rowVisits), deleted_at: null } })
          }
          clock += Math.ceil((duration.minutes + 15) / 15) * 15
        }
      }
    }
  }

  for (let start = 0; start < sessionRows.length; start += 200) await tx.insert(schema.serviceSessions).values(sessionRows.slice(start, start + 200))
  for (let start = 0; start < visitRows.length; start += 300) await tx.insert(schema.visits).values(visitRows.slice(start, start + 300))
  for (let start = 0; start < changes.length; start += 200) await tx.insert(schema.sessionChanges).values(changes.slice(start, start + 200))
  return { sessions: sessionRows.length, visits: visitRows.length }
}
