import { applyPlanAnswer, applyPlanChange, type PlanDetail, type PlanReplica } from '../domain/plans/offline'
import { db } from './database'
import type { OutboxEntry } from './outbox-types'

/**
 * The device's copy of a provider's plans (issue 13 item 4): the server's last answer with her
 * unsent changes applied over it. A fresh copy from the server replays the changes still in the
 * outbox (pending, or set aside for her), so a refresh never hides what she wrote offline.
 */

/** The plan changes of the outbox, oldest first, per plan. */
async function unsentPlanChanges(): Promise<Map<number, OutboxEntry[]>> {
  const byPlan = new Map<number, OutboxEntry[]>()
  const entries = await db.outbox.orderBy('seq').toArray()
  for (const entry of entries) {
    if (!entry.plan) continue
    byPlan.set(entry.plan.planId, [...(byPlan.get(entry.plan.planId) ?? []), entry])
  }
  return byPlan
}

/** A plan as the server sent it, with the person's unsent changes over it. */
export function withUnsent(plan: PlanDetail, entries: OutboxEntry[]): PlanDetail {
  return entries.reduce((current, entry) => (entry.plan ? applyPlanChange(current, entry.plan.change) : current), plan)
}

/**
 * Replaces an owner's plans with the server's copy. Call inside a transaction over `plans`,
 * `planLists` and `outbox` (the active students' refresh, src/sync/active-students.ts).
 */
export async function replacePlans(owner: string, replica: PlanReplica): Promise<void> {
  const unsent = await unsentPlanChanges()
  await db.plans.where('owner').equals(owner).delete()
  await db.plans.bulkPut(replica.plans.map((plan) => ({ ...withUnsent(plan, unsent.get(plan.id) ?? []), owner })))
  await db.planLists.put({ owner, progress_levels: replica.progress_levels })
}

/** Applies `update` to every copy of a plan on the device (one per owner). Inside a transaction over `plans`. */
export async function updatePlanCopies(planId: number, update: (plan: PlanDetail) => PlanDetail): Promise<number> {
  const copies = await db.plans.where('id').equals(planId).toArray()
  await db.plans.bulkPut(copies.map(({ owner, ...plan }) => ({ ...update(plan), owner })))
  return copies.length
}

/** Acknowledged plan changes: each copy takes the server's numbers and versions of the rows. Inside a transaction over `plans`. */
export async function storePlanAnswers(acks: { entry: OutboxEntry; body: unknown }[]): Promise<void> {
  for (const { entry, body } of acks) {
    if (!entry.plan) continue
    const { change } = entry.plan
    await updatePlanCopies(entry.plan.planId, (plan) => applyPlanAnswer(plan, change, body))
  }
}
