import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, parseIsoDate } from '../rules/dates'
import { ledgerLine, mandatedMinutes, type LedgerReferral, type LedgerVisits } from './ledger'

// Two school weeks: Monday 2 March to Friday 13 March 2026 (weekends on 7–8 and 14–15).
const PERIOD = { from: '2026-03-02', to: '2026-03-13' }
const twicePerWeek: LedgerReferral = { id: 1, start_date: '2026-03-02', end_date: null, weekly_frequency: 2, session_minutes: 30 }
const given = (count: number, minutes = 30, referral_id = 1): LedgerVisits => ({ referral_id, missed: null, minutes, count })
const missed = (cause: 'provider' | 'student' | 'school', count: number, referral_id = 1): LedgerVisits => ({ referral_id, missed: cause, minutes: 30, count })

// The student changed provider: the first referral closed on Friday 6 March, the second (once a
// week, 45 minutes) started on Monday 9 March.
const firstProvider: LedgerReferral = { id: 1, start_date: '2026-03-02', end_date: '2026-03-06', weekly_frequency: 2, session_minutes: 30 }
const secondProvider: LedgerReferral = { id: 2, start_date: '2026-03-09', end_date: null, weekly_frequency: 1, session_minutes: 45 }

interface Case {
  name: string
  referrals: LedgerReferral[]
  visits: LedgerVisits[]
  requested?: number
  expected: { mandated: number; delivered: number; excused: number; providerMissed: number; owed: number; outstanding: number; visits: number }
}

const cases: Case[] = [
  { name: 'every visit given', referrals: [twicePerWeek], visits: [given(4)], expected: { mandated: 120, delivered: 120, excused: 0, providerMissed: 0, owed: 0, outstanding: 0, visits: 0 } },
  { name: 'nothing recorded: all owed', referrals: [twicePerWeek], visits: [], expected: { mandated: 120, delivered: 0, excused: 0, providerMissed: 0, owed: 120, outstanding: 120, visits: 4 } },
  { name: 'student absences are not owed', referrals: [twicePerWeek], visits: [given(2), missed('student', 2)], expected: { mandated: 120, delivered: 60, excused: 60, providerMissed: 0, owed: 0, outstanding: 0, visits: 0 } },
  { name: 'a closed school is not owed', referrals: [twicePerWeek], visits: [given(3), missed('school', 1)], expected: { mandated: 120, delivered: 90, excused: 30, providerMissed: 0, owed: 0, outstanding: 0, visits: 0 } },
  { name: 'provider misses are owed', referrals: [twicePerWeek], visits: [given(2), missed('provider', 2)], expected: { mandated: 120, delivered: 60, excused: 0, providerMissed: 60, owed: 60, outstanding: 60, visits: 2 } },
  { name: 'partial sessions owe the rest', referrals: [twicePerWeek], visits: [given(4, 20)], expected: { mandated: 120, delivered: 80, excused: 0, providerMissed: 0, owed: 40, outstanding: 40, visits: 2 } },
  { name: 'a longer session does not make up a missing one', referrals: [twicePerWeek], visits: [given(2, 60)], expected: { mandated: 120, delivered: 60, excused: 0, providerMissed: 0, owed: 60, outstanding: 60, visits: 2 } },
  {
    name: 'a referral starting mid-week mandates only its days',
    referrals: [{ ...twicePerWeek, start_date: '2026-03-04' }],
    visits: [],
    // Wednesday to Friday is 3/5 of a week: 36 minutes; then a full week, 60.
    expected: { mandated: 96, delivered: 0, excused: 0, providerMissed: 0, owed: 96, outstanding: 96, visits: 4 },
  },
  {
    name: 'changed provider mid-year, both served in full',
    referrals: [firstProvider, secondProvider],
    visits: [given(2, 30, 1), given(1, 45, 2)],
    expected: { mandated: 105, delivered: 105, excused: 0, providerMissed: 0, owed: 0, outstanding: 0, visits: 0 },
  },
  {
    name: 'changed provider mid-year, the new provider missed a visit',
    referrals: [firstProvider, secondProvider],
    visits: [given(2, 30, 1), { referral_id: 2, missed: 'provider', minutes: 45, count: 1 }],
    // Outstanding visits are counted in the new referral's 45-minute sessions.
    expected: { mandated: 105, delivered: 60, excused: 0, providerMissed: 45, owed: 45, outstanding: 45, visits: 1 },
  },
  {
    name: 'changed provider, the old referral closed late: each day counts once',
    referrals: [{ ...firstProvider, end_date: '2026-03-13' }, secondProvider],
    visits: [],
    expected: { mandated: 105, delivered: 0, excused: 0, providerMissed: 0, owed: 105, outstanding: 105, visits: 3 },
  },
  {
    name: 'minutes of open requests are no longer outstanding',
    referrals: [twicePerWeek],
    visits: [],
    requested: 60,
    expected: { mandated: 120, delivered: 0, excused: 0, providerMissed: 0, owed: 120, outstanding: 60, visits: 2 },
  },
  { name: 'more absences than mandate never owes less than zero', referrals: [twicePerWeek], visits: [missed('student', 6)], expected: { mandated: 120, delivered: 0, excused: 180, providerMissed: 0, owed: 0, outstanding: 0, visits: 0 } },
]

describe('the compensatory ledger rule', () => {
  it.each(cases)('$name', ({ referrals, visits, requested, expected }) => {
    const line = ledgerLine(referrals, visits, PERIOD, requested ?? 0)
    expect({
      mandated: line.mandated_minutes,
      delivered: line.delivered_minutes,
      excused: line.excused_minutes,
      providerMissed: line.provider_missed_minutes,
      owed: line.owed_minutes,
      outstanding: line.outstanding_minutes,
      visits: line.outstanding_visits,
    }).toEqual(expected)
  })

  it('counts no weekend days and nothing before a referral starts or after it ends', () => {
    expect(mandatedMinutes([twicePerWeek], '2026-03-07', '2026-03-08')).toBe(0)
    expect(mandatedMinutes([{ ...twicePerWeek, start_date: '2026-03-20' }], PERIOD.from, PERIOD.to)).toBe(0)
    expect(mandatedMinutes([{ ...twicePerWeek, end_date: '2026-03-06' }], PERIOD.from, PERIOD.to)).toBe(60)
  })
})

/** The rule as written, day by day: what mandatedMinutes must equal, however it counts. */
function mandatedDayByDay(referrals: readonly LedgerReferral[], from: string, to: string): number {
  const latestFirst = [...referrals].sort((a, b) => (a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : b.id - a.id))
  let fifths = 0
  for (let offset = 0; offset <= daysBetween(from, to); offset++) {
    const day = addDays(from, offset)
    const { year, month, day: date } = parseIsoDate(day)!
    const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    const governing = latestFirst.find((referral) => referral.start_date <= day && (referral.end_date === null || day <= referral.end_date))
    if (governing) fifths += governing.weekly_frequency * governing.session_minutes
  }
  return Math.round(fifths / 5)
}

describe('mandated minutes, counted by pieces of the period', () => {
  const dayArb = fc.integer({ min: 0, max: 500 }).map((offset) => addDays('2026-06-01', offset))
  const referralArb = fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    start_date: dayArb,
    end_date: fc.option(dayArb, { nil: null }),
    weekly_frequency: fc.integer({ min: 1, max: 5 }),
    session_minutes: fc.constantFrom(15, 30, 45, 60),
  })

  it('equals the rule counted day by day, for any referrals (overlapping, ended before they start, open) and period', () => {
    fc.assert(
      fc.property(fc.array(referralArb, { maxLength: 4 }), dayArb, dayArb, (referrals, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a]
        expect(mandatedMinutes(referrals, from, to)).toBe(mandatedDayByDay(referrals, from, to))
      }),
      { numRuns: 500 },
    )
  })
})
