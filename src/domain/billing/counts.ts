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

/** One referral's counts from its due and recorded visits. */
export function referralLine(expected: number, recorded: number): VisitCounts {
  return { expected, recorded, missing: Math.max(0, expected - recorded), extra: Math.max(0, recorded - expected) }
}

export interface DueReferral {
  id: number
  start_date: string
  end_date: string | null
  weekly_frequency: number
}

/**
 * Visits a referral is due in a period: `weekly_frequency` a week by school days, from the
 * period's first day to its last or today (the ledger's rule with one-minute sessions).
 */
export function visitsDue(referral: DueReferral, period: { start_date: string; end_date: string }, today: string): number {
  return mandatedMinutes([{ ...referral, session_minutes: 1 }], period.start_date, dueUntil(period, today))
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
