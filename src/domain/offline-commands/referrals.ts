import { AppointmentEventInput } from '../referrals/schemas'
import { defineCommands } from './define'

/**
 * What happened at a referral appointment, recorded by its provider at the school (issue 11).
 * The outbox's entity is the appointment (`appointmentEntityId`): its events go one after
 * another, each on the version the previous one left. The answer is the appointment and the event.
 */
export const referralCommands = defineCommands({
  'referral-appointment.event': {
    method: 'POST',
    path: '/referrals/events/appointments/:appointment_id/events',
    params: { appointment_id: 'positive' },
    input: AppointmentEventInput,
    // Without a version the server records it whatever changed meanwhile.
    version: 'when-known',
    ack: { record: 'appointment', missing: 'refused' },
  },
})

/** The outbox's record id of an appointment. */
export const appointmentEntityId = (appointmentId: number) => `appointment:${appointmentId}`
