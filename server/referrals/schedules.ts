import { readerName } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { ProviderScheduleQuery, ScheduleInput } from '../../src/domain/referrals/schemas'
import type { ProviderScheduleSlot, ReferralSchedule } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { daysOfWeek, locations, referralSchedules, referrals, services, serviceTimeSlots, students } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { assertReferencesExist, staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals, type ReferralRow } from './access'
import { scheduleColumns, schedulesOf, weekOrder } from './read'

/**
 * A referral's weekly schedule (spec §7 "Schedules"). A provider cannot be in two places at
 * once: a slot that overlaps another of her referrals' slots on the same day is refused (409
 * schedule_overlap), which is also what keeps her week (/providers/{id}/service-schedule) honest.
 */

export async function scheduleOf(db: Executor, referralId: number, scheduleId: number, lock = false): Promise<ReferralSchedule> {
  if (lock) {
    const locked = await db
      .select({ id: referralSchedules.id })
      .from(referralSchedules)
      .where(and(eq(referralSchedules.id, scheduleId), eq(referralSchedules.referral_id, referralId)))
      .for('update')
    if (locked.length === 0) throw notFound('El horario no existe.')
  }
  const found = (await schedulesOf(db, referralId)).find((schedule) => schedule.id === scheduleId)
  if (!found) throw notFound('El horario no existe.')
  return found
}

async function assertFree(tx: Executor, referral: ReferralRow, input: ScheduleInput, exceptId: number | null) {
  await assertReferencesExist(tx, { day_of_week_id: [daysOfWeek, input.day_of_week_id], time_slot_id: [serviceTimeSlots, input.time_slot_id], location_id: [locations, input.location_id] })
  if (referral.provider_id === null) return
  const [clash] = await tx
    .select({ id: referralSchedules.id })
    .from(referralSchedules)
    .innerJoin(referrals, eq(referrals.id, referralSchedules.referral_id))
    .where(
      and(
        eq(referrals.provider_id, referral.provider_id),
        eq(referralSchedules.day_of_week_id, input.day_of_week_id),
        lt(referralSchedules.start_time, input.end_time),
        gt(referralSchedules.end_time, input.start_time),
        exceptId === null ? undefined : ne(referralSchedules.id, exceptId),
        // Only schedules of referrals still in force hold the provider's time.
        sql`${referrals.end_date} is null`,
      ),
    )
    .limit(1)
  if (clash) throw new HttpError(409, 'schedule_overlap', 'El proveedor ya tiene otro horario a esa hora.', { start_time: 'schedule_overlap' }, undefined, { schedule_id: clash.id })
}

export async function createSchedule(tx: Executor, referral: ReferralRow, input: ScheduleInput, now: Date): Promise<ReferralSchedule> {
  await assertFree(tx, referral, input, null)
  const [row] = await tx
    .insert(referralSchedules)
    .values({ ...input, referral_id: referral.id, hash: randomUUID(), created_at: now, updated_at: now })
    .returning({ id: referralSchedules.id })
  return scheduleOf(tx, referral.id, row!.id)
}

export async function updateSchedule(tx: Executor, referral: ReferralRow, scheduleId: number, input: ScheduleInput & { hash: string }, now: Date) {
  const current = await scheduleOf(tx, referral.id, scheduleId, true)
  const { hash, ...changes } = input
  if (current.hash !== hash) throw staleVersion(current, 'El horario cambió desde que se abrió. Compare ambas versiones.')
  await assertFree(tx, referral, changes, scheduleId)
  await tx.update(referralSchedules).set({ ...changes, hash: randomUUID(), updated_at: now }).where(eq(referralSchedules.id, scheduleId))
  return scheduleOf(tx, referral.id, scheduleId)
}

/** DELETE with the hash it was read at (spec §3): a schedule changed since is not deleted blind. */
export async function deleteSchedule(tx: Executor, referral: ReferralRow, scheduleId: number, hash: string): Promise<void> {
  const current = await scheduleOf(tx, referral.id, scheduleId, true)
  if (current.hash !== hash) throw staleVersion(current, 'El horario cambió desde que se abrió. Compare ambas versiones.')
  await tx.delete(referralSchedules).where(eq(referralSchedules.id, scheduleId))
}

/** GET /referrals/schedules: a provider's week, from the schedules of her referrals in force. */
export async function providerWeek(db: Executor, viewer: OfficeViewer, query: ProviderScheduleQuery): Promise<ProviderScheduleSlot[]> {
  return db
    .select({
      ...scheduleColumns,
      referral_number: referrals.number,
      student_id: referrals.student_id,
      student_name: sql<string>`${students.first_name} || ' ' || ${students.last_name} || coalesce(' ' || ${students.second_last_name}, '')`,
      service_id: referrals.service_id,
      service_name: readerName(services),
    })
    .from(referralSchedules)
    .innerJoin(referrals, eq(referrals.id, referralSchedules.referral_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(daysOfWeek, eq(daysOfWeek.id, referralSchedules.day_of_week_id))
    .where(
      and(
        readableReferrals(viewer),
        eq(referrals.provider_id, query.provider_id),
        isNull(referrals.end_date),
        query.day_of_week_id ? eq(referralSchedules.day_of_week_id, query.day_of_week_id) : undefined,
      ),
    )
    .orderBy(...weekOrder)
}
