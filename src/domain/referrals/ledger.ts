import { addDays, daysBetween, parseIsoDate } from '../rules/dates'

/**
 * The compensatory ledger: per student and service, the minutes the referrals mandate against
 * the minutes given. The rule (README "Referrals and the compensatory ledger"):
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

const isSchoolDay = (isoDate: string) => {
  const { year, month, day } = parseIsoDate(isoDate)!
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** Minutes mandated from `from` to `to` (inclusive) by the referrals of one student and service. */
export function mandatedMinutes(referrals: readonly LedgerReferral[], from: string, to: string): number {
  const latestFirst = [...referrals].sort((a, b) => (a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : b.id - a.id))
  let fifths = 0
  for (let offset = 0, days = daysBetween(from, to); offset <= days; offset++) {
    const day = addDays(from, offset)
    if (!isSchoolDay(day)) continue
    const governing = latestFirst.find((referral) => referral.start_date <= day && (referral.end_date === null || day <= referral.end_date))
    if (governing) fifths += governing.weekly_frequency * governing.session_minutes
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
