import type { Executor } from '../db/client'
import type { OfficeViewer } from '../permissions/viewer'
import { parseCommand } from '../sync/command-handler'
import type { EffectResult } from '../core/idempotency'
import { assertCanRecordAppointment, visibleReferral } from './access'
import { appointmentEventsOf, recordAppointmentEvent, visibleAppointment } from './appointments'

/**
 * POST /referrals/events/appointments/{id}/events as one effect, run inside the idempotency
 * record's transaction: alone (routes.ts) or as a mutation of the batched push
 * (offline-commands.ts), so both apply it with the same checks and answer.
 * The appointment is locked first, so two events for it are recorded one after the other.
 */
export async function recordAppointmentEventEffect(tx: Executor, viewer: OfficeViewer, appointmentId: number, body: unknown, now: Date): Promise<EffectResult> {
  const appointment = await visibleAppointment(tx, viewer, appointmentId, true)
  assertCanRecordAppointment(viewer, await visibleReferral(tx, viewer, appointment.referral_id))
  const input = parseCommand('referral-appointment.event', body)
  const eventId = await recordAppointmentEvent(tx, appointment, input, viewer.userId, now)
  const events = await appointmentEventsOf(tx, appointmentId)
  return { status: 201, body: { appointment: await visibleAppointment(tx, viewer, appointmentId), event: events.find((event) => event.id === eventId) } }
}
