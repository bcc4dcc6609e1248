import { isIsoDate } from '../../../domain/rules/dates'

/** The day shown: the chosen one if it is a real date, never after today (spec §2: the picker's maximum). */
export function shownDay(date: string | undefined, today: string): string {
  return date && isIsoDate(date) && date <= today ? date : today
}
