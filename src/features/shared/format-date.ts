import { i18n } from '@lingui/core'
import { format, parseISO, type Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'

/**
 * The one place dates become text (spec §3: `MM/dd/yyyy` on screen, `yyyy-MM-dd` on the wire).
 * - A date as numbers (tables, lists, fields' neighbours) is always MM/dd/yyyy, in either language:
 *   a Puerto Rico office reads "12/11/2026" as December 11, so never dd/MM.
 * - A date standing alone in a sentence spells the month out ("11 de diciembre de 2026").
 * - A day's heading adds the weekday ("Viernes, 11 de diciembre de 2026").
 * Words come from date-fns in the active language; weeks start on Monday (spec §9). The locales
 * live here, not at start-up, so screens without dates never load them.
 */
const DATE_LOCALES: Record<string, Locale> = { es, 'en-US': enUS }

export const SCREEN_DATE_PATTERN = 'MM/dd/yyyy'

/** date-fns options in the active language (for the few formats that live beside their screen). */
export function dateOptions() {
  return { locale: DATE_LOCALES[i18n.locale] ?? es, weekStartsOn: 1 as const }
}

/** A yyyy-MM-dd date or an ISO moment as a Date (a bare date is a local calendar day). */
const asDate = (value: string) => parseISO(value)

/** "12/11/2026": a date as numbers, in tables and lists. */
export function formatDate(isoDate: string): string {
  return format(asDate(isoDate), SCREEN_DATE_PATTERN)
}

/** "12/11/2026 09:30": a moment as numbers. */
export function formatDateTime(isoTimestamp: string): string {
  return format(asDate(isoTimestamp), `${SCREEN_DATE_PATTERN} HH:mm`)
}

/** "11 de diciembre de 2026" / "December 11, 2026": a date inside a sentence. */
export function formatDateInWords(isoDate: string): string {
  return format(asDate(isoDate), i18n.locale === 'en-US' ? 'MMMM d, yyyy' : "d 'de' MMMM 'de' yyyy", dateOptions())
}

/** "11 de diciembre de 2026, 09:30": a moment inside a sentence. */
export function formatDateTimeInWords(isoTimestamp: string): string {
  return `${formatDateInWords(isoTimestamp)}, ${format(asDate(isoTimestamp), 'HH:mm')}`
}

/** "Viernes, 11 de diciembre de 2026": a day as a heading. */
export function formatLongDate(isoDate: string): string {
  return capitalizeFirst(format(asDate(isoDate), 'PPPP', dateOptions()))
}

/** Spanish writes weekdays in lower case; at the start of a line the first letter is capital. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
