import { describe, expect, it } from 'vitest'
import { dueUntil, monthlyPeriods } from './periods'

describe('monthlyPeriods', () => {
  it('cuts a July–June academic year into twelve calendar months', () => {
    const periods = monthlyPeriods('2026-07-01', '2027-06-30')
    expect(periods).toHaveLength(12)
    expect(periods[0]).toEqual({ name: 'julio 2026', start_date: '2026-07-01', end_date: '2026-07-31' })
    expect(periods[7]).toEqual({ name: 'febrero 2027', start_date: '2027-02-01', end_date: '2027-02-28' })
    expect(periods[11]).toEqual({ name: 'junio 2027', start_date: '2027-06-01', end_date: '2027-06-30' })
  })

  it('keeps a year that starts or ends mid-month inside its own dates', () => {
    expect(monthlyPeriods('2026-08-15', '2026-10-10')).toEqual([
      { name: 'agosto 2026', start_date: '2026-08-15', end_date: '2026-08-31' },
      { name: 'septiembre 2026', start_date: '2026-09-01', end_date: '2026-09-30' },
      { name: 'octubre 2026', start_date: '2026-10-01', end_date: '2026-10-10' },
    ])
  })

  it('knows leap years', () => {
    expect(monthlyPeriods('2028-02-01', '2028-02-29')).toEqual([{ name: 'febrero 2028', start_date: '2028-02-01', end_date: '2028-02-29' }])
  })
})

describe('dueUntil', () => {
  it('is today while the period runs, and its end once it is over', () => {
    expect(dueUntil({ start_date: '2026-11-01', end_date: '2026-11-30' }, '2026-11-25')).toBe('2026-11-25')
    expect(dueUntil({ start_date: '2026-10-01', end_date: '2026-10-31' }, '2026-11-25')).toBe('2026-10-31')
  })
})
