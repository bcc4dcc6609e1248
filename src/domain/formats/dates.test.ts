import { describe, expect, it } from 'vitest'
import { dateLanguageOf, formatDate, formatDateInWords, formatLongDate, formatMonthYear, SHEET_DATE_FORMAT, sheetDate, weekdayName } from './dates'

describe('the one date helper (screens, PDFs, workbooks)', () => {
  it('writes a date as MM/dd/yyyy whatever the language, and leaves text that is no date alone', () => {
    expect(formatDate('2026-12-04')).toBe('12/04/2026')
    expect(formatDate('not a date')).toBe('not a date')
    expect(SHEET_DATE_FORMAT).toBe('mm/dd/yyyy')
  })

  it('spells months and days in the reader’s language', () => {
    expect(formatMonthYear('2026-10-01', 'es')).toBe('octubre 2026')
    expect(formatMonthYear('2026-10-01', 'en-US')).toBe('October 2026')
    expect(formatDateInWords('2026-12-11', 'en')).toBe('December 11, 2026')
    expect(formatLongDate('2026-12-11', 'es')).toBe('Viernes, 11 de diciembre de 2026')
    expect(weekdayName(1, 'es')).toBe('lunes')
    expect(weekdayName(3, 'en-US')).toBe('Wednesday')
    expect(weekdayName(7, 'en-US')).toBe('Sunday')
  })

  it('takes en, en-US or en-GB as English and anything else as Spanish', () => {
    expect(dateLanguageOf('en')).toBe('en-US')
    expect(dateLanguageOf('en-GB')).toBe('en-US')
    expect(dateLanguageOf('fr')).toBe('es')
    expect(dateLanguageOf(undefined)).toBe('es')
  })

  it('makes a workbook date the day itself at midnight UTC (Excel has no time zone)', () => {
    expect(sheetDate('2026-10-19').toISOString()).toBe('2026-10-19T00:00:00.000Z')
  })
})
