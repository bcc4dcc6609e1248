import { and, asc, eq } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { toServiceSession, type SessionRow, type VisitRow } from '../service-sessions/read'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { addDays, seededRandom } from '../seed/random'

/** The provider whose licence the organisation seed lets lapse 12 days before the seed day. */
export const LAPSED_PROVIDER_EMAIL = 'jose.ramirez@example.com'
export const SUPPORT_CLERK_EMAIL = 'facturacion@example.com'
export const SUPPORT_REASON = 'Hojas de asistencia en papel entregadas en la oficina: el proveedor no usa la aplicación.'
const HISTORY_DAYS = 35

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())
const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The scrubber's demo (issue 14 item 5): five weeks of sessions of José Ramírez Santiago, whose
 * physical-therapy licence lapsed 12 days before the seed day — so the period around that day
 * holds visits before the lapse (fine) and after it (the scrubber's `license_lapsed`). He does
 * not use the app: the billing clerk entered his paper sheets through support's visit entry, so
 * each session carries the support reason (and `/support/provider/register-visits` has rows).
 * Written directly, in the shape the API writes, with their history rows.
 */
export async function seedScrubberDemo(tx: Transaction, today: string, now: Date): Promise<{ sessions: number }> {
  const [provider] = await tx.select().from(schema.providers).where(eq(schema.providers.email, LAPSED_PROVIDER_EMAIL))
  const [clerk] = await tx.select().from(schema.users).where(eq(schema.users.email, SUPPORT_CLERK_EMAIL))
  if (!provider || !clerk) return { sessions: 0 }
  const active = await tx
    .select({ referral: schema.referrals, type_id: schema.services.type_id })
    .from(schema.referrals)
    .innerJoin(schema.referralStatuses, eq(schema.referralStatuses.id, schema.referrals.status_id))
    .innerJoin(schema.services, eq(schema.services.id, schema.referrals.service_id))
    .where(and(eq(schema.referrals.provider_id, provider.id), eq(schema.referralStatuses.name, ACTIVE_REFERRAL_STATUS)))
    .orderBy(asc(schema.referrals.id))
  if (active.length === 0) return { sessions: 0 }
  const durations = (await tx.select().from(schema.serviceDurations)).sort((a, b) => a.minutes - b.minutes)
  const types = new Map((await tx.select().from(schema.sessionTypes)).map((row) => [row.name, row.id]))
  const [given] = await tx.select().from(schema.sessionOutcomes).where(eq(schema.sessionOutcomes.delivered, true)).orderBy(asc(schema.sessionOutcomes.sort_index))
  const [attended] = await tx
    .select()
    .from(schema.visitOutcomes)
    .where(and(eq(schema.visitOutcomes.session_outcome_id, given!.id), eq(schema.visitOutcomes.absence, false)))
    .orderBy(asc(schema.visitOutcomes.sort_index))

  const random = seededRandom(20261125)
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
  }
  const sessions: SessionRow[] = []
  const visits: VisitRow[] = []
  const changes: (typeof schema.sessionChanges.$inferInsert)[] = []
  const entries: (typeof schema.supportSessionEntries.$inferInsert)[] = []
  for (let offset = HISTORY_DAYS; offset >= 1; offset--) {
    const date = addDays(today, -offset)
    if (!isWeekday(date)) continue
    let clock = 8 * 60
    for (const { referral, type_id } of active) {
      if (referral.start_date > date || random.next() >= referral.weekly_frequency / 5) continue
      const duration = durations.find((candidate) => candidate.minutes >= referral.session_minutes) ?? durations.at(-1)!
      // Typed in by the clerk the next day (never later than the seed itself): the history shows who and when.
      const nextDay = new Date(`${addDays(date, 1)}T14:00:00-04:00`)
      const enteredAt = nextDay < now ? nextDay : now
      const row: SessionRow = {
        id: uuid(),
        provider_id: provider.id,
        provider_specialty_id: referral.provider_specialty_id,
        service_id: referral.service_id,
        location_id: referral.location_id,
        date,
        time: clockText(clock),
        duration_id: duration.id,
        session_type_id: types.get(type_id === 2 ? 'Evaluación' : 'Terapia individual')!,
        session_outcome_id: given!.id,
        notes: '',
        hash: uuid(),
        created_by: clerk.id,
        updated_by: clerk.id,
        created_at: enteredAt,
        updated_at: enteredAt,
        deleted_at: null,
      }
      const rowVisits: VisitRow[] = [
        { id: uuid(), session_id: row.id, student_id: referral.student_id, referral_id: referral.id, visit_outcome_id: attended!.id, replaced_by_visit_id: null, created_at: enteredAt },
      ]
      sessions.push(row)
      visits.push(...rowVisits)
      changes.push({ session_id: row.id, action: 'create', user_id: clerk.id, at: enteredAt, snapshot: { ...toServiceSession(row, rowVisits), deleted_at: null } })
      entries.push({ session_id: row.id, provider_id: provider.id, reason: SUPPORT_REASON, entered_by: clerk.id, entered_at: enteredAt })
      clock += Math.ceil((duration.minutes + 15) / 15) * 15
    }
  }
  if (sessions.length === 0) return { sessions: 0 }
  await tx.insert(schema.serviceSessions).values(sessions)
  await tx.insert(schema.visits).values(visits)
  await tx.insert(schema.sessionChanges).values(changes)
  await tx.insert(schema.supportSessionEntries).values(entries)
  return { sessions: sessions.length }
}
