import * as v from 'valibot'
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
  v.pipe(IsoDate, v.check((date: string) => date >= SESSION_DATE_MIN, 'date_out_of_range'), v.check((date: string) => date <= today, 'date_in_future'))

export const VisitInput = v.object({
  student_id: Id,
  referral_id: Id,
  visit_outcome_id: Id,
})
export type VisitInput = v.InferOutput<typeof VisitInput>

const sessionFields = (today: string) => ({
  date: sessionDate(today),
  time: SessionTime,
  duration_id: Id,
  location_id: Id,
  session_type_id: Id,
  session_outcome_id: Id,
  service_id: Id,
  visits: v.pipe(
    v.array(VisitInput, 'required'),
    v.minLength(1, 'no_students'),
    v.maxLength(MAX_VISITS, 'too_many_students'),
    v.check((visits: VisitInput[]) => hasUniqueReferrals(visits), 'duplicate_student'),
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

/** The fields a person fills in (the form's values before an id and version are attached). */
export type SessionFields = Omit<SessionCreateInput, 'id' | 'provider_id'>
