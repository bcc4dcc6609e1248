import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { ReferralDetail, ReferralListItem, ReferralReplica, ReferralSchedule } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { referralAppointmentEvents, referralAppointments, referralEvents, referralSchedules, referrals, students } from '../db/schema'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals } from './access'
import { activeWhere } from './active-students'
import { appointmentEventsWhere, appointmentEventTypeList, cancelReasonList, selectAppointments } from './appointments'
import { selectEvents, toEvent } from './events'
import { referralColumns, schedulesWhere } from './read'

/**
 * What the provider's referral views read offline (spec §4, issue 11): the referrals of the
 * active students in `scope` (the same scope as GET /referrals/active-students) that the viewer
 * may read, with their schedules, events, appointments and appointment events. Set-based: one
 * query per kind of record, whatever the number of referrals, so a refresh costs five queries.
 */
export async function activeReferralReplica(db: Executor, viewer: OfficeViewer, scope: number[] | null): Promise<ReferralReplica> {
  const rows = await db
    .select({
      ...referralColumns,
      referral_type_id: referrals.referral_type_id,
      provider_specialty_id: referrals.provider_specialty_id,
      academic_year_id: referrals.academic_year_id,
      notes: referrals.notes,
      hash: referrals.hash,
      updated_at: referrals.updated_at,
    })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(and(activeWhere(scope), readableReferrals(viewer)))
    .orderBy(asc(referrals.id))
  const ids = rows.map((row) => row.id)
  const lists = { appointment_event_types: await appointmentEventTypeList(db), cancel_reasons: await cancelReasonList(db) }
  if (ids.length === 0) return { referrals: [], events: [], appointments: [], appointment_events: [], ...lists }
  const [schedules, events, appointments, appointmentEvents] = await Promise.all([
    schedulesWhere(db, inArray(referralSchedules.referral_id, ids)),
    selectEvents(db)
      .where(and(inArray(referralEvents.referral_id, ids), isNull(referralEvents.deleted_at)))
      .orderBy(desc(referralEvents.date), desc(referralEvents.id)),
    selectAppointments(db)
      .where(inArray(referralAppointments.referral_id, ids))
      .orderBy(asc(referralAppointments.date), asc(referralAppointments.start_time), asc(referralAppointments.id)),
    appointmentEventsWhere(
      db,
      inArray(
        referralAppointmentEvents.appointment_id,
        db.select({ id: referralAppointments.id }).from(referralAppointments).where(inArray(referralAppointments.referral_id, ids)),
      ),
    ),
  ])
  const byReferral = new Map<number, ReferralSchedule[]>()
  for (const schedule of schedules) byReferral.set(schedule.referral_id, [...(byReferral.get(schedule.referral_id) ?? []), schedule])
  const details: ReferralDetail[] = rows.map(({ updated_at, ...row }) => ({
    ...(row as ReferralListItem & Omit<ReferralDetail, keyof ReferralListItem | 'schedules' | 'updated_at'>),
    schedules: byReferral.get(row.id) ?? [],
    updated_at: updated_at.toISOString(),
  }))
  return { referrals: details, events: events.map(toEvent), appointments, appointment_events: appointmentEvents, ...lists }
}
