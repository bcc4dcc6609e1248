import { describe, expect, it } from 'vitest'
import { companyToday } from '../rules/company-time'
import { confirmationWindow, isConfirmationDue, isInConfirmationWindow } from './confirmation'

describe('isConfirmationDue', () => {
  it.each([null, undefined, ''])('is due whenever the specialty was never confirmed (%s), in or out of the window', (never) => {
    for (const today of ['2026-01-15', '2026-04-30', '2026-05-01', '2026-08-31', '2026-09-01', '2026-12-31']) {
      expect(isConfirmationDue(never, today), today).toBe(true)
    }
  })

  // [today, last confirmation, due?]
  it.each([
    // Before the window opens: never due, however old the confirmation.
    ['2026-04-30', '2020-01-01', false],
    ['2026-04-30', '2026-04-29', false],
    // The window's first day: due when confirmed before 1 May of this year.
    ['2026-05-01', '2026-04-30', true],
    ['2026-05-01', '2025-08-31', true],
    ['2026-05-01', '2026-05-01', false],
    // Inside.
    ['2026-06-15', '2026-04-30', true],
    ['2026-06-15', '2026-05-01', false],
    ['2026-06-15', '2026-06-14', false],
    // The window's last day.
    ['2026-08-31', '2026-04-30', true],
    ['2026-08-31', '2026-05-02', false],
    // After it closes: not due until next May.
    ['2026-09-01', '2026-04-30', false],
    ['2026-09-01', '2019-04-30', false],
    ['2027-04-30', '2026-04-30', false],
    ['2027-05-01', '2026-08-31', true],
    // Last year's confirmation in last year's window does not count this year.
    ['2026-05-01', '2025-05-01', true],
    // Leap years: 29 February is an ordinary day before the window.
    ['2028-02-29', '2027-06-01', false],
    ['2028-05-01', '2028-02-29', true],
    ['2024-05-01', '2024-02-29', true],
    ['2024-02-29', '2023-04-30', false],
  ])('today %s, confirmed %s → due %s', (today, confirmedAt, due) => {
    expect(isConfirmationDue(confirmedAt, today)).toBe(due)
  })

  // Puerto Rico is UTC-4: the window opens and closes at midnight there, not in UTC.
  it.each([
    // 30 April 23:30 in San Juan (03:30 UTC on 1 May): not yet.
    ['2026-05-01T03:30:00Z', false],
    // 1 May 00:30 in San Juan.
    ['2026-05-01T04:30:00Z', true],
    // 00:30 UTC on 1 May is still 30 April 20:30 in San Juan.
    ['2026-05-01T00:30:00Z', false],
    // 23:30 UTC on 30 April: 19:30 in San Juan, still April.
    ['2026-04-30T23:30:00Z', false],
    // 00:30 UTC on 1 September is 31 August 20:30 in San Juan: still inside.
    ['2026-09-01T00:30:00Z', true],
    // 23:30 in San Juan on 31 August (03:30 UTC on 1 September): still inside.
    ['2026-09-01T03:30:00Z', true],
    // 1 September 00:30 in San Juan: closed.
    ['2026-09-01T04:30:00Z', false],
  ])('at %s with a confirmation of last year, due %s', (instant, due) => {
    expect(isConfirmationDue('2025-06-01', companyToday(new Date(instant)))).toBe(due)
  })

  it('reads only the date of a confirmation given as a timestamp', () => {
    expect(isConfirmationDue('2026-05-01T00:00:00Z', '2026-05-02')).toBe(false)
    expect(isConfirmationDue('2026-04-30T23:59:59Z', '2026-05-02')).toBe(true)
  })
})

describe('confirmationWindow', () => {
  it('runs from 1 May to 31 August of the year of today', () => {
    expect(confirmationWindow('2026-11-21')).toEqual({ opens: '2026-05-01', closes: '2026-08-31' })
    expect(confirmationWindow('2028-02-29')).toEqual({ opens: '2028-05-01', closes: '2028-08-31' })
  })

  it.each([
    ['2026-04-30', false],
    ['2026-05-01', true],
    ['2026-08-31', true],
    ['2026-09-01', false],
  ])('%s inside: %s', (today, inside) => {
    expect(isInConfirmationWindow(today)).toBe(inside)
  })
})
