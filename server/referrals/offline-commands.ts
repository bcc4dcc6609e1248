import { notFound } from '../http/errors'
import type { CommandHandler } from '../sync/command-handler'
import { APPOINTMENT_EVENT_WRITES } from './access'
import { recordAppointmentEventEffect } from './appointment-event-write'

const MAX_ID = 2_147_483_647

/**
 * An appointment event recorded at the school (issue 11): the provider's only write on a
 * referral, sent from the outbox like a session change. The id is digits; one beyond the
 * database's integer range names no appointment (404, as the single endpoint's path check).
 */
export const referralCommandHandlers = {
  'referral-appointment.event': {
    access: APPOINTMENT_EVENT_WRITES,
    viewer: 'referrals',
    run: async ({ ctx, body, id, officeViewer }) => {
      const appointmentId = Number(id)
      if (!officeViewer || !Number.isSafeInteger(appointmentId) || appointmentId > MAX_ID) throw notFound('La cita no existe.')
      return recordAppointmentEventEffect(ctx.tx, await officeViewer(), appointmentId, body, ctx.now)
    },
  },
} satisfies Record<string, CommandHandler>
