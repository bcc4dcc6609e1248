import { addDays } from '../rules/dates'

/**
 * Billing (visit) periods: each academic year is cut into month-like periods, one per calendar
 * month it touches, so the first and last period may be shorter than a month. A period is open
 * while visits may still be recorded for it and locked once the office has billed it.
 */

export type PeriodStatus = 'open' | 'locked'
export const PERIOD_STATUSES: readonly PeriodStatus[] = ['open', 'locked']

export interface PeriodDraft {
  name: string
  start_date: string
  end_date: string
}

/** Spanish month names, for the period's stored name (the screens format dates themselves). */
const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

const lastDayOfMonth = (year: number, month: number) => addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1)

/** The periods of an academic year from `start` to `end` (inclusive), one per calendar month. */
export function monthlyPeriods(start: string, end: string): PeriodDraft[] {
  const periods: PeriodDraft[] = []
  let [year, month] = start.split('-').map(Number) as [number, number]
  for (;;) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`
    if (first > end) break
    const last = lastDayOfMonth(year, month)
    periods.push({
      name: `${MONTH_NAMES[month - 1]} ${year}`,
      start_date: first < start ? start : first,
      end_date: last > end ? end : last,
    })
    month = month === 12 ? 1 : month + 1
    if (month === 1) year++
  }
  return periods
}

/** The day up to which visits are due: the period's end, or today while the period runs. */
export const dueUntil = (period: { start_date: string; end_date: string }, today: string) => (today < period.end_date ? today : period.end_date)
