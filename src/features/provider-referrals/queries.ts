import { useLiveQuery } from 'dexie-react-hooks'
import { appointmentEntityId } from '../../domain/offline-commands'
import { activeStudentsOwner } from '../../domain/service-sessions/active-students-cache'
import { db } from '../../db/database'
import { entriesFor } from '../../db/outbox'

/**
 * The provider's referral views read the device's replica (src/db/database.ts, refreshed with
 * the active students under the cache rule of spec §4), never the network: they draw offline.
 * Each hook answers `undefined` while reading and `null` for a record the device does not hold.
 */

export function useReplicaReferral(owner: string, referralId: number) {
  return useLiveQuery(async () => (await db.referrals.get([owner, referralId])) ?? null, [owner, referralId])
}

/** The referral's events, newest first (as the server lists them). */
export function useReplicaReferralEvents(owner: string, referralId: number) {
  return useLiveQuery(
    async () => (await db.referralEvents.where('[owner+referral_id]').equals([owner, referralId]).toArray()).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    [owner, referralId],
  )
}

export function useReplicaReferralEvent(owner: string, eventId: number) {
  return useLiveQuery(async () => (await db.referralEvents.get([owner, eventId])) ?? null, [owner, eventId])
}

/** The referral's appointments in date order. */
export function useReplicaAppointments(owner: string, referralId: number) {
  return useLiveQuery(
    async () =>
      (await db.appointments.where('[owner+referral_id]').equals([owner, referralId]).toArray()).sort(
        (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
      ),
    [owner, referralId],
  )
}

/** The appointments of every referral of the owner between two days (inclusive), in time order. */
export function useReplicaAppointmentsBetween(owner: string, from: string, to: string) {
  return useLiveQuery(
    async () =>
      (await db.appointments.where('[owner+date]').between([owner, from], [owner, to], true, true).toArray()).sort(
        (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
      ),
    [owner, from, to],
  )
}

export function useReplicaAppointment(owner: string, appointmentId: number) {
  return useLiveQuery(async () => (await db.appointments.get([owner, appointmentId])) ?? null, [owner, appointmentId])
}

/** What happened to an appointment, oldest first, as the server last answered. */
export function useReplicaAppointmentEvents(owner: string, appointmentId: number) {
  return useLiveQuery(
    async () => (await db.appointmentEvents.where('[owner+appointment_id]').equals([owner, appointmentId]).toArray()).sort((a, b) => a.id - b.id),
    [owner, appointmentId],
  )
}

/** The event form's lists, as they came with the owner's replica. */
export function useAppointmentLists(owner: string) {
  return useLiveQuery(async () => (await db.referralLists.get(owner)) ?? null, [owner])
}

/** Events recorded on this device for the appointment that the server has not acknowledged yet. */
export function usePendingAppointmentEvents(appointmentId: number) {
  return useLiveQuery(async () => (await entriesFor(appointmentEntityId(appointmentId))).filter((entry) => entry.type === 'referral-appointment.event'), [appointmentId])
}

/** The replica owner of a provider's own referrals (her active students'). */
export const ownReferralsOwner = (providerId: number) => activeStudentsOwner('provider', providerId)
