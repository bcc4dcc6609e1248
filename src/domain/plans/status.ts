/**
 * Intervention plan status and tabs (spec §4 "Intervention plan status_id"): 1 draft; 2 and 3
 * active (current or next year); 4 archived. Pure rules shared by the server's list filter and
 * the app's tabs.
 */

export const PLAN_STATUS = { draft: 1, activeCurrent: 2, activeNext: 3, archived: 4 } as const
export type PlanStatusId = 1 | 2 | 3 | 4

export const PLAN_TABS = ['draft', 'current', 'next', 'archived'] as const
export type PlanTab = (typeof PLAN_TABS)[number]

const isActive = (status: number) => status === 2 || status === 3

/**
 * The tab a plan shows in, from its status and its academic year's delta (0 current, 1 next,
 * negative past); null for a plan no tab shows (a draft of a past year).
 */
export function planTab(statusId: number, academicYearDelta: number): PlanTab | null {
  if (statusId === 1) return academicYearDelta === 0 || academicYearDelta === 1 ? 'draft' : null
  if (statusId === 4) return 'archived'
  if (!isActive(statusId)) return null
  if (academicYearDelta < 0) return 'archived'
  if (academicYearDelta === 0) return 'current'
  if (academicYearDelta === 1) return 'next'
  return null
}

/** What decides whether a plan may be created for a year: its delta and its plans_start day. */
export interface PlanYear {
  delta: number
  key_dates: { plans_start: string }
}

/**
 * A new plan only for a year whose delta is at least 0 and only once `today` (yyyy-MM-dd in the
 * company's zone) is on or after that year's plans_start (spec §4).
 */
export function planCreationRefusal(year: PlanYear, today: string): 'past_year' | 'before_plans_start' | null {
  if (year.delta < 0) return 'past_year'
  if (today < year.key_dates.plans_start) return 'before_plans_start'
  return null
}

/** Status moves a PATCH may ask for: activate a draft, archive an active plan (revert-to-draft is its own call). */
export function statusChangeAllowed(from: number, to: number): boolean {
  if (from === to) return true
  if (from === 1) return isActive(to)
  if (isActive(from)) return to === 4 || isActive(to)
  return false
}
