import * as v from 'valibot'
import { ObjectiveDataList } from '../plans/objective-data'
import { isIsoDate } from '../rules/dates'
import { Id, IsoDate, Uuid } from '../schemas/common'
import { multiLine, VersionHash } from '../schemas/text'
import { hasUniqueReferrals, inTimeWindow, isTime } from './rules'

/**
 * One schema for the session form, the local write and the server (spec §2, §5): the date is
 * not after today in the company's zone (passed in, so form and server each use their clock),
 * the time is HH:mm within 06:00–20:00, and each student appears once.
 */
export const MAX_NOTES_LENGTH = 2000
export const MAX_VISITS = 40

export const SessionTime = v.pipe(v.string('required'), v.check(isTime, 'invalid_time'), v.check(inTimeWindow, 'time_window'))

/** Sessions are recorded from this day on: an earlier date is a typo (e.g. 0202 for 2026). */
export const SESSION_DATE_MIN = '2000-01-01'

export const sessionDate = (today: string) =>
  v.pipe(IsoDate, v.check((date: string) => !isIsoDate(date) || date >= SESSION_DATE_MIN, 'date_out_of_range'), v.check((date: string) => date <= today, 'date_in_future'))

export const VisitInput = v.object({
  student_id: Id,
  referral_id: Id,
  visit_outcome_id: Id,
})
export type VisitInput = v.InferOutput<typeof VisitInput>

/**
 * A visit as a session's create and update send it: optionally with the data per objective of
 * the student's plan (src/domain/plans/objective-data.ts). Absent keeps what the visit has (a
 * device that does not know it); an array, even empty, is the visit's data from now on.
 */
export const SessionVisitInput = v.object({
  ...VisitInput.entries,
  objective_data: v.optional(ObjectiveDataList),
})
export type SessionVisitInput = v.InferOutput<typeof SessionVisitInput>

const sessionFields = (today: string) => ({
  date: sessionDate(today),
  time: SessionTime,
  duration_id: Id,
  location_id: Id,
  session_type_id: Id,
  session_outcome_id: Id,
  service_id: Id,
  visits: v.pipe(
    v.array(SessionVisitInput, 'required'),
    v.minLength(1, 'no_students'),
    v.maxLength(MAX_VISITS, 'too_many_students'),
    v.check((visits: SessionVisitInput[]) => hasUniqueReferrals(visits), 'duplicate_student'),
  ),
  notes: v.optional(v.pipe(v.string(), multiLine(), v.maxLength(MAX_NOTES_LENGTH, 'too_long')), ''),
})

/** A new session; `id` is made by the device (a UUID) so it keeps its identity offline. */
export const sessionCreateInput = (today: string) =>
  v.object({
    id: Uuid,
    ...sessionFields(today),
    /** Only office staff name the provider; a provider always records their own sessions. */
    provider_id: v.optional(Id),
  })
export type SessionCreateInput = v.InferOutput<ReturnType<typeof sessionCreateInput>>

/** A change to a session: the whole session, based on the version (`hash`) it was edited from. */
export const sessionUpdateInput = (today: string) =>
  v.object({
    ...sessionFields(today),
    hash: VersionHash,
  })
export type SessionUpdateInput = v.InferOutput<ReturnType<typeof sessionUpdateInput>>

export const SessionDeleteInput = v.object({ hash: VersionHash })
export type SessionDeleteInput = v.InferOutput<typeof SessionDeleteInput>

/**
 * Spec §2: a session cannot be after now. The date check above stops tomorrow; this stops today at
 * a later hour. `latestTime` is now in the company's zone plus a few minutes, so a device whose
 * clock runs slightly behind the server's is not refused (see latestSessionTime).
 */
export const isNotAfterNow = (fields: { date: string; time: string }, today: string, latestTime: string) => fields.date !== today || fields.time <= latestTime

/** The same rule as a schema of its own, checked after the session's schema (its error is on `time`). */
export const sessionNotAfterNow = (today: string, latestTime: string) =>
  v.pipe(
    v.object({ date: v.string(), time: v.string() }),
    v.forward(
      v.check((fields) => isNotAfterNow(fields, today, latestTime), 'time_in_future'),
      ['time'],
    ),
  )

/** The fields a person fills in (the form's values before an id and version are attached). */
export type SessionFields = Omit<SessionCreateInput, 'id' | 'provider_id'>
