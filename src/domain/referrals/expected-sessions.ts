import { addDays, daysBetween, parseIsoDate } from '../rules/dates'
import type { ProviderScheduleSlot, ReferralDetail } from './types'

/**
 * What a provider's day holds according to her referrals' weekly schedules, read from the
 * device's replica (offline): the slots of one date, and which of them a recorded session
 * already covers. Pure: the day screen passes in what the device holds.
 */

/**
 * The `days_of_week` ids are the week in order, Monday first: the reference data inserts
 * Lunes … Domingo in that order (server/seed/data/reference.ts `daysOfWeek`, ids and sort_index
 * 1 … 7, spec §9 weeks start on Monday), so an id is the ISO weekday.
 */
export function dayOfWeekId(date: string): number {
  const parsed = parseIsoDate(date)
  if (!parsed) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  const sundayFirst = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay()
  return sundayFirst === 0 ? 7 : sundayFirst
}

/** "Activo": the first referral status of the reference data (server/seed/data/reference.ts `referralStatuses`). */
export const ACTIVE_REFERRAL_STATUS_ID = 1

/** A referral in force on `date`: active, started, and not ended before it (the end day counts). */
export function referralInForce(referral: Pick<ReferralDetail, 'status_id' | 'start_date' | 'end_date'>, date: string): boolean {
  return referral.status_id === ACTIVE_REFERRAL_STATUS_ID && referral.start_date <= date && (referral.end_date === null || date <= referral.end_date)
}

const hhmm = (time: string) => time.slice(0, 5)
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/**
 * The slots of `date`, as the provider's week lists them (`ProviderScheduleSlot`: the schedule
 * with whose referral it is), from the referrals the device holds: those in force that day, the
 * schedules of that weekday, in time order. Times are HH:mm.
 */
export function slotsOn(referrals: readonly ReferralDetail[], date: string): ProviderScheduleSlot[] {
  const day = dayOfWeekId(date)
  return referrals
    .filter((referral) => referralInForce(referral, date))
    .flatMap((referral) =>
      referral.schedules
        .filter((schedule) => schedule.day_of_week_id === day)
        .map((schedule) => ({
          ...schedule,
          start_time: hhmm(schedule.start_time),
          end_time: hhmm(schedule.end_time),
          referral_number: referral.number,
          student_id: referral.student_id,
          student_name: referral.student_name,
          service_id: referral.service_id,
          service_name: referral.service_name,
        })),
    )
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.student_name.localeCompare(b.student_name) || a.id - b.id)
}

/** A session the schedule expects on a date, and whether one recorded that day covers it. */
export interface ExpectedSession {
  date: string
  slot: ProviderScheduleSlot
  /** The slot's own location, else the referral's. */
  location_id: number
  location_name: string | null
  /** From the slot's start to its end. */
  minutes: number
  /** The recorded session that covers it, or null while it is still to record. */
  recorded_session_id: string | null
}

/** What of a recorded session the matching reads (a device session or a server one). */
export interface RecordedSessionLike {
  id: string
  date: string
  time: string
  service_id: number
  visits: ReadonlyArray<{ student_id: number; referral_id: number }>
}

/**
 * The sessions the schedules expect on `date`, in time order, each marked with the recorded
 * session that covers it: one of that day at the referral's service with a visit of that
 * referral (or of its student). A recorded session covers one slot of each referral it has a
 * visit of (a group session covers each of its students' slots), the earliest one left: a
 * student scheduled twice that day and seen once still shows one session to record.
 */
export function expectedSessions(referrals: readonly ReferralDetail[], date: string, recorded: readonly RecordedSessionLike[]): ExpectedSession[] {
  const byId = new Map(referrals.map((referral) => [referral.id, referral]))
  const sessions = recorded.filter((session) => session.date === date).sort((a, b) => a.time.localeCompare(b.time))
  const used = new Set<string>()
  return slotsOn(referrals, date).map((slot) => {
    const referral = byId.get(slot.referral_id)!
    const covering = sessions.find(
      (session) =>
        !used.has(`${session.id}:${referral.id}`) &&
        session.service_id === referral.service_id &&
        session.visits.some((visit) => visit.referral_id === referral.id || visit.student_id === referral.student_id),
    )
    if (covering) used.add(`${covering.id}:${referral.id}`)
    const locationId = slot.location_id ?? referral.location_id
    return {
      date,
      slot,
      location_id: locationId,
      location_name: locationId === referral.location_id ? referral.location_name : (referrals.find((other) => other.location_id === locationId)?.location_name ?? null),
      minutes: minutesOf(slot.end_time) - minutesOf(slot.start_time),
      recorded_session_id: covering?.id ?? null,
    }
  })
}

/**
 * How many days back a scheduled session not recorded stays pending: two school weeks, well inside
 * the sessions the device keeps (src/sync/pull-sessions.ts REPLICA_DAYS, 62), so a session recorded
 * on an earlier day is always there to cover its slot.
 */
export const PENDING_LOOKBACK_DAYS = 14

/**
 * The scheduled sessions of the days before `date` (PENDING_LOOKBACK_DAYS of them) that no
 * recorded session covers, oldest first: a scheduled session not recorded by the end of its day
 * stays pending on the next days until one is recorded for it — given, or recorded as not given
 * with its reason (any recorded session of that student and service that day covers it).
 */
export function pendingSessions(referrals: readonly ReferralDetail[], date: string, recorded: readonly RecordedSessionLike[], lookbackDays = PENDING_LOOKBACK_DAYS): ExpectedSession[] {
  const pending: ExpectedSession[] = []
  for (let back = lookbackDays; back >= 1; back--) {
    pending.push(...expectedSessions(referrals, addDays(date, -back), recorded).filter((entry) => entry.recorded_session_id === null))
  }
  return pending
}

/** How many days of one ISO weekday (1 = Monday … 7 = Sunday) fall from `from` to `to`, both counted. */
export function weekdaysBetween(from: string, to: string, isoWeekday: number): number {
  const length = daysBetween(from, to) + 1
  if (length <= 0) return 0
  // The first such day on or after `from`, then one every seven days up to `to`.
  const firstOffset = (isoWeekday - dayOfWeekId(from) + 7) % 7
  return firstOffset >= length ? 0 : Math.floor((length - 1 - firstOffset) / 7) + 1
}

/** What of a referral the schedule count reads: its dates and one weekday id per weekly slot. */
export interface ScheduledReferral {
  start_date: string
  end_date: string | null
  /** The `day_of_week_id` of each of its schedules (a weekday twice when it has two slots that day). */
  schedule_days: readonly number[]
}

/**
 * The sessions a referral's weekly schedule expects from `from` to `to` (both counted) while its
 * dates hold: one per slot on each of its weekdays — exactly the slots the provider's days list
 * for it (slotsOn, day by day), counted without walking the days. The office's visits due come
 * from here for a referral with a schedule (src/domain/billing/counts.ts visitsDueBetween), so
 * "unrecorded" in the office and the sessions pending on the provider's device are one count.
 */
export function scheduledSessionCount(referral: ScheduledReferral, from: string, to: string): number {
  const first = referral.start_date > from ? referral.start_date : from
  const last = referral.end_date !== null && referral.end_date < to ? referral.end_date : to
  if (last < first) return 0
  return referral.schedule_days.reduce((count, day) => count + weekdaysBetween(first, last, day), 0)
}

/**
 * Of the sessions a schedule expects from `from` to `to`, how many a recorded visit covers: on
 * each day, as many slots as the referral has visits that day, up to that day's slots — the
 * matching of expectedSessions (one recorded session covers one slot of each referral it has a
 * visit of), counted from visits per date. `visitsByDate`: the referral's visits by yyyy-MM-dd.
 */
export function coveredSessionCount(referral: ScheduledReferral, from: string, to: string, visitsByDate: ReadonlyMap<string, number>): number {
  const first = referral.start_date > from ? referral.start_date : from
  const last = referral.end_date !== null && referral.end_date < to ? referral.end_date : to
  let covered = 0
  for (const [date, visits] of visitsByDate) {
    if (date < first || date > last) continue
    const weekday = dayOfWeekId(date)
    const slots = referral.schedule_days.filter((day) => day === weekday).length
    covered += Math.min(slots, visits)
  }
  return covered
}
