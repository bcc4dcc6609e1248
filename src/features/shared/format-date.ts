import { format, formatDistanceToNow, parseISO } from 'date-fns'

/**
 * Dates on screen go through date-fns with the active locale (set by src/app/i18n.ts), so a
 * Spanish person reads "sábado, 21 de noviembre de 2026".
 */
export function formatLongDate(isoDate: string): string {
  return capitalizeFirst(format(parseISO(isoDate), 'PPPP'))
}

/** Spanish writes weekdays in lower case; at the start of a line the first letter is capital. */
function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

export function formatShortDate(isoDate: string): string {
  return format(parseISO(isoDate), 'P')
}

export function formatAgo(isoTimestamp: string): string {
  return formatDistanceToNow(parseISO(isoTimestamp), { addSuffix: true })
}
