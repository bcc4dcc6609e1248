import { COMPANY_TIME_ZONE } from '../constants'

// en-CA formats dates as yyyy-MM-dd, which is the format the whole product uses.
const dateInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const timeInZone = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "Today" as yyyy-MM-dd in the company's time zone: the day a person in Puerto Rico sees. */
export function companyToday(now: Date = new Date()): string {
  return dateInZone.format(now)
}

/** The current time as HH:mm in the company's time zone. */
export function companyTimeNow(now: Date = new Date()): string {
  return timeInZone.format(now)
}
