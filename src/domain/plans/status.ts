import { actionBetween, defineFlow } from '../workflows/flow'

/**
 * Intervention plan status and tabs (spec §4 "Intervention plan status_id"): 1 draft; 2 and 3
 * active (current or next year); 4 archived. Pure rules shared by the server's list filter and
 * the app's tabs.
 */

export const PLAN_STATUS = { draft: 1, activeCurrent: 2, activeNext: 3, archived: 4 } as const
export type PlanStatusId = 1 | 2 | 3 | 4
/** The statuses of an active plan (its year's current or next). */
export const ACTIVE_PLAN_STATUS_IDS: readonly PlanStatusId[] = [PLAN_STATUS.activeCurrent, PLAN_STATUS.activeNext]

/**
 * A plan's status as a workflow (server/workflows/move.ts): a draft is activated for its year,
 * an active plan moves between the current and the next year or is archived, and the office
 * reverts an active or archived plan to draft (its own call). Who may is the plan routes'
 * business (server/plans/access.ts: the plan's provider, staff with plans.write for its
 * customer); the table says which moves exist. A plan's history is in its signatures, not in
 * `document_events`. The database keeps the numeric `status_id` (PLAN_STATUS_ID).
 */
export const planFlow = defineFlow({
  documentType: 'intervention-plan',
  initial: 'draft',
  eventLog: false,
  statuses: {
    draft: { name: 'Borrador', name_en: 'Draft' },
    'active-current': { name: 'Activo (año en curso)', name_en: 'Active (current year)' },
    'active-next': { name: 'Activo (próximo año)', name_en: 'Active (next year)' },
    archived: { name: 'Archivado', name_en: 'Archived' },
  },
  actions: {
    'activate-current': { from: ['draft'], to: 'active-current', permission: 'plans.write', ownProvider: true },
    'activate-next': { from: ['draft'], to: 'active-next', permission: 'plans.write', ownProvider: true },
    'move-to-current': { from: ['active-next'], to: 'active-current', permission: 'plans.write', ownProvider: true },
    'move-to-next': { from: ['active-current'], to: 'active-next', permission: 'plans.write', ownProvider: true },
    archive: { from: ['active-current', 'active-next'], to: 'archived', permission: 'plans.write', ownProvider: true, destructive: true },
    'revert-to-draft': { from: ['active-current', 'active-next', 'archived'], to: 'draft', permission: 'plans.write' },
  },
})

export type PlanStatus = keyof typeof planFlow.statuses
export type PlanAction = keyof typeof planFlow.actions

/** Each named status's `status_id` (the column and the answers keep the numbers). */
export const PLAN_STATUS_ID: Record<PlanStatus, PlanStatusId> = {
  draft: PLAN_STATUS.draft,
  'active-current': PLAN_STATUS.activeCurrent,
  'active-next': PLAN_STATUS.activeNext,
  archived: PLAN_STATUS.archived,
}

/** The named status of a `status_id`, or null for a number that names none. */
export const planStatusOf = (statusId: number): PlanStatus | null =>
  (Object.keys(PLAN_STATUS_ID) as PlanStatus[]).find((status) => PLAN_STATUS_ID[status] === statusId) ?? null

/** The moves PATCH …/{id} takes by naming the status it wants (revert-to-draft is its own call, of the office). */
export const PLAN_PATCH_ACTIONS: readonly PlanAction[] = ['activate-current', 'activate-next', 'move-to-current', 'move-to-next', 'archive']

/** The move of PATCH that leads from one `status_id` to another, or null when the table has none. */
export function planPatchAction(fromId: number, toId: number): PlanAction | null {
  const from = planStatusOf(fromId)
  const to = planStatusOf(toId)
  return from && to ? actionBetween(planFlow, from, to, PLAN_PATCH_ACTIONS) : null
}

export const PLAN_TABS = ['draft', 'current', 'next', 'archived'] as const
export type PlanTab = (typeof PLAN_TABS)[number]

const isActive = (status: number) => (ACTIVE_PLAN_STATUS_IDS as readonly number[]).includes(status)

/**
 * The tab a plan shows in, from its status and its academic year's delta (0 current, 1 next,
 * negative past); null for a plan no tab shows (a draft of a past year).
 */
export function planTab(statusId: number, academicYearDelta: number): PlanTab | null {
  if (statusId === PLAN_STATUS.draft) return academicYearDelta === 0 || academicYearDelta === 1 ? 'draft' : null
  if (statusId === PLAN_STATUS.archived) return 'archived'
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

/** Status moves a PATCH may ask for: the same status (a new version), or a move of PLAN_PATCH_ACTIONS. */
export function statusChangeAllowed(from: number, to: number): boolean {
  return from === to || planPatchAction(from, to) !== null
}
