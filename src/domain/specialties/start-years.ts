import { START_YEAR_CHOICES } from '../constants'

/**
 * The years a provider may have begun practising (spec §5, §9): the current year and the 80
 * before it, newest first (81 entries). `today` is the company's day, yyyy-MM-dd.
 */
export function startYearChoices(today: string): number[] {
  const year = Number(today.slice(0, 4))
  return Array.from({ length: START_YEAR_CHOICES }, (_, index) => year - index)
}

/** Whether `year` is one of today's choices (the form and the server accept no other). */
export function isStartYearChoice(year: number, today: string): boolean {
  const current = Number(today.slice(0, 4))
  return Number.isInteger(year) && year <= current && year > current - START_YEAR_CHOICES
}
