import { daysBetween } from '../rules/dates'

/**
 * The compensatory ledger: per student and service, the minutes the referrals mandate against
 * the minutes given. The rule (docs/referrals.md, "The ledger rule"):
 *
 * - **Mandated**: each school day (Monday to Friday) a referral is in force mandates
 *   `weekly_frequency × session_minutes / 5` minutes, so a full week mandates the week's visits.
 *   A day is counted once per student and service: when two referrals overlap (the student
 *   changed provider and the old one was closed late), the one that started later governs it.
 * - **Delivered**: each visit given counts its session's minutes, at most the referral's
 *   session length (a longer session does not make up another one); a partial session counts
 *   what was given, and the rest is owed.
 * - **Excused**: a visit missed by the student (absence, cancelled by the guardian) or by the
 *   school (closed, school activity) takes its referral's session length off the mandate.
 * - **Owed** = mandated − excused − delivered (never below 0). A visit missed by the provider
 *   excuses nothing, so it stays owed, and so does a mandated visit nobody recorded.
 * - **Outstanding** = owed − minutes already set aside by open compensatory requests; in
 *   visits, rounded up, of the latest referral's session length.
 */

export type MissCause = 'provider' | 'student' | 'school'

export interface LedgerReferral {
  id: number
  start_date: string
  /** Last day in force; null while open. */
  end_date: string | null
  weekly_frequency: number
  session_minutes: number
}

/** Visits of one referral grouped by what happened and the session's length. */
export interface LedgerVisits {
  referral_id: number
  /** null: given; otherwise why it was missed (an unexplained miss is the provider's). */
  missed: MissCause | null
  /** The session's length in minutes. */
  minutes: number
  count: number
}

export interface LedgerTotals {
  mandated_minutes: number
  delivered_minutes: number
  excused_minutes: number
  /** Part of the owed minutes: visits the provider did not give. */
  provider_missed_minutes: number
  owed_minutes: number
  requested_minutes: number
  outstanding_minutes: number
  outstanding_visits: number
  /** The session length the outstanding visits are counted in. */
  session_minutes: number
}

/** 1970-01-01, day 0 of the count below, was a Thursday (0 = Monday … 6 = Sunday). */
const EPOCH_WEEKDAY = 3

/** School days (Monday to Friday) among the days numbered `first` to `last` since 1970-01-01, inclusive. */
function schoolDaysBetween(first: number, last: number): number {
  if (last < first) return 0
  const weeks = Math.floor((last - first + 1) / 7)
  let count = weeks * 5
  for (let day = first + weeks * 7; day <= last; day++) {
    const weekday = (((day + EPOCH_WEEKDAY) % 7) + 7) % 7
    if (weekday < 5) count++
  }
  return count
}

const dayNumber = (isoDate: string) => daysBetween('1970-01-01', isoDate)

/**
 * Minutes mandated from `from` to `to` (inclusive) by the referrals of one student and service.
 * The period is cut at every referral's first and last day; inside each piece the same referral
 * governs every day, so each piece counts its school days at once instead of day by day (the
 * monitor runs this for every line over a whole school year).
 */
export function mandatedMinutes(referrals: readonly LedgerReferral[], from: string, to: string): number {
  const latestFirst = [...referrals].sort((a, b) => (a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : b.id - a.id))
  const first = dayNumber(from)
  const last = dayNumber(to)
  const spans = latestFirst.map((referral) => ({
    referral,
    start: dayNumber(referral.start_date),
    end: referral.end_date === null ? Number.POSITIVE_INFINITY : dayNumber(referral.end_date),
  }))
  // Where a piece begins: the period's first day, each start, and the day after each end.
  const cuts = [...new Set([first, ...spans.flatMap(({ start, end }) => [start, end + 1])])].filter((day) => day >= first && day <= last).sort((a, b) => a - b)
  let fifths = 0
  for (const [index, pieceStart] of cuts.entries()) {
    const pieceEnd = (cuts[index + 1] ?? last + 1) - 1
    const governing = spans.find(({ start, end }) => start <= pieceStart && pieceStart <= end)
    if (governing) fifths += schoolDaysBetween(pieceStart, pieceEnd) * governing.referral.weekly_frequency * governing.referral.session_minutes
  }
  return Math.round(fifths / 5)
}

/**
 * One ledger line. `from`/`to` bound the period (the academic year up to today); `requested`
 * is what open compensatory requests already set aside for this student and service.
 */
export function ledgerLine(
  referrals: readonly LedgerReferral[],
  visits: readonly LedgerVisits[],
  period: { from: string; to: string },
  requestedMinutes = 0,
): LedgerTotals {
  const byId = new Map(referrals.map((referral) => [referral.id, referral]))
  let delivered = 0
  let excused = 0
  let providerMissed = 0
  for (const group of visits) {
    const referral = byId.get(group.referral_id)
    if (!referral) continue
    if (group.missed === null) delivered += group.count * Math.min(group.minutes, referral.session_minutes)
    else if (group.missed === 'provider') providerMissed += group.count * referral.session_minutes
    else excused += group.count * referral.session_minutes
  }
  const mandated = period.from <= period.to ? mandatedMinutes(referrals, period.from, period.to) : 0
  const owed = Math.max(0, mandated - excused - delivered)
  const outstanding = Math.max(0, owed - requestedMinutes)
  const latest = [...referrals].sort((a, b) => (a.start_date < b.start_date ? 1 : -1))[0]
  const sessionMinutes = latest?.session_minutes ?? 30
  return {
    mandated_minutes: mandated,
    delivered_minutes: delivered,
    excused_minutes: excused,
    provider_missed_minutes: Math.min(providerMissed, owed),
    owed_minutes: owed,
    requested_minutes: requestedMinutes,
    outstanding_minutes: outstanding,
    outstanding_visits: Math.ceil(outstanding / sessionMinutes),
    session_minutes: sessionMinutes,
  }
}
