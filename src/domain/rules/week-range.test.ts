import { describe, expect, it } from 'vitest'
import { shiftWeek, weekRange } from './week-range'

describe('weekRange', () => {
  it('starts on Monday and ends on Sunday', () => {
    // Wednesday 2026-11-25.
    expect(weekRange('2026-11-25')).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    })
  })

  it('puts a Sunday in the week that began the Monday before, and a Monday in its own', () => {
    expect(weekRange('2026-11-29').start).toBe('2026-11-23')
    expect(weekRange('2026-11-30').start).toBe('2026-11-30')
  })

  it('crosses months and years', () => {
    expect(weekRange('2027-01-01')).toMatchObject({ start: '2026-12-28', end: '2027-01-03' })
    expect(weekRange('2028-03-01')).toMatchObject({ start: '2028-02-28', end: '2028-03-05' })
  })

  it('moves by whole weeks', () => {
    expect(shiftWeek('2026-11-25', -1)).toMatchObject({ start: '2026-11-16', end: '2026-11-22' })
    expect(shiftWeek('2026-11-25', 1)).toMatchObject({ start: '2026-11-30', end: '2026-12-06' })
  })
})
