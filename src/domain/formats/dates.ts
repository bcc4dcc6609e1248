import { format, parseISO, type Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'

/**
 * The one place dates become text, for screens, PDFs and workbooks alike (spec §3: `MM/dd/yyyy`
 * for people, `yyyy-MM-dd` on the wire). The app's src/kit/words/format-date.ts calls these
 * with the language on screen; the server calls them with the reader's (the request's
 * Accept-Language, or the language of whoever asked for a document made in the background).
 * - A date as numbers (tables, lists, fields, documents) is always MM/dd/yyyy, in either language:
 *   a Puerto Rico office reads "12/11/2026" as December 11, so never dd/MM.
 * - A date standing alone in a sentence spells the month out ("11 de diciembre de 2026").
 * - A day's heading adds the weekday ("Viernes, 11 de diciembre de 2026").
 * - A month names itself ("octubre 2026" / "October 2026").
 * - A workbook's date is a real date cell (so a spreadsheet sorts and filters it) shown with
 *   SHEET_DATE_FORMAT, Excel's spelling of the same pattern.
 * Words come from date-fns in the reader's language; weeks start on Monday (spec §9).
 */

/** The languages documents are written in: Spanish (the default) and English (en-US). */
export type DateLanguage = 'es' | 'en-US'

const DATE_LOCALES: Record<DateLanguage, Locale> = { es, 'en-US': enUS }

/** date-fns' pattern for a date as numbers. */
export const DATE_PATTERN = 'MM/dd/yyyy'
/** Excel's number format for a date cell, and for a moment's cell: the same MM/dd/yyyy. */
export const SHEET_DATE_FORMAT = 'mm/dd/yyyy'
export const SHEET_DATETIME_FORMAT = 'mm/dd/yyyy hh:mm'

/** 'en', 'en-US', 'en-GB' → en-US; anything else → es (the default language). */
export const dateLanguageOf = (language: string | undefined): DateLanguage => (language?.toLowerCase().startsWith('en') ? 'en-US' : 'es')

/** date-fns options in a language (for the few formats that live beside their screen). */
export function dateOptionsIn(language: string | undefined) {
  return { locale: DATE_LOCALES[dateLanguageOf(language)], weekStartsOn: 1 as const }
}

/** A yyyy-MM-dd date or an ISO moment as a Date (a bare date is a local calendar day). */
const asDate = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value)

/** "12/11/2026": a date as numbers, in tables, lists and documents (text that is no date stays as it is). */
export function formatDate(isoDate: string | Date): string {
  const date = asDate(isoDate)
  if (Number.isNaN(date.getTime())) return String(isoDate)
  return format(date, DATE_PATTERN)
}

/** "12/11/2026 09:30": a moment as numbers (in the local clock of whoever formats it). */
export function formatDateTime(isoTimestamp: string | Date): string {
  return format(asDate(isoTimestamp), `${DATE_PATTERN} HH:mm`)
}

/** "11 de diciembre de 2026" / "December 11, 2026": a date inside a sentence. */
export function formatDateInWords(isoDate: string | Date, language: string | undefined): string {
  const lang = dateLanguageOf(language)
  return format(asDate(isoDate), lang === 'en-US' ? 'MMMM d, yyyy' : "d 'de' MMMM 'de' yyyy", dateOptionsIn(lang))
}

/** "Viernes, 11 de diciembre de 2026" / "Friday, December 11, 2026": a day as a heading. */
export function formatLongDate(isoDate: string | Date, language: string | undefined): string {
  return capitalizeFirst(format(asDate(isoDate), 'PPPP', dateOptionsIn(language)))
}

/** "octubre 2026" / "October 2026": a month of a year (a billing period's name). */
export function formatMonthYear(isoDate: string | Date, language: string | undefined): string {
  return format(asDate(isoDate), 'MMMM yyyy', dateOptionsIn(language))
}

/** "lunes" / "Monday": a weekday by ISO number (1 Monday … 7 Sunday). */
export function weekdayName(isoDay: number, language: string | undefined): string {
  // 2024-01-01 was a Monday.
  return format(new Date(2024, 0, isoDay), 'EEEE', dateOptionsIn(language))
}

/** A yyyy-MM-dd date as the Date a workbook writes as that day (Excel has no time zone: midnight UTC). */
export const sheetDate = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)

/** Spanish writes weekdays and months in lower case; at the start of a line the first letter is capital. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
