import { addDays, endOfWeek, format, parseISO, startOfWeek } from 'date-fns'

/**
 * The week a day belongs to, Monday to Sunday (spec §9: weeks start on Monday in the week-range
 * helper), for schedules and appointments. Days are yyyy-MM-dd (the wire format); the answer
 * names the first and last day and lists the seven, so a caller never counts days itself.
 */
export interface WeekRange {
  start: string
  end: string
  days: string[]
}

const WEEK_STARTS_ON_MONDAY = { weekStartsOn: 1 } as const
const iso = (date: Date) => format(date, 'yyyy-MM-dd')

export function weekRange(day: string): WeekRange {
  // parseISO reads a bare date as local midnight, and every step below stays in local days, so
  // a daylight-saving change inside the week cannot shift a date.
  const date = parseISO(day)
  const start = startOfWeek(date, WEEK_STARTS_ON_MONDAY)
  return {
    start: iso(start),
    end: iso(endOfWeek(date, WEEK_STARTS_ON_MONDAY)),
    days: Array.from({ length: 7 }, (_, index) => iso(addDays(start, index))),
  }
}

/** The week `offset` weeks away from the week of `day` (−1 the previous, 1 the next). */
export function shiftWeek(day: string, offset: number): WeekRange {
  return weekRange(iso(addDays(parseISO(weekRange(day).start), offset * 7)))
}
