import { i18n } from '@lingui/core'
import * as dates from '../../domain/formats/dates'

/**
 * Dates on screen, in the active language: the app's side of the one date helper
 * (src/domain/formats/dates.ts), which the server's PDFs and workbooks use too, so a screen, a
 * pay stub and a workbook write the same day the same way (spec §3: MM/dd/yyyy for people).
 * - A date as numbers (tables, lists, fields' neighbours) is always MM/dd/yyyy, in either language.
 * - A date standing alone in a sentence spells the month out ("11 de diciembre de 2026").
 * - A day's heading adds the weekday ("Viernes, 11 de diciembre de 2026").
 */

export const SCREEN_DATE_PATTERN = dates.DATE_PATTERN

/** date-fns options in the active language (for the few formats that live beside their screen). */
export function dateOptions() {
  return dates.dateOptionsIn(i18n.locale)
}

/** "12/11/2026": a date as numbers, in tables and lists. */
export const formatDate = (isoDate: string): string => dates.formatDate(isoDate)

/** "12/11/2026 09:30": a moment as numbers. */
export const formatDateTime = (isoTimestamp: string): string => dates.formatDateTime(isoTimestamp)

/** "11 de diciembre de 2026" / "December 11, 2026": a date inside a sentence. */
export const formatDateInWords = (isoDate: string): string => dates.formatDateInWords(isoDate, i18n.locale)

/** "11 de diciembre de 2026, 09:30": a moment inside a sentence. */
export function formatDateTimeInWords(isoTimestamp: string): string {
  return `${formatDateInWords(isoTimestamp)}, ${dates.formatDateTime(isoTimestamp).slice(-5)}`
}

/** "Viernes, 11 de diciembre de 2026": a day as a heading. */
export const formatLongDate = (isoDate: string): string => dates.formatLongDate(isoDate, i18n.locale)

/** "octubre 2026" / "October 2026": a month of a year. */
export const formatMonthYear = (isoDate: string): string => dates.formatMonthYear(isoDate, i18n.locale)

/** "Lunes" / "Monday": a weekday by ISO number (1 Monday … 7 Sunday), capitalised. */
export const weekdayName = (isoDay: number): string => dates.capitalizeFirst(dates.weekdayName(isoDay, i18n.locale))

export const capitalizeFirst = dates.capitalizeFirst
