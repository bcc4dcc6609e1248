import { describe, expect, it } from 'vitest'
import { START_YEAR_CHOICES } from '../constants'
import { companyToday } from '../rules/company-time'
import { isStartYearChoice, startYearChoices } from './start-years'

describe('startYearChoices', () => {
  it('offers the current year back 80 years, newest first: 81 entries', () => {
    const years = startYearChoices('2026-11-21')
    expect(START_YEAR_CHOICES).toBe(81)
    expect(years).toHaveLength(81)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1946)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })

  it('takes the year of the company day: New Year in San Juan, not in UTC', () => {
    // 31 December 22:30 in San Juan is already 1 January in UTC.
    expect(startYearChoices(companyToday(new Date('2027-01-01T02:30:00Z')))[0]).toBe(2026)
    expect(startYearChoices(companyToday(new Date('2027-01-01T04:30:00Z')))[0]).toBe(2027)
  })

  it.each([
    [2026, true],
    [1946, true],
    [1945, false],
    [2027, false],
    [2010.5, false],
  ])('in 2026, %s is a choice: %s', (year, expected) => {
    expect(isStartYearChoice(year, '2026-03-10')).toBe(expected)
  })
})
