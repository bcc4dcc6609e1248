import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { AppointmentEventInput, AppointmentInput, AppointmentSearch } from '../../src/domain/referrals/schemas'
import type { AppointmentEvent, AppointmentEventType, ReferralAppointment } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { appointmentCancelReasons, appointmentEventTypes, locations, referralAppointmentEvents, referralAppointments, referrals, students } from '../db/schema'
import { HttpError, invalid, notFound } from '../http/errors'
import { listPage } from '../core/list-page'
import { orderOf } from '../http/list'
import { assertReferencesExist, staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals, type ReferralRow } from './access'
import type { ReferralEvent } from '../../src/domain/referrals/types'

/**
 * Appointments booked for a referral event, and what happened to each (their events). The
 * appointment's status follows its latest event's type; a provider records these at the school,
 * offline too, so the write is idempotent (routes.ts) and may carry the version she saw.
 */

const columns = {
  id: referralAppointments.id,
  referral_event_id: referralAppointments.referral_event_id,
  referral_id: referralAppointments.referral_id,
  referral_number: referrals.number,
  student_id: referrals.student_id,
  student_name: sql<string>`${students.first_name} || ' ' || ${students.last_name} || coalesce(' ' || ${students.second_last_name}, '')`,
  provider_id: referrals.provider_id,
  date: referralAppointments.date,
  start_time: referralAppointments.start_time,
  end_time: referralAppointments.end_time,
  location_id: referralAppointments.location_id,
  status: referralAppointments.status,
  cancel_reason_id: referralAppointments.cancel_reason_id,
  notes: referralAppointments.notes,
  hash: referralAppointments.hash,
}

export const selectAppointments = (db: Executor) =>
  db
    .select(columns)
    .from(referralAppointments)
    .innerJoin(referrals, eq(referrals.id, referralAppointments.referral_id))
    .innerJoin(students, eq(students.id, referrals.student_id))

function conditions(viewer: OfficeViewer, query: AppointmentSearch): SQL | undefined {
  return and(
    readableReferrals(viewer),
    query.referral_id ? eq(referralAppointments.referral_id, query.referral_id) : undefined,
    query.provider_id ? eq(referrals.provider_id, query.provider_id) : undefined,
    query.from ? gte(referralAppointments.date, query.from) : undefined,
    query.to ? lte(referralAppointments.date, query.to) : undefined,
  )
}

/** GET referrals/events/appointments/ and /referral-appointments: a page of visible appointments. */
export async function pageAppointments(db: Executor, viewer: OfficeViewer, query: AppointmentSearch): Promise<Page<ReferralAppointment>> {
  const where = conditions(viewer, query)
  const order = orderOf(query.sort, { date: referralAppointments.date, id: referralAppointments.id }, query.sort.field === 'date' ? [referralAppointments.start_time, referralAppointments.id] : [])
  return listPage(db, selectAppointments(db).where(where).$dynamic(), query, order)
}

/** An appointment of a referral the viewer may read, or 404. */
export async function visibleAppointment(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<ReferralAppointment> {
  if (lock) await db.select({ id: referralAppointments.id }).from(referralAppointments).where(eq(referralAppointments.id, id)).for('update')
  const [row] = await selectAppointments(db).where(and(eq(referralAppointments.id, id), readableReferrals(viewer)))
  if (!row) throw notFound('La cita no existe.')
  return row
}

export async function appointmentEventsOf(db: Executor, appointmentId: number): Promise<AppointmentEvent[]> {
  return appointmentEventsWhere(db, eq(referralAppointmentEvents.appointment_id, appointmentId))
}

/** The events of the appointments `where` names, oldest first. */
export async function appointmentEventsWhere(db: Executor, where: SQL): Promise<AppointmentEvent[]> {
  const rows = await db
    .select({
      id: referralAppointmentEvents.id,
      appointment_id: referralAppointmentEvents.appointment_id,
      event_type_id: referralAppointmentEvents.event_type_id,
      event_type_name: appointmentEventTypes.name,
      cancel_reason_id: referralAppointmentEvents.cancel_reason_id,
      notes: referralAppointmentEvents.notes,
      created_by: referralAppointmentEvents.created_by,
      created_at: referralAppointmentEvents.created_at,
    })
    .from(referralAppointmentEvents)
    .innerJoin(appointmentEventTypes, eq(appointmentEventTypes.id, referralAppointmentEvents.event_type_id))
    .where(where)
    .orderBy(asc(referralAppointmentEvents.id))
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
}

export async function appointmentEventTypeList(db: Executor): Promise<AppointmentEventType[]> {
  return db
    .select({ id: appointmentEventTypes.id, name: appointmentEventTypes.name, status: appointmentEventTypes.status, needs_cancel_reason: appointmentEventTypes.needs_cancel_reason })
    .from(appointmentEventTypes)
    .orderBy(asc(appointmentEventTypes.sort_index), asc(appointmentEventTypes.id))
}

export async function cancelReasonList(db: Executor) {
  return db
    .select({ id: appointmentCancelReasons.id, name: appointmentCancelReasons.name })
    .from(appointmentCancelReasons)
    .orderBy(asc(appointmentCancelReasons.sort_index), asc(appointmentCancelReasons.id))
}

/** POST .../events/{referral_event_id}/appointments: the first event (scheduled) is written with it. */
export async function createAppointment(tx: Executor, referral: ReferralRow, event: ReferralEvent, input: AppointmentInput, userId: number, now: Date) {
  if (event.cancelled) throw new HttpError(409, 'event_cancelled', 'El evento está cancelado: no admite citas.')
  await assertReferencesExist(tx, { location_id: [locations, input.location_id] })
  const [row] = await tx
    .insert(referralAppointments)
    .values({ ...input, referral_event_id: event.id, referral_id: referral.id, status: 'scheduled', created_by: userId, hash: randomUUID(), created_at: now, updated_at: now })
    .returning({ id: referralAppointments.id })
  const [scheduled] = await tx
    .select({ id: appointmentEventTypes.id })
    .from(appointmentEventTypes)
    .where(eq(appointmentEventTypes.status, 'scheduled'))
    .orderBy(asc(appointmentEventTypes.sort_index))
    .limit(1)
  if (scheduled) await tx.insert(referralAppointmentEvents).values({ appointment_id: row!.id, event_type_id: scheduled.id, created_by: userId, created_at: now })
  return row!.id
}

/** POST .../appointments/{id}/events: what happened; the appointment takes the type's status. */
export async function recordAppointmentEvent(tx: Executor, current: ReferralAppointment, input: AppointmentEventInput, userId: number, now: Date) {
  if (input.hash !== undefined && input.hash !== current.hash) throw staleVersion(current, 'La cita cambió desde que se abrió. Compare ambas versiones.')
  await assertReferencesExist(tx, { event_type_id: [appointmentEventTypes, input.event_type_id], cancel_reason_id: [appointmentCancelReasons, input.cancel_reason_id] })
  const [type] = await tx.select().from(appointmentEventTypes).where(eq(appointmentEventTypes.id, input.event_type_id))
  if (type!.needs_cancel_reason && input.cancel_reason_id === null) throw invalid({ cancel_reason_id: 'required' })
  const [event] = await tx
    .insert(referralAppointmentEvents)
    .values({ appointment_id: current.id, event_type_id: type!.id, cancel_reason_id: input.cancel_reason_id, notes: input.notes, created_by: userId, created_at: now })
    .returning({ id: referralAppointmentEvents.id })
  await tx
    .update(referralAppointments)
    .set({ status: type!.status, cancel_reason_id: type!.status === 'cancelled' ? input.cancel_reason_id : null, hash: randomUUID(), updated_at: now })
    .where(eq(referralAppointments.id, current.id))
  return event!.id
}
