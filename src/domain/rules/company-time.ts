import { COMPANY_TIME_ZONE } from '../constants'

// Made on first use, not at import: a formatter with a time zone loads the zone's data, which
// costs a cheap tablet about 40 ms that a screen without dates (sign-in) should not pay.
let formatters: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined

function inZone() {
  formatters ??= {
    // en-CA formats dates as yyyy-MM-dd, which is the format the whole product uses.
    date: new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
    time: new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }
  return formatters
}

/** "Today" as yyyy-MM-dd in the company's time zone: the day a person in Puerto Rico sees. */
export function companyToday(now: Date = new Date()): string {
  return inZone().date.format(now)
}

/** The current time as HH:mm in the company's time zone. */
export function companyTimeNow(now: Date = new Date()): string {
  return inZone().time.format(now)
}

/** How far a session's time may be ahead of the clock that checks it (device clocks drift). */
export const CLOCK_TOLERANCE_MINUTES = 10

/** The latest HH:mm a session recorded today may have: now plus the tolerance, never past 23:59. */
export function latestSessionTime(now: Date = new Date()): string {
  const later = new Date(now.getTime() + CLOCK_TOLERANCE_MINUTES * 60_000)
  return companyToday(later) === companyToday(now) ? companyTimeNow(later) : '23:59'
}
