import { PLAN_TABS, type PlanTab } from '../../domain/plans/status'

/**
 * The plans' place in a referral's address: `?plans=<tab>` (the chosen tab of the list) and
 * `?plan=<id>` (the open plan). The spec has no route of its own for a plan, so it opens on the
 * referral's route. Part of every page's first load (route definitions are not split): a plain check.
 */
export interface PlanSearch {
  plans?: PlanTab
  plan?: number
}

export function planSearch(search: Record<string, unknown>): PlanSearch {
  const plan = typeof search.plan === 'number' ? search.plan : typeof search.plan === 'string' ? Number(search.plan) : NaN
  return {
    ...(typeof search.plans === 'string' && (PLAN_TABS as readonly string[]).includes(search.plans) ? { plans: search.plans as PlanTab } : {}),
    ...(Number.isSafeInteger(plan) && plan > 0 ? { plan } : {}),
  }
}
