import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { COMPENSATORY_REQUEST_SORTS, COMPENSATORY_SORTS, REFERRAL_SORTS } from '../lists/list-constants'
import { inTimeWindow, isTime } from '../service-sessions/rules'
import { Id, IdText, IsoDate } from '../schemas/common'
import { ReferralNumber } from '../schemas/referral-number'
import { multiLine, VersionHash } from '../schemas/text'

/**
 * Inputs of the referral calls of spec §7 "Referrals" and "Compensatory requests", one schema
 * per input, for the office forms, the provider's offline writes and the server alike.
 */

export const NOTES_MAX = 2000

/** HH:mm within the time picker's 06:00–20:00 (spec §5). */
export const ScheduleTime = v.pipe(v.string('required'), v.check(isTime, 'invalid_time'), v.check(inTimeWindow, 'time_window'))

const Notes = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), multiLine(), v.maxLength(NOTES_MAX, 'too_long'))),
  ),
  null,
)
const OptionalId = v.optional(v.nullable(Id), null)
/** An end time, when given, comes after the start (reported on end_time). */
const timesInOrder = (fields: { start_time?: string; end_time?: string | null }) =>
  !fields.start_time || !fields.end_time || fields.start_time < fields.end_time

const referralEntries = {
  number: ReferralNumber,
  student_id: Id,
  service_id: Id,
  referral_type_id: OptionalId,
  location_id: Id,
  provider_specialty_id: OptionalId,
  academic_year_id: Id,
  status_id: Id,
  start_date: IsoDate,
  end_date: v.optional(v.nullable(IsoDate), null),
  weekly_frequency: v.pipe(v.number('required'), v.integer('invalid_number'), v.minValue(1, 'too_small'), v.maxValue(5, 'too_large')),
  session_minutes: v.pipe(v.number('required'), v.integer('invalid_number'), v.minValue(15, 'too_small'), v.maxValue(240, 'too_large')),
  notes: Notes,
}

/** POST /referrals. The provider follows from the specialty; the customer from the school. */
export const ReferralCreateInput = v.pipe(
  v.object(referralEntries),
  // A referral ends on or after the day it starts.
  v.forward(
    v.partialCheck([['start_date'], ['end_date']], (fields) => fields.end_date === null || fields.start_date <= fields.end_date, 'end_before_start'),
    ['end_date'],
  ),
)
export type ReferralCreateInput = v.InferOutput<typeof ReferralCreateInput>

/**
 * PATCH /referrals/{id} (beyond §7, which has no referral edit: the office needs to close a
 * referral or move it to another school or provider): only the fields sent change.
 */
export const ReferralUpdateInput = v.object({
  hash: VersionHash,
  ...v.partial(
    v.object({
      referral_type_id: referralEntries.referral_type_id,
      location_id: referralEntries.location_id,
      provider_specialty_id: referralEntries.provider_specialty_id,
      status_id: referralEntries.status_id,
      start_date: referralEntries.start_date,
      end_date: referralEntries.end_date,
      weekly_frequency: referralEntries.weekly_frequency,
      session_minutes: referralEntries.session_minutes,
      notes: referralEntries.notes,
    }),
  ).entries,
})
export type ReferralUpdateInput = v.InferOutput<typeof ReferralUpdateInput>


/** GET /referrals: the list convention, filters status, service, region, provider (and student). */
export const ReferralSearch = v.object({
  ...listParams(REFERRAL_SORTS, '-start_date').entries,
  status_id: v.optional(IdText),
  service_id: v.optional(IdText),
  provider_id: v.optional(IdText),
  student_id: v.optional(IdText),
  customer_id: v.optional(IdText),
  region: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'too_long'), v.regex(/^[\p{L}\p{N} .'-]*$/u, 'invalid_characters'))),
})
export type ReferralSearch = v.InferOutput<typeof ReferralSearch>

/** The lookups' `q` (GET /referrals/services, /locations, …), with optional narrowing ids. */
export const LookupQuery = v.object({
  q: listParams(['id'], 'id').entries.q,
  service_id: v.optional(IdText),
  type_id: v.optional(v.picklist(['1', '2'], 'invalid_id')),
  customer_id: v.optional(IdText),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'invalid_number'), v.transform(Number), v.minValue(1, 'too_small'), v.maxValue(200, 'too_large')), '50'),
})
export type LookupQuery = v.InferOutput<typeof LookupQuery>

/** POST/PUT of a referral schedule: a weekly slot (a service time slot, or a free time). */
export const ScheduleInput = v.pipe(
  v.object({
    day_of_week_id: Id,
    time_slot_id: OptionalId,
    start_time: ScheduleTime,
    end_time: ScheduleTime,
    location_id: OptionalId,
  }),
  v.forward(v.partialCheck([['start_time'], ['end_time']], timesInOrder, 'end_before_start'), ['end_time']),
)
export type ScheduleInput = v.InferOutput<typeof ScheduleInput>

export const ScheduleUpdateInput = v.pipe(
  v.object({ ...ScheduleInput.pipe[0].entries, hash: VersionHash }),
  v.forward(v.partialCheck([['start_time'], ['end_time']], timesInOrder, 'end_before_start'), ['end_time']),
)
export type ScheduleUpdateInput = v.InferOutput<typeof ScheduleUpdateInput>

/**
 * GET /referrals/schedules (beyond §7): one provider's week, every schedule of her referrals in
 * force, for /providers/{providerId}/service-schedule; a day narrows it to one day of the week.
 */
export const ProviderScheduleQuery = v.object({ provider_id: IdText, day_of_week_id: v.optional(IdText) })
export type ProviderScheduleQuery = v.InferOutput<typeof ProviderScheduleQuery>

/** DELETE .../schedules/{id} carries the version it was read at (spec §3). */
export const HashInput = v.object({ hash: VersionHash })

/** POST /referrals/{id}/events. */
export const ReferralEventInput = v.object({
  event_type_id: Id,
  date: IsoDate,
  time: v.optional(v.nullable(ScheduleTime), null),
  notes: Notes,
})
export type ReferralEventInput = v.InferOutput<typeof ReferralEventInput>

/** DELETE .../events/{id}: the version, when the app sends it (a stale one is refused). */
export const OptionalHashInput = v.object({ hash: v.optional(VersionHash) })

/** PATCH .../events/{id}/cancel. */
export const ReferralEventCancelInput = v.object({ hash: VersionHash, comment: Notes })

/** POST .../events/{id}/appointments. */
export const AppointmentInput = v.pipe(
  v.object({
    date: IsoDate,
    start_time: ScheduleTime,
    end_time: v.optional(v.nullable(ScheduleTime), null),
    location_id: OptionalId,
    notes: Notes,
  }),
  v.forward(v.partialCheck([['start_time'], ['end_time']], timesInOrder, 'end_before_start'), ['end_time']),
)
export type AppointmentInput = v.InferOutput<typeof AppointmentInput>

/** POST .../appointments/{id}/events: what happened; a cancellation says why. */
export const AppointmentEventInput = v.object({
  /** The appointment's version the person saw; when sent, a stale one is refused (409). */
  hash: v.optional(VersionHash),
  event_type_id: Id,
  cancel_reason_id: OptionalId,
  notes: Notes,
})
export type AppointmentEventInput = v.InferOutput<typeof AppointmentEventInput>

/** GET referrals/events/appointments/ and /referral-appointments: a provider's week, or a referral's. */
export const AppointmentSearch = v.object({
  ...listParams(['date', 'id'], 'date').entries,
  referral_id: v.optional(IdText),
  provider_id: v.optional(IdText),
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
})
export type AppointmentSearch = v.InferOutput<typeof AppointmentSearch>


/** GET /compensatory-services-requests/monitor and /total: the ledger, filtered. */
export const LedgerSearch = v.object({
  ...listParams(COMPENSATORY_SORTS, '-outstanding_minutes').entries,
  student_id: v.optional(IdText),
  service_id: v.optional(IdText),
  provider_id: v.optional(IdText),
  customer_id: v.optional(IdText),
  /** Only lines with outstanding minutes (the monitor's default). */
  owed: v.optional(v.picklist(['true', 'false'], 'invalid_value'), 'true'),
})
export type LedgerSearch = v.InferOutput<typeof LedgerSearch>

/** GET /compensatory-services-requests: requests, by status, student, service, provider specialty. */
export const CompensatoryRequestSearch = v.object({
  ...listParams(COMPENSATORY_REQUEST_SORTS, '-created_at').entries,
  status_id: v.optional(IdText),
  student_id: v.optional(IdText),
  service_id: v.optional(IdText),
  provider_id: v.optional(IdText),
  provider_specialty_id: v.optional(IdText),
})
export type CompensatoryRequestSearch = v.InferOutput<typeof CompensatoryRequestSearch>

/** PUT /compensatory-services-requests: open a request from the ledger line of a student and service. */
export const CompensatoryRequestOpenInput = v.object({ student_id: Id, service_id: Id, comment: Notes })
export type CompensatoryRequestOpenInput = v.InferOutput<typeof CompensatoryRequestOpenInput>

/** PATCH /compensatory-services-requests/{id}: move it to another status. */
export const CompensatoryRequestMoveInput = v.object({ hash: VersionHash, status_id: Id, comment: Notes })
export type CompensatoryRequestMoveInput = v.InferOutput<typeof CompensatoryRequestMoveInput>

/** A refusal or a cancellation of a compensatory request says why (the server and the form). */
export const moveNeedsReason = (toStatusCode: string) => toStatusCode === 'rejected' || toStatusCode === 'cancelled'

/** The move form: the PATCH body, with the reason required when the move needs one (reported on comment). */
export const compensatoryMoveForm = (toStatusCode: string) =>
  v.pipe(
    CompensatoryRequestMoveInput,
    v.forward(
      v.check((input) => !moveNeedsReason(toStatusCode) || input.comment !== null, 'required'),
      ['comment'],
    ),
  )

export { COMPENSATORY_REQUEST_SORTS, COMPENSATORY_SORTS, REFERRAL_SORTS }
