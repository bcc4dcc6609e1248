import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { ScheduleInput, ScheduleUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralSchedule } from '../../../domain/referrals/types'
import { ApiError } from '../../../sync/api-errors'

/** A weekly schedule entry as the form holds it: a day, a time slot, and its times (HH:mm). */
export interface ScheduleValues {
  day_of_week_id: number | undefined
  time_slot_id: number | null
  start_time: string
  end_time: string
}

const hhmm = (time: string) => time.slice(0, 5)

export const scheduleValues = (schedule: ReferralSchedule | null): ScheduleValues => ({
  day_of_week_id: schedule?.day_of_week_id,
  time_slot_id: schedule?.time_slot_id ?? null,
  start_time: schedule ? hhmm(schedule.start_time) : '',
  end_time: schedule ? hhmm(schedule.end_time) : '',
})

/** The shared schema of the call: ScheduleInput for a new entry, ScheduleUpdateInput (with the version) for a change. */
export function scheduleResolver(hash: string | null): Resolver<ScheduleValues, unknown, ScheduleInput | ScheduleUpdateInput> {
  const schema = hash === null ? ScheduleInput : ScheduleUpdateInput
  const resolve = valibotResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, ScheduleInput | ScheduleUpdateInput>
  return (values, context, options) =>
    resolve({ ...values, location_id: null, ...(hash === null ? {} : { hash }) }, context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<ScheduleValues, unknown, ScheduleInput | ScheduleUpdateInput>
    >
}

/**
 * The record as the server has it now, when `error` is a stale-version refusal (409
 * version_conflict): the schedule, or null when it was removed meanwhile. Undefined otherwise.
 */
export function currentOnConflict<T>(error: unknown): T | null | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'version_conflict') return undefined
  return ((error.body as { current?: T | null }).current ?? null) as T | null
}
