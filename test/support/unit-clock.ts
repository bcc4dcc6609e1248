import { afterEach, beforeEach, vi } from 'vitest'

/**
 * The instant every unit test starts at: Tuesday 10 March 2026, 16:00 in San Juan (20:00 UTC; the
 * company's zone is UTC−4 all year), the day of the server suite's TEST_NOW. CI runs at any hour
 * and on any day: a screen that shows "today", refuses a session later than now or counts days to
 * a licence's expiry drew something else at 00:30 than at noon, and a test passed or failed with
 * the hour. The afternoon leaves the morning's hours open for sessions recorded "today".
 */
export const UNIT_NOW = new Date('2026-03-10T20:00:00Z')

/**
 * Only `Date` is replaced, and it keeps moving with real time from UNIT_NOW (shouldAdvanceTime):
 * timers, waits and anything measuring elapsed time behave as before. A test that needs another
 * instant sets it (vi.setSystemTime, or its own vi.useFakeTimers, which replaces this one).
 */
export function startEveryTestAtUnitNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: UNIT_NOW, shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
