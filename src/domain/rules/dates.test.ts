import { describe, expect, it } from 'vitest'
import { daysBetween, isIsoDate, parseIsoDate } from './dates'

describe('parseIsoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true)
  })

  it.each(['2026-02-29', '1900-02-29', '2026-13-01', '2026-04-31', '2026-1-1', '21/11/2026', '2026-11-21T00:00', ''])(
    'refuses %s',
    (value) => {
      expect(parseIsoDate(value)).toBeNull()
    },
  )
})

describe('daysBetween', () => {
  it('counts calendar days, across months and leap days', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0)
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30)
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1)
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1)
  })

  it('refuses malformed dates instead of guessing', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError)
  })
})
