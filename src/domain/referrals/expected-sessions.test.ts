import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../rules/dates'
import { dayOfWeekId, expectedSessions, pendingSessions, scheduledSessionCount, slotsOn, weekdaysBetween, type RecordedSessionLike } from './expected-sessions'
import { referralDetail } from '../../../test/support/referrals'
import type { ReferralDetail, ReferralSchedule } from './types'

// 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
const MONDAY = '2026-11-23'
const TUESDAY = '2026-11-24'

let nextSchedule = 1
const slot = (referralId: number, day: number, start: string, end: string, overrides: Partial<ReferralSchedule> = {}): ReferralSchedule => ({
  id: nextSchedule++,
  referral_id: referralId,
  day_of_week_id: day,
  day_of_week_name: 'Lunes',
  time_slot_id: null,
  start_time: start,
  end_time: end,
  location_id: null,
  hash: 'h',
  ...overrides,
})

const referral = (id: number, schedules: ReferralSchedule[], overrides: Partial<ReferralDetail> = {}): ReferralDetail =>
  referralDetail({
    id,
    number: `2026-01-${String(id).padStart(6, '0')}`,
    student_id: id + 1000,
    student_name: `Estudiante ${id}`,
    service_id: 1,
    location_id: 10,
    location_name: 'Escuela Luis Muñoz Rivera',
    schedules,
    ...overrides,
  })

const session = (id: string, referralId: number, overrides: Partial<RecordedSessionLike> = {}): RecordedSessionLike => ({
  id,
  date: MONDAY,
  time: '08:00',
  service_id: 1,
  visits: [{ student_id: referralId + 1000, referral_id: referralId }],
  ...overrides,
})

describe('dayOfWeekId', () => {
  it('numbers the week Monday 1 to Sunday 7, as the reference data does', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(dayOfWeekId)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // A daylight-saving change elsewhere cannot move a day: the date is read as a calendar date.
    expect(dayOfWeekId('2026-03-08')).toBe(7)
    expect(() => dayOfWeekId('2026-02-30')).toThrow(RangeError)
  })
})

describe('slotsOn', () => {
  it("takes the schedules of the date's weekday only", () => {
    const referrals = [referral(1, [slot(1, 1, '08:00', '08:30'), slot(1, 3, '08:00', '08:30')]), referral(2, [slot(2, 2, '09:00', '09:30')])]
    expect(slotsOn(referrals, MONDAY).map((entry) => entry.referral_id)).toEqual([1])
    expect(slotsOn(referrals, TUESDAY).map((entry) => entry.referral_id)).toEqual([2])
    expect(slotsOn(referrals, '2026-11-29')).toEqual([])
  })

  it('respects the referral dates: from its start day to its end day, both included', () => {
    const starts = referral(1, [slot(1, 1, '08:00', '08:30')], { start_date: MONDAY })
    const ends = referral(2, [slot(2, 1, '09:00', '09:30')], { end_date: MONDAY })
    const ended = referral(3, [slot(3, 1, '10:00', '10:30')], { end_date: '2026-11-20' })
    const later = referral(4, [slot(4, 1, '11:00', '11:30')], { start_date: '2026-11-30' })
    expect(slotsOn([starts, ends, ended, later], MONDAY).map((entry) => entry.referral_id)).toEqual([1, 2])
    expect(slotsOn([starts, ends, ended, later], '2026-11-30').map((entry) => entry.referral_id)).toEqual([1, 4])
  })

  it('leaves out a referral that is not active', () => {
    const waiting = referral(1, [slot(1, 1, '08:00', '08:30')], { status_id: 2, status_name: 'En espera' })
    const closed = referral(2, [slot(2, 1, '09:00', '09:30')], { status_id: 3, status_name: 'Cerrado' })
    const active = referral(3, [slot(3, 1, '10:00', '10:30')])
    expect(slotsOn([waiting, closed, active], MONDAY).map((entry) => entry.referral_id)).toEqual([3])
  })

  it('sorts by start time across referrals, with times as HH:mm and whose referral each is', () => {
    const referrals = [
      referral(1, [slot(1, 1, '13:00:00', '13:45:00'), slot(1, 1, '08:00:00', '08:30:00')]),
      referral(2, [slot(2, 1, '09:15', '09:45')], { student_name: 'Bruno Colón', service_id: 2, service_name: 'Terapia ocupacional' }),
    ]
    const slots = slotsOn(referrals, MONDAY)
    expect(slots.map((entry) => `${entry.start_time}-${entry.end_time}`)).toEqual(['08:00-08:30', '09:15-09:45', '13:00-13:45'])
    expect(slots[1]).toMatchObject({ referral_id: 2, referral_number: '2026-01-000002', student_id: 1002, student_name: 'Bruno Colón', service_id: 2, service_name: 'Terapia ocupacional' })
  })
})

describe('expectedSessions', () => {
  it("says each slot's place and length: the slot's location, else the referral's", () => {
    const referrals = [
      referral(1, [slot(1, 1, '08:00', '08:45', { location_id: 20 })]),
      referral(2, [slot(2, 1, '09:00', '09:30')], { location_id: 20, location_name: 'Escuela José de Diego' }),
      referral(3, [slot(3, 1, '10:00', '10:30', { location_id: 99 })]),
    ]
    expect(expectedSessions(referrals, MONDAY, []).map(({ location_id, location_name, minutes }) => ({ location_id, location_name, minutes }))).toEqual([
      { location_id: 20, location_name: 'Escuela José de Diego', minutes: 45 },
      { location_id: 20, location_name: 'Escuela José de Diego', minutes: 30 },
      { location_id: 99, location_name: null, minutes: 30 },
    ])
  })

  it("marks a slot recorded by a session of that day, at the referral's service, with a visit of that referral or student", () => {
    const referrals = [referral(1, [slot(1, 1, '08:00', '08:30')]), referral(2, [slot(2, 1, '09:00', '09:30')]), referral(3, [slot(3, 1, '10:00', '10:30')]), referral(4, [slot(4, 1, '11:00', '11:30')])]
    const recorded = [
      session('by-referral', 1, { time: '08:05' }),
      // The same student under another referral id (e.g. recorded before a referral was replaced).
      session('by-student', 2, { visits: [{ student_id: 1002, referral_id: 77 }] }),
      session('other-service', 3, { service_id: 2 }),
      session('other-day', 4, { date: TUESDAY }),
    ]
    expect(expectedSessions(referrals, MONDAY, recorded).map((entry) => entry.recorded_session_id)).toEqual(['by-referral', 'by-student', null, null])
  })

  it('covers one slot per session and referral: a student scheduled twice and seen once has one left; a group session covers each of its students', () => {
    const twice = referral(1, [slot(1, 1, '13:00', '13:30'), slot(1, 1, '08:00', '08:30')])
    const other = referral(2, [slot(2, 1, '08:00', '08:30')])
    const group = session('group', 1, {
      visits: [
        { student_id: 1001, referral_id: 1 },
        { student_id: 1002, referral_id: 2 },
      ],
    })
    const marks = expectedSessions([twice, other], MONDAY, [group]).map((entry) => [entry.slot.referral_id, entry.slot.start_time, entry.recorded_session_id])
    expect(marks).toEqual([
      [1, '08:00', 'group'],
      [2, '08:00', 'group'],
      [1, '13:00', null],
    ])
  })
})

describe('pendingSessions', () => {
  // Referral 1 on Mondays and Wednesdays, referral 2 on Tuesdays; seen from Monday 2026-11-30.
  const NEXT_MONDAY = '2026-11-30'
  const referrals = () => [referral(1, [slot(1, 1, '08:00', '08:30'), slot(1, 3, '10:00', '10:30')]), referral(2, [slot(2, 2, '09:00', '09:30')])]

  it('keeps each earlier scheduled session nothing recorded, oldest first, within the look-back', () => {
    const pending = pendingSessions(referrals(), NEXT_MONDAY, [], 7)
    expect(pending.map((entry) => [entry.date, entry.slot.referral_id, entry.slot.start_time])).toEqual([
      ['2026-11-23', 1, '08:00'],
      ['2026-11-24', 2, '09:00'],
      ['2026-11-25', 1, '10:00'],
    ])
    // The day itself is not pending: it is the day's own list.
    expect(pendingSessions(referrals(), NEXT_MONDAY, [], 14).some((entry) => entry.date === NEXT_MONDAY)).toBe(false)
  })

  it('drops one once a session is recorded for it that day, given or not given alike', () => {
    const recorded = [session('given', 1, { date: '2026-11-23' }), session('not-given', 2, { date: TUESDAY, time: '09:00' })]
    const pending = pendingSessions(referrals(), NEXT_MONDAY, recorded, 7)
    expect(pending.map((entry) => [entry.date, entry.slot.referral_id])).toEqual([['2026-11-25', 1]])
  })

  it('leaves out days before the referral started', () => {
    const late = [referral(1, [slot(1, 1, '08:00', '08:30')], { start_date: '2026-11-24' })]
    expect(pendingSessions(late, NEXT_MONDAY, [], 14)).toEqual([])
  })
})

describe('scheduledSessionCount (the office counts what the provider\'s days list)', () => {
  it.each([
    ['a Monday to the Sunday after', MONDAY, '2026-11-29', 1, 1],
    ['a Monday to the Sunday after, Sundays', MONDAY, '2026-11-29', 7, 1],
    ['a Tuesday to the next Monday, Mondays', TUESDAY, '2026-11-30', 1, 1],
    ['one day that is not the weekday', TUESDAY, TUESDAY, 1, 0],
    ['November 2026, Mondays (2, 9, 16, 23, 30)', '2026-11-01', '2026-11-30', 1, 5],
    ['November 2026, Sundays (1, 8, 15, 22, 29)', '2026-11-01', '2026-11-30', 7, 5],
    ['an empty range', TUESDAY, MONDAY, 2, 0],
  ])('weekdaysBetween: %s', (_name, from, to, weekday, count) => {
    expect(weekdaysBetween(from, to, weekday)).toBe(count)
  })

  it('counts one per slot on each of its weekdays, within the referral\'s dates', () => {
    const twiceOnMonday = { start_date: '2026-11-03', end_date: '2026-11-25', schedule_days: [1, 1, 3] }
    // Mondays 9, 16, 23 twice each; Wednesdays 4, 11, 18, 25.
    expect(scheduledSessionCount(twiceOnMonday, '2026-11-01', '2026-11-30')).toBe(10)
    expect(scheduledSessionCount({ ...twiceOnMonday, end_date: '2026-11-01' }, '2026-11-01', '2026-11-30')).toBe(0)
  })

  it('is, for any schedule and range, the number of slots the provider\'s days list one by one', () => {
    const scheduleArb = fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), hour: fc.integer({ min: 7, max: 15 }) }), { maxLength: 4 })
    fc.assert(
      fc.property(
        scheduleArb,
        fc.integer({ min: -20, max: 20 }),
        fc.option(fc.integer({ min: -20, max: 40 }), { nil: null }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 45 }),
        (days, startShift, endShift, fromShift, length) => {
          const startDate = addDays(MONDAY, startShift)
          const endDate = endShift === null ? null : addDays(startDate, endShift)
          const detail = referral(
            1,
            days.map(({ day, hour }) => slot(1, day, `${String(hour).padStart(2, '0')}:00:00`, `${String(hour).padStart(2, '0')}:30:00`)),
            { start_date: startDate, end_date: endDate },
          )
          const from = addDays(MONDAY, fromShift)
          const to = addDays(from, length)
          let listed = 0
          for (let date = from; date <= to; date = addDays(date, 1)) listed += slotsOn([detail], date).length
          expect(scheduledSessionCount({ start_date: startDate, end_date: endDate, schedule_days: days.map(({ day }) => day) }, from, to)).toBe(listed)
        },
      ),
    )
  })
})
