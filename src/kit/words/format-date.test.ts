import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateInWords, formatDateTime, formatDateTimeInWords, formatLongDate } from './format-date'

describe('format-date', () => {
  const activate = (locale: string) => {
    i18n.load(locale, {})
    i18n.activate(locale)
  }
  afterEach(() => activate('es'))

  it('writes a date as numbers MM/dd/yyyy in both languages, never dd/MM', () => {
    for (const locale of ['es', 'en-US']) {
      activate(locale)
      expect(formatDate('2026-12-11')).toBe('12/11/2026')
      expect(formatDate('2027-12-28')).toBe('12/28/2027')
    }
  })

  it('spells the month out where a date stands in a sentence, in the active language', () => {
    activate('es')
    expect(formatDateInWords('2026-12-11')).toBe('11 de diciembre de 2026')
    expect(formatLongDate('2026-12-11')).toBe('Viernes, 11 de diciembre de 2026')
    activate('en-US')
    expect(formatDateInWords('2026-12-11')).toBe('December 11, 2026')
  })

  it('writes moments with the 24-hour time', () => {
    activate('es')
    const moment = new Date(2026, 11, 11, 9, 30).toISOString()
    expect(formatDateTime(moment)).toBe('12/11/2026 09:30')
    expect(formatDateTimeInWords(moment)).toBe('11 de diciembre de 2026, 09:30')
  })
})
