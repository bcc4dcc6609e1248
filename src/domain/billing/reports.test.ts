import { describe, expect, it } from 'vitest'
import { complianceBand, minutesByMonth, minutesByRegion, referralMandate, schoolDays, unrecordedByMonthAndRegion, type SummaryCell } from './reports'

const cell = (region: string, month: string, mandated: number, delivered: number, unrecorded = 0, missed = 0): SummaryCell => ({
  region,
  month,
  mandated_minutes: mandated,
  delivered_minutes: delivered,
  expected_visits: 0,
  delivered_visits: 0,
  missed_visits: missed,
  unrecorded_visits: unrecorded,
  waiting_referrals: 0,
  waiting_visits: 0,
  waiting_minutes: 0,
})

const summary = {
  months: ['2026-01', '2026-02', '2026-03'],
  cells: [cell('San Juan', '2026-01', 300, 240, 2, 1), cell('Bayamón', '2026-01', 100, 100, 0, 0), cell('San Juan', '2026-02', 200, 50, 5, 3), cell('Arecibo', '2026-09', 999, 999, 9, 9)],
}

describe('chart data shaping', () => {
  it('sums the regions per month, every month present even without data, months outside the year left out', () => {
    expect(minutesByMonth(summary)).toEqual([
      { month: '2026-01', mandated: 400, delivered: 340, unrecorded: 2, missed: 1 },
      { month: '2026-02', mandated: 200, delivered: 50, unrecorded: 5, missed: 3 },
      { month: '2026-03', mandated: 0, delivered: 0, unrecorded: 0, missed: 0 },
    ])
  })

  it('keeps one region when asked', () => {
    expect(minutesByMonth(summary, 'Bayamón').map((point) => point.mandated)).toEqual([100, 0, 0])
    expect(minutesByMonth(summary, 'Ponce').every((point) => point.mandated === 0)).toBe(true)
  })

  it('sums each region over the year with its delivered share, regions in Spanish order', () => {
    expect(minutesByRegion({ cells: [...summary.cells, cell('Caguas', '2026-01', 0, 0)] })).toEqual([
      { region: 'Arecibo', mandated: 999, delivered: 999, percent: 100, unrecorded: 9 },
      { region: 'Bayamón', mandated: 100, delivered: 100, percent: 100, unrecorded: 0 },
      { region: 'Caguas', mandated: 0, delivered: 0, percent: null, unrecorded: 0 },
      { region: 'San Juan', mandated: 500, delivered: 290, percent: 58, unrecorded: 7 },
    ])
  })

  it('pivots unrecorded visits to one row per month and one column per region asked for', () => {
    expect(unrecordedByMonthAndRegion(summary, ['Bayamón', 'San Juan'])).toEqual([
      { month: '2026-01', Bayamón: 0, 'San Juan': 2 },
      { month: '2026-02', Bayamón: 0, 'San Juan': 5 },
      { month: '2026-03', Bayamón: 0, 'San Juan': 0 },
    ])
  })

  it('bands compliance at 100, 75 and 50 %, and nothing due apart', () => {
    expect([complianceBand(8, 8), complianceBand(9, 8), complianceBand(6, 8), complianceBand(4, 8), complianceBand(3, 8), complianceBand(0, 0), complianceBand(2, 0)]).toEqual([
      'met',
      'met',
      'near',
      'low',
      'poor',
      'none_due',
      'none_due',
    ])
  })
})

describe('referralMandate', () => {
  it('agrees with the ledger’s mandatedMinutes for one referral, in visits and in minutes', async () => {
    const { mandatedMinutes } = await import('../referrals/ledger')
    const referrals = [
      { id: 1, start_date: '2026-02-02', end_date: null, weekly_frequency: 2, session_minutes: 30 },
      { id: 2, start_date: '2025-12-17', end_date: '2026-02-11', weekly_frequency: 3, session_minutes: 45 },
      { id: 3, start_date: '2026-03-20', end_date: null, weekly_frequency: 1, session_minutes: 60 },
    ]
    const ranges: [string, string][] = [
      ['2026-02-01', '2026-02-28'],
      ['2026-01-01', '2026-01-31'],
      ['2026-03-01', '2026-03-10'],
      ['2025-07-01', '2026-06-30'],
    ]
    for (const referral of referrals) {
      for (const [from, to] of ranges) {
        expect(referralMandate(referral, from, to)).toEqual({
          visits: mandatedMinutes([{ ...referral, session_minutes: 1 }], from, to),
          minutes: mandatedMinutes([referral], from, to),
        })
      }
    }
  })

  it('counts Monday to Friday only', () => {
    expect(schoolDays('2026-02-02', '2026-02-08')).toBe(5)
    expect(schoolDays('2026-02-07', '2026-02-08')).toBe(0)
    expect(schoolDays('2026-02-09', '2026-02-01')).toBe(0)
    expect(referralMandate({ start_date: '2026-02-02', end_date: null, weekly_frequency: 2, session_minutes: 30 }, '2026-02-01', '2026-02-28')).toEqual({ visits: 8, minutes: 240 })
  })
})
