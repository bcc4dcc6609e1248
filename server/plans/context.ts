import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { PLAN_STATUS } from '../../src/domain/plans/status'
import type { AppDeps, AppEnv } from '../app-env'
import type { Transaction } from '../db/client'
import { interventionPlans } from '../db/schema'
import { conflict } from '../http/errors'
import { deferredJson } from '../http/validate'
import { loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'
import { idempotent, type EffectResult } from '../core/idempotency'
import { assertCanWritePlan, visiblePlan, type VisiblePlan } from './access'
import { voidChangedSignatures } from './content'

/** A change under way: the locked plan, the viewer, the clock, and the body to judge after the access checks. */
export interface PlanChange {
  tx: Transaction
  viewer: OfficeViewer
  plan: VisiblePlan
  now: Date
  body: () => Record<string, unknown>
}

export interface PlanChangeOptions {
  assert?: (viewer: OfficeViewer, plan: VisiblePlan) => void
  archived?: boolean
}

/** Which plan a change is of: its id, or how to find it from a child row (read inside the transaction). */
export type PlanTarget = number | ((tx: Transaction, body: () => Record<string, unknown>) => Promise<number>)

/** `run` changes the plan and returns how to read its answer (read after the voiding). */
export type PlanRun<T> = (change: PlanChange) => Promise<() => Promise<T>>

/**
 * A content change a device may also send from its outbox (offline-commands.ts):
 * which plan, what to do, and the status of its answer. The single endpoint and the batched push
 * both apply it through `applyPlanEffect`, inside the idempotency record's transaction.
 */
export interface PlanEffect<T = unknown> {
  target: PlanTarget
  run: PlanRun<T>
  status: EffectResult['status']
  options?: PlanChangeOptions
}

/**
 * Runs a change of a plan's content in the house order (visibility 404 → may change 403 → body
 * 4xx → version 409) inside `tx` with the plan locked, and afterwards voids the signatures whose
 * content moved (content.ts). Archived plans take no content change unless `archived` allows it.
 */
export async function changePlan<T>(
  tx: Transaction,
  viewer: OfficeViewer,
  target: PlanTarget,
  body: () => Record<string, unknown>,
  now: Date,
  run: PlanRun<T>,
  options: PlanChangeOptions = {},
): Promise<T> {
  const id = typeof target === 'number' ? target : await target(tx, body)
  const plan = await visiblePlan(tx, viewer, id, true)
  if (options.assert) options.assert(viewer, plan)
  else assertCanWritePlan(viewer, plan)
  if (plan.status_id === PLAN_STATUS.archived && !options.archived) throw conflict('plan_archived', 'El plan está archivado: revértalo a borrador para cambiarlo.')
  const answer = await run({ tx, viewer, plan, now, body })
  await voidChangedSignatures(tx, plan, now)
  await tx.update(interventionPlans).set({ updated_at: now }).where(eq(interventionPlans.id, plan.id))
  // The answer is read after the voiding, so it shows the signatures as they now stand.
  return answer()
}

/** A plan effect as one exactly-once mutation: the answer and its status, for the idempotency record. */
export async function applyPlanEffect(tx: Transaction, viewer: OfficeViewer, effect: PlanEffect, body: () => Record<string, unknown>, now: Date): Promise<EffectResult> {
  const answer = await changePlan(tx, viewer, effect.target, body, now, effect.run, effect.options)
  return { status: effect.status, body: effect.status === 204 ? null : answer }
}

/** The deferred body's value for the request hash of a repeat (a malformed body is refused later, and never stored). */
function bodyForHash(body: () => Record<string, unknown>): unknown {
  try {
    return body()
  } catch {
    return null
  }
}

export function planChanges(deps: AppDeps) {
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(deps.db, c.var.auth)

  /** A change of the office or the plan editor, online only (its own transaction, no idempotency record). */
  async function changing<T>(c: Context<AppEnv>, target: PlanTarget, run: PlanRun<T>, options: PlanChangeOptions = {}): Promise<T> {
    const viewer = await viewerOf(c)
    const body = await deferredJson(c)
    return deps.db.transaction((tx) => changePlan(tx, viewer, target, body, deps.now(), run, options))
  }

  /**
   * A change a device may send again from its outbox: applied once per Idempotency-Key, the key
   * recorded in the same transaction as the change (server/core/idempotency.ts).
   */
  async function changingOnce(c: Context<AppEnv>, effect: PlanEffect): Promise<Response> {
    const viewer = await viewerOf(c)
    const body = await deferredJson(c)
    return idempotent(c, deps, bodyForHash(body), (tx) => applyPlanEffect(tx, viewer, effect, body, deps.now()))
  }

  return { viewerOf, changing, changingOnce }
}
