import { onTestFinished, vi } from 'vitest'
import { companyToday } from '../../src/domain/rules/company-time'

/**
 * Runs the calling test at 16:00 of today in San Juan. For tests that record a session today at
 * a morning hour: a session may not be later than now (spec §2), so at 01:00 in Puerto Rico — CI
 * runs at any hour — "08:00 today" is rightly refused. Only `Date` is replaced; timers stay real.
 * 20:00 UTC is 16:00 in the company's zone (America/Puerto_Rico: UTC−4 all year).
 */
export function atFourInTheAfternoon(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${companyToday()}T20:00:00Z`))
  onTestFinished(() => void vi.useRealTimers())
}
