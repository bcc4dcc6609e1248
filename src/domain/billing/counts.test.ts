import { describe, expect, it } from 'vitest'
import { visitsDue, visitsDueBetween } from './counts'

// November 2026: 21 school days; Mondays 2, 9, 16, 23, 30 and Wednesdays 4, 11, 18, 25.
const NOVEMBER = { start_date: '2026-11-01', end_date: '2026-11-30' }
const twiceAWeek = { id: 1, start_date: '2026-08-17', end_date: null, weekly_frequency: 2 }

describe('visits due (the counting rule)', () => {
  it('without a schedule: the frequency by school days, rounded', () => {
    expect(visitsDueBetween(twiceAWeek, NOVEMBER.start_date, NOVEMBER.end_date)).toBe(8) // 21 × 2 ÷ 5 = 8.4
    expect(visitsDueBetween({ ...twiceAWeek, schedule_days: [] }, NOVEMBER.start_date, NOVEMBER.end_date)).toBe(8)
  })

  it('with a schedule: the sessions it expects, whatever the frequency says', () => {
    expect(visitsDueBetween({ ...twiceAWeek, schedule_days: [1, 3] }, NOVEMBER.start_date, NOVEMBER.end_date)).toBe(9)
    // A schedule of one slot a week for a frequency of two: the office expects what the provider's days list.
    expect(visitsDueBetween({ ...twiceAWeek, schedule_days: [1] }, NOVEMBER.start_date, NOVEMBER.end_date)).toBe(5)
  })

  it('counts a period up to today while it runs, within the referral\'s dates', () => {
    expect(visitsDue({ ...twiceAWeek, schedule_days: [1, 3] }, NOVEMBER, '2026-11-16')).toBe(5) // 2, 4, 9, 11, 16
    expect(visitsDue({ ...twiceAWeek, end_date: '2026-11-10', schedule_days: [1, 3] }, NOVEMBER, '2026-11-28')).toBe(3)
  })
})
