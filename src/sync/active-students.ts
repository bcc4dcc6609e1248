import type { PlanReplica } from '../domain/plans/offline'
import type { ReferralReplica } from '../domain/referrals/types'
import { activeStudentsOwner, canReuseActiveStudents } from '../domain/service-sessions/active-students-cache'
import type { ActiveStudent } from '../domain/service-sessions/types'
import { db } from '../db/database'
import { replacePlans } from '../db/plans'
import { apiJson, screenLanguage } from './api-client'

/** The app's default language (spec: Spanish), as <html lang> says it. */
const DEFAULT_LANGUAGE = 'es'

export type ActiveStudentsMode = 'provider' | 'supervisor'

/**
 * Makes sure the device holds the active students of a provider (or of the providers a
 * supervisor supervises), and their referrals' schedules, events and appointments, following the
 * cache rule of spec §4. Answers where the list came from; offline, the stored copy stays
 * (whatever its age) and the caller says so on screen.
 */
export async function loadActiveStudents(mode: ActiveStudentsMode, id: number, options: { useCache: boolean; now?: number }): Promise<'cache' | 'server'> {
  const owner = activeStudentsOwner(mode, id)
  const now = options.now ?? Date.now()
  const cached = await db.caches.get(owner)
  // A copy in another language than the screen's is stale: its service and grade names are.
  const sameLanguage = (cached?.language ?? DEFAULT_LANGUAGE) === (screenLanguage() ?? DEFAULT_LANGUAGE)
  if (canReuseActiveStudents({ useCache: options.useCache && sameLanguage, owner, cached: cached && { owner: cached.key, fetchedAt: cached.fetchedAt }, now })) {
    return 'cache'
  }
  const query = mode === 'provider' ? `provider_id=${id}` : `supervisor_id=${id}`
  const [students, referrals, plans] = await Promise.all([
    apiJson<ActiveStudent[]>(`/referrals/active-students?${query}&detailLevel=extended`),
    // The referral views are a bonus over the list: a server without them (or a company without
    // the referrals module) still gives the students, and the views say what is missing.
    apiJson<ReferralReplica>(`/referrals/active-students/details?${query}`).catch(() => null),
    // So are her plans (issue 13), which only a provider keeps on the device.
    mode === 'provider' ? apiJson<PlanReplica>('/intervention-plans/replica').catch(() => null) : Promise.resolve(null),
  ])
  await saveActiveStudents(owner, students, now, referrals, plans)
  return 'server'
}

/**
 * Replaces an owner's stored students, and with them their referrals' records when given, in
 * one transaction: never a half-replaced list, nor referrals of students no longer listed.
 */
export async function saveActiveStudents(
  owner: string,
  students: ActiveStudent[],
  now: number,
  referrals: ReferralReplica | null = null,
  plans: PlanReplica | null = null,
): Promise<void> {
  const replicaTables = [db.referrals, db.referralEvents, db.appointments, db.appointmentEvents, db.referralLists]
  await db.transaction('rw', [db.activeStudents, db.caches, db.plans, db.planLists, db.outbox, ...replicaTables], async () => {
    await db.activeStudents.where('owner').equals(owner).delete()
    await db.activeStudents.bulkPut(students.map((student) => ({ ...student, owner })))
    if (referrals) {
      await Promise.all(replicaTables.map((table) => table.where('owner').equals(owner).delete()))
      const owned = <T>(rows: T[]) => rows.map((row) => ({ ...row, owner }))
      await db.referrals.bulkPut(owned(referrals.referrals))
      await db.referralEvents.bulkPut(owned(referrals.events))
      await db.appointments.bulkPut(owned(referrals.appointments))
      await db.appointmentEvents.bulkPut(owned(referrals.appointment_events))
      await db.referralLists.put({ owner, appointment_event_types: referrals.appointment_event_types, cancel_reasons: referrals.cancel_reasons })
    }
    // The plans keep her unsent changes over the server's copy (src/db/plans.ts).
    if (plans) await replacePlans(owner, plans)
    await db.caches.put({ key: owner, fetchedAt: now, detailLevel: 'extended', language: screenLanguage() ?? DEFAULT_LANGUAGE })
  })
}

/**
 * Fetches a provider's plans again on their own (after she discarded a refused change, or when
 * the editor wants the signatures as they now stand). Answers false when the server could not be
 * reached: the device's copy stays as it was.
 */
export async function refreshPlanReplica(providerId: number): Promise<boolean> {
  const replica = await apiJson<PlanReplica>('/intervention-plans/replica').catch(() => null)
  if (!replica) return false
  const owner = activeStudentsOwner('provider', providerId)
  await db.transaction('rw', db.plans, db.planLists, db.outbox, () => replacePlans(owner, replica))
  return true
}
