import { coveredSessionCount, scheduledSessionCount } from '../referrals/expected-sessions'
import { mandatedMinutes } from '../referrals/ledger'
import type { VisitCounts } from './api'
import { dueUntil } from './periods'

/**
 * How a period's visit counts are made and added up (docs/billing.md, "The counting rule"),
 * one place for the server's summaries and the screens' subtotals.
 *
 * Each referral is counted on its own: `missing` = due − recorded when more are due, `extra` =
 * recorded − due when more were recorded. Visits recorded beyond one referral's due do not make
 * up for another referral's missing ones (a student seen twice as often does not cover a student
 * not seen), so a sum of lines keeps both: due − recorded = missing − extra at every level, which
 * is the rule the screens state beside the figures.
 */

export type LineCounts = VisitCounts & { referrals: number }

/**
 * One referral's counts from its due and recorded visits, and how many of the due ones a recorded
 * visit covers: any recorded visit covers a due one (the frequency's rule) unless the schedule
 * says which (`covered`, see visitsLine). Then due − recorded = missing − extra still holds.
 */
export function referralLine(expected: number, recorded: number, covered = Math.min(expected, recorded)): VisitCounts {
  return { expected, recorded, missing: expected - covered, extra: recorded - covered }
}

export interface DueReferral {
  id: number
  start_date: string
  end_date: string | null
  weekly_frequency: number
  /** The `day_of_week_id` of each of its weekly schedules; none (or absent) when it has no schedule. */
  schedule_days?: readonly number[]
}

/**
 * Visits a referral is due from `from` to `to` (both counted). With a weekly schedule, the
 * sessions the schedule expects (src/domain/referrals/expected-sessions.ts scheduledSessionCount),
 * the same ones the provider's day lists and keeps pending until recorded, so the office's
 * "unrecorded" and her pending sessions never disagree. Without one, `weekly_frequency` a week by
 * school days (the ledger's rule with one-minute sessions). The minutes mandated stay the
 * frequency's in both cases: the schedule is how the provider meets the mandate, not the mandate.
 */
export function visitsDueBetween(referral: DueReferral, from: string, to: string): number {
  if (referral.schedule_days && referral.schedule_days.length > 0) {
    return scheduledSessionCount({ start_date: referral.start_date, end_date: referral.end_date, schedule_days: referral.schedule_days }, from, to)
  }
  return mandatedMinutes([{ ...referral, session_minutes: 1 }], from, to)
}

/** Visits a referral is due in a period: from its first day to its last or today (visitsDueBetween). */
export function visitsDue(referral: DueReferral, period: { start_date: string; end_date: string }, today: string): number {
  return visitsDueBetween(referral, period.start_date, dueUntil(period, today))
}

/**
 * A referral's line in a period from its visits: `recorded` all of them in the period,
 * `visitsByDate` the same by date (read only with a schedule). With a schedule, a visit covers a
 * due session only on a day the schedule expects one, exactly as the provider's day marks a slot
 * recorded, so "sin registrar" here is the count of her pending sessions (expected-sessions.ts);
 * a visit on another day is "de más".
 */
export function visitsLine(
  referral: DueReferral,
  period: { start_date: string; end_date: string },
  today: string,
  recorded: number,
  visitsByDate: ReadonlyMap<string, number> = new Map(),
): VisitCounts {
  const until = dueUntil(period, today)
  const expected = visitsDueBetween(referral, period.start_date, until)
  if (!referral.schedule_days || referral.schedule_days.length === 0) return referralLine(expected, recorded)
  const schedule = { start_date: referral.start_date, end_date: referral.end_date, schedule_days: referral.schedule_days }
  return referralLine(expected, recorded, coveredSessionCount(schedule, period.start_date, until, visitsByDate))
}

export const NO_COUNTS: LineCounts = { referrals: 0, expected: 0, recorded: 0, missing: 0, extra: 0 }

/** Adds up lines; a line without `referrals` is one referral. */
export function addCounts(lines: readonly (VisitCounts & { referrals?: number })[]): LineCounts {
  return lines.reduce<LineCounts>(
    (sum, line) => ({
      referrals: sum.referrals + (line.referrals ?? 1),
      expected: sum.expected + line.expected,
      recorded: sum.recorded + line.recorded,
      missing: sum.missing + line.missing,
      extra: sum.extra + line.extra,
    }),
    NO_COUNTS,
  )
}

/** Groups lines by `key`, in first-seen order, each group summed; `make` names the group from its first member. */
export function groupCounts<R extends VisitCounts & { referrals?: number }, K, T>(rows: readonly R[], key: (row: R) => K, make: (first: R, counts: LineCounts) => T): T[] {
  const groups = new Map<K, R[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return [...groups.values()].map((group) => make(group[0]!, addCounts(group)))
}
