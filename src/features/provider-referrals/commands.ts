import * as v from 'valibot'
import { AppointmentEventInput } from '../../domain/referrals/schemas'
import type { CurrentUser } from '../../domain/schemas/auth'
import { appointmentEntityId, commandRequest } from '../../domain/offline-commands'
import { db } from '../../db/database'
import { newOutboxEntry } from '../../db/outbox'
import { registerBackgroundSync, requestSync } from '../../sync/triggers'

/** What the person fills in: the event's type, a cancel reason when the type needs one, notes. */
export type AppointmentEventFields = Omit<v.InferInput<typeof AppointmentEventInput>, 'hash'>

/**
 * Records what happened at an appointment, on the device: one transaction appends the outbox
 * entry (the same outbox as sessions, so the engine sends it exactly once under its mutation id)
 * and resolves once it is on disk, when the screen may say "Guardado en el dispositivo". The
 * change is based on the appointment's version the person saw, so an office change meanwhile
 * comes back as a conflict showing both, never silently overwritten.
 */
export async function recordAppointmentEvent(appointmentId: number, fields: AppointmentEventFields, user: CurrentUser): Promise<void> {
  // The schema the server judges it with (without the version, which the engine adds at send time).
  const { hash: _hash, ...checked } = v.parse(AppointmentEventInput, fields)
  await db.transaction('rw', db.appointments, db.outbox, async () => {
    const [appointment] = await db.appointments.where('id').equals(appointmentId).toArray()
    if (!appointment) throw new Error(`Appointment ${appointmentId} is not on this device`)
    await db.outbox.add(
      newOutboxEntry({
        userId: user.id,
        type: 'referral-appointment.event',
        entityId: appointmentEntityId(appointmentId),
        request: commandRequest('referral-appointment.event', { appointment_id: appointmentId }, checked),
        baseHash: appointment.hash,
      }),
    )
  })
  requestSync('write')
  void registerBackgroundSync()
}

/**
 * After a conflict, the person keeps her event: it is sent again on the appointment as the
 * server has it now (shown to her beside her own), and the device's copy takes that version.
 */
export async function sendAgainOnCurrent(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.appointments, async () => {
    const entry = await db.outbox.get(seq)
    const current = entry?.currentAppointment
    if (!entry || entry.state !== 'conflict' || !current) return
    await db.outbox.update(seq, { state: 'pending', baseHash: current.hash, currentAppointment: undefined, nextAttemptAt: 0 })
    const held = await db.appointments.where('id').equals(current.id).toArray()
    await db.appointments.bulkPut(held.map(({ owner }) => ({ ...current, owner })))
  })
  requestSync('conflict-resolved', { ignoreBackoff: true })
}

/** Drops an event the server refused or that conflicts, once the person confirmed it. */
export async function discardAppointmentEvent(seq: number): Promise<void> {
  await db.outbox.delete(seq)
}
