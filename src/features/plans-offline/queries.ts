import { useLiveQuery } from 'dexie-react-hooks'
import { planEntityIds, type PlanChange, type PlanDetail } from '../../domain/plans/offline'
import { planTab, type PlanTab } from '../../domain/plans/status'
import { db } from '../../db/database'
import type { OutboxEntry, SyncState } from '../../db/outbox-types'

/**
 * The plan editor's reads for a provider, from the device (issue 13 item 4): they draw at once,
 * offline too, and follow every save and acknowledgement (Dexie live queries).
 *
 * - `useLivePlan(planId)`: the plan with her unsent changes applied, and the state of each row's
 *   changes (`stateOf`), the changes set aside for her (`attention`: a 409 with the server's
 *   version, or a refusal), and how many are waiting. `undefined` while reading, `null` when the
 *   plan is not on this device (then the editor reads it online).
 * - `usePlansOfReferral(referralId, tab)`: the referral's plans on the device in a tab. The device
 *   holds the current and next year's plans that are not archived: the archived tab is online only.
 * - `useProgressLevels()`: the levels an achievement picks from, as they came with the plans.
 *
 * Rows are named by uuid (`planEntityIds` builds the ids `stateOf` takes).
 */

/** A change set aside for the person: what she wrote, and for a conflict the server's version. */
export interface PlanAttention {
  seq: number
  change: PlanChange
  state: 'failed' | 'conflict'
  /** The row as the server has it (null when deleted there); only for a conflict. */
  current: unknown
  error?: OutboxEntry['lastError']
  createdAt: string
}

export interface LivePlan {
  plan: PlanDetail
  /** The state of a row's changes: `synced` when none is waiting. */
  stateOf: (entityId: string) => SyncState
  attention: PlanAttention[]
  pending: number
}

function livePlanOf(plan: PlanDetail, entries: OutboxEntry[]): LivePlan {
  // A row shows its oldest unsent change's state: the one the server sees next.
  const states = new Map<string, SyncState>()
  for (const entry of entries) if (!states.has(entry.entityId)) states.set(entry.entityId, entry.state)
  return {
    plan,
    stateOf: (entityId) => states.get(entityId) ?? 'synced',
    attention: entries
      .filter((entry) => entry.state !== 'pending')
      .map((entry) => ({
        seq: entry.seq!,
        change: entry.plan!.change,
        state: entry.state as 'failed' | 'conflict',
        current: entry.currentPlanRow ?? null,
        error: entry.lastError,
        createdAt: entry.createdAt,
      })),
    pending: entries.filter((entry) => entry.state === 'pending').length,
  }
}

async function planEntries(planId: number): Promise<OutboxEntry[]> {
  const entries = await db.outbox.orderBy('seq').toArray()
  return entries.filter((entry) => entry.plan?.planId === planId)
}

export function useLivePlan(planId: number | undefined): LivePlan | null | undefined {
  return useLiveQuery(async () => {
    if (planId === undefined) return null
    const [plan] = await db.plans.where('id').equals(planId).toArray()
    if (!plan) return null
    const { owner: _owner, ...detail } = plan
    return livePlanOf(detail, await planEntries(planId))
  }, [planId])
}

/** The referral's plans on the device in `tab` (spec §4 tabs), newest year first. */
export function usePlansOfReferral(referralId: number, tab: PlanTab): PlanDetail[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.plans.filter((plan) => plan.referral_id === referralId).toArray()
    const unique = new Map<number, PlanDetail>()
    for (const { owner: _owner, ...plan } of rows) {
      if (plan.academic_year_delta !== null && planTab(plan.status_id, plan.academic_year_delta) === tab) unique.set(plan.id, plan)
    }
    return [...unique.values()].sort((a, b) => (b.academic_year_delta ?? 0) - (a.academic_year_delta ?? 0) || b.id - a.id)
  }, [referralId, tab])
}

export function useProgressLevels(): { id: number; name: string }[] | undefined {
  return useLiveQuery(async () => (await db.planLists.toArray())[0]?.progress_levels ?? [], [])
}

export { planEntityIds }
