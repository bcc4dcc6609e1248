import { describe, expect, it } from 'vitest'
import { frequencyFindings, overlapFindings, scrub, visitFindings, weekStart, type VisitFacts } from './rules'

let sequence = 0
const visit = (overrides: Partial<VisitFacts> = {}): VisitFacts => {
  sequence++
  return {
    visit_id: `v${String(sequence).padStart(3, '0')}`,
    session_id: `s${String(sequence).padStart(3, '0')}`,
    provider_id: 1,
    student_id: 10,
    referral_id: 100,
    date: '2026-02-10',
    time: '09:00',
    minutes: 30,
    delivered: true,
    telehealth: false,
    provider_specialty_id: 5,
    license_expiration: '2026-12-31',
    telehealth_license_expiration: null,
    has_active_plan: true,
    weekly_frequency: 2,
    signature_since: '2025-01-01',
    ...overrides,
  }
}
const rulesOf = (facts: VisitFacts) => visitFindings(facts).map((finding) => finding.rule)

describe('visit rules, both ways', () => {
  it.each([
    ['a clean visit', {}, []],
    ['licence valid on the day it expires', { license_expiration: '2026-02-10' }, []],
    ['licence expired the day before', { license_expiration: '2026-02-09' }, ['license_lapsed']],
    ['no specialty on the session', { provider_specialty_id: null, license_expiration: null }, ['license_lapsed']],
    ['telehealth with a valid telehealth licence', { telehealth: true, telehealth_license_expiration: '2026-03-01' }, []],
    ['telehealth without a telehealth licence', { telehealth: true }, ['telehealth_license_lapsed']],
    ['telehealth licence expired', { telehealth: true, telehealth_license_expiration: '2026-02-01' }, ['telehealth_license_lapsed']],
    ['in person needs no telehealth licence', { telehealth: false, telehealth_license_expiration: '2020-01-01' }, []],
    ['no activated plan', { has_active_plan: false }, ['no_active_plan']],
    ['no signature on file', { signature_since: null }, ['missing_signature']],
    ['signature saved after the service', { signature_since: '2026-02-11' }, ['missing_signature']],
    ['signature saved on the day', { signature_since: '2026-02-10' }, []],
    ['everything wrong at once', { license_expiration: '2026-01-01', has_active_plan: false, signature_since: null }, ['license_lapsed', 'no_active_plan', 'missing_signature']],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(rulesOf(visit(overrides))).toEqual(expected)
  })
})

describe('weeks', () => {
  it.each([
    ['2026-02-09', '2026-02-09'], // Monday
    ['2026-02-15', '2026-02-09'], // Sunday
    ['2026-02-16', '2026-02-16'],
    ['2026-03-01', '2026-02-23'],
  ])('%s is in the week of %s', (date, monday) => expect(weekStart(date)).toBe(monday))
})

describe('frequency', () => {
  it('allows up to the weekly frequency and flags the later visits beyond it', () => {
    const visits = [visit({ date: '2026-02-09' }), visit({ date: '2026-02-11' }), visit({ date: '2026-02-13', time: '08:00' }), visit({ date: '2026-02-13', time: '10:00' })]
    const flagged = frequencyFindings(visits).map((finding) => finding.visit_id)
    expect(flagged).toEqual([visits[2]!.visit_id, visits[3]!.visit_id])
  })
  it('counts each week and each referral apart, and ignores undelivered visits', () => {
    const visits = [
      visit({ date: '2026-02-09' }),
      visit({ date: '2026-02-10' }),
      visit({ date: '2026-02-16' }),
      visit({ date: '2026-02-10', referral_id: 101 }),
      visit({ date: '2026-02-12', delivered: false }),
    ]
    expect(frequencyFindings(visits)).toEqual([])
  })
  it('a week straddling the period counts whole, but only visits inside the period are reported', () => {
    const before = visit({ date: '2026-01-30', weekly_frequency: 1 }) // Friday of the week of 26 January
    const inside = visit({ date: '2026-02-01', weekly_frequency: 1 }) // Sunday, same week
    expect(scrub([before, inside], '2026-02-01', '2026-02-28').map((finding) => [finding.visit_id, finding.rule])).toEqual([[inside.visit_id, 'frequency_exceeded']])
  })
})

describe('overlap', () => {
  it('flags both sessions when time spans intersect, not when one ends as the other starts', () => {
    const first = visit({ time: '09:00', minutes: 45 })
    const second = visit({ time: '09:30', minutes: 30 })
    const third = visit({ time: '10:00', minutes: 30 })
    const found = overlapFindings([first, second, third])
    expect(found.map((finding) => finding.visit_id).sort()).toEqual([first.visit_id, second.visit_id].sort())
    expect(found.find((finding) => finding.visit_id === first.visit_id)!.other_session_id).toBe(second.session_id)
  })
  it('a group session (one session, several visits) does not overlap itself; other providers and days do not count', () => {
    const a = visit({ session_id: 'g1', time: '09:00' })
    const b = visit({ session_id: 'g1', time: '09:00', student_id: 11, referral_id: 101 })
    const otherProvider = visit({ provider_id: 2, time: '09:00' })
    const otherDay = visit({ date: '2026-02-11', time: '09:00' })
    expect(overlapFindings([a, b, otherProvider, otherDay])).toEqual([])
  })
  it('a cancelled session overlaps nothing', () => {
    expect(overlapFindings([visit({ time: '09:00' }), visit({ time: '09:10', delivered: false })])).toEqual([])
  })
})
