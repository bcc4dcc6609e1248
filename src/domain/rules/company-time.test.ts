import { describe, expect, it } from 'vitest'
import { companyTimeNow, companyToday, latestSessionTime } from './company-time'

// Puerto Rico is UTC-4 all year (no daylight saving time).
describe('companyToday', () => {
  it.each([
    ['2026-11-21T03:30:00Z', '2026-11-20'], // 23:30 the evening before, in San Juan
    ['2026-11-21T04:30:00Z', '2026-11-21'], // 00:30 in San Juan
    ['2026-11-21T23:30:00Z', '2026-11-21'],
    ['2026-11-22T00:30:00Z', '2026-11-21'], // still the 21st in San Juan
    ['2024-03-01T03:59:59Z', '2024-02-29'], // leap day
    ['2026-07-01T03:00:00Z', '2026-06-30'], // summer: still UTC-4
  ])('at %s it is %s in America/Puerto_Rico', (instant, expected) => {
    expect(companyToday(new Date(instant))).toBe(expected)
  })
})

describe('companyTimeNow', () => {
  it('is the 24-hour wall clock time in San Juan', () => {
    expect(companyTimeNow(new Date('2026-11-21T10:05:00Z'))).toBe('06:05')
    expect(companyTimeNow(new Date('2026-11-22T00:00:00Z'))).toBe('20:00')
    expect(companyTimeNow(new Date('2026-11-21T04:00:00Z'))).toBe('00:00')
  })
})

describe('latestSessionTime', () => {
  it('is now in San Juan plus the clock tolerance, and never past midnight', () => {
    expect(latestSessionTime(new Date('2026-03-10T14:00:00Z'))).toBe('10:10')
    expect(latestSessionTime(new Date('2026-03-11T03:55:00Z'))).toBe('23:59')
  })
})
