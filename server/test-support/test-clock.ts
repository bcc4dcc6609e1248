/**
 * A fixed instant far from the wall clock (10:00 in Puerto Rico on a school day), so a test that
 * passes only because some code reads Date.now() instead of the injected clock is caught.
 */
export const TEST_NOW = new Date('2026-03-10T14:00:00Z')

/** The clock the app reads; tests move it instead of waiting. */
export interface TestClock {
  now: () => Date
  set: (instant: Date | string) => void
  advance: (seconds: number) => void
}

export function createClock(start: Date = TEST_NOW): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime()
    },
    advance: (seconds) => {
      current += seconds * 1000
    },
  }
}
