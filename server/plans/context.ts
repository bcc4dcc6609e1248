import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import type { Transaction } from '../db/client'
import { interventionPlans } from '../db/schema'
import { conflict } from '../http/errors'
import { deferredJson } from '../http/validate'
import { loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'
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

/**
 * Runs every change of a plan's content in the house order (visibility 404 → may change 403 →
 * body 4xx → version 409), in one transaction with the plan locked, and afterwards voids the
 * signatures whose content moved (content.ts). `run` returns how to read its answer, which is
 * read after the voiding. `assert` adds a check of its own before the body
 * (e.g. the office-only calls); archived plans take no content change unless `archived` allows it.
 */
export function planChanges(deps: AppDeps) {
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(deps.db, c.var.auth)

  async function changing<T>(
    c: Context<AppEnv>,
    planId: number | ((tx: Transaction, body: () => Record<string, unknown>) => Promise<number>),
    run: (change: PlanChange) => Promise<() => Promise<T>>,
    options: { assert?: (viewer: OfficeViewer, plan: VisiblePlan) => void; archived?: boolean } = {},
  ): Promise<T> {
    const viewer = await viewerOf(c)
    const body = await deferredJson(c)
    return deps.db.transaction(async (tx) => {
      const id = typeof planId === 'number' ? planId : await planId(tx, body)
      const plan = await visiblePlan(tx, viewer, id, true)
      if (options.assert) options.assert(viewer, plan)
      else assertCanWritePlan(viewer, plan)
      if (plan.status_id === 4 && !options.archived) throw conflict('plan_archived', 'El plan está archivado: revértalo a borrador para cambiarlo.')
      const now = deps.now()
      const answer = await run({ tx, viewer, plan, now, body })
      await voidChangedSignatures(tx, plan, now)
      await tx.update(interventionPlans).set({ updated_at: now }).where(eq(interventionPlans.id, plan.id))
      // The answer is read after the voiding, so it shows the signatures as they now stand.
      return answer()
    })
  }

  return { viewerOf, changing }
}
