import { i18n } from '@lingui/core'
import { format, parseISO, type Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'

/**
 * Dates on screen go through date-fns in the active language (Spanish by default), so a
 * Spanish-speaking person reads "Sábado, 21 de noviembre de 2026". Weeks start on Monday
 * (spec §9). The locales live here, not at start-up, so screens without dates never load them.
 * (English costs nothing extra: date-fns's format() bundles it as its default locale.)
 */
const DATE_LOCALES: Record<string, Locale> = { es, 'en-US': enUS }

/** date-fns options in the active language (for the few formats that live beside their screen). */
export function dateOptions() {
  return { locale: DATE_LOCALES[i18n.locale] ?? es, weekStartsOn: 1 as const }
}

export function formatLongDate(isoDate: string): string {
  return capitalizeFirst(format(parseISO(isoDate), 'PPPP', dateOptions()))
}

export function formatShortDate(isoDate: string): string {
  return format(parseISO(isoDate), 'P', dateOptions())
}

/** A moment as date and time, e.g. "21/11/2026, 09:30". */
export function formatDateTime(isoTimestamp: string): string {
  return format(parseISO(isoTimestamp), 'Pp', dateOptions())
}

/** Spanish writes weekdays in lower case; at the start of a line the first letter is capital. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
