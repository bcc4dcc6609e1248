/** Calendar arithmetic on yyyy-MM-dd strings, free of time zones (the date is already local). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  const valid = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
  return valid ? { year, month, day } : null
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null
}

function toUtcDays(value: string): number {
  const parsed = parseIsoDate(value)
  if (!parsed) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`)
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) / 86_400_000
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toUtcDays(to) - toUtcDays(from)
}

/** The calendar date `days` after `isoDate` (negative for before). */
export function addDays(isoDate: string, days: number): string {
  const parsed = parseIsoDate(isoDate)
  if (!parsed) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`)
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)).toISOString().slice(0, 10)
}
