import { eq, sql } from 'drizzle-orm'
import { actionBetween } from '../../src/domain/workflows/flow'
import { DISCUSSION_FALL_BACKS, discussionFlow, type DiscussionFlowAction, type DiscussionState } from '../../src/domain/plans/discussion'
import { PLAN_STATUS_ID, planFlow, planStatusOf, type PlanAction } from '../../src/domain/plans/status'
import type { Executor } from '../db/client'
import { interventionPlans, planDiscussions } from '../db/schema'
import { moveDocument } from '../workflows/move'

/**
 * A plan's status and its discussions' states move only here, through the workflow runner
 * (server/workflows/move.ts) and their tables (src/domain/plans). The routes judge first who may
 * and answer their own refusals; a move the table lacks is a bug, not a person's 409.
 */

const newVersion = () => sql`md5(random()::text)`

/** Moves the plan along planFlow, with a new version. */
export async function movePlan(tx: Executor, plan: { id: number; status_id: number }, action: PlanAction, userId: number, at: Date): Promise<void> {
  await moveDocument(tx, planFlow, { documentId: plan.id, action, from: planStatusOf(plan.status_id) ?? String(plan.status_id), userId, at }, async (to) => {
    await tx.update(interventionPlans).set({ status_id: PLAN_STATUS_ID[to], hash: newVersion() }).where(eq(interventionPlans.id, plan.id))
  })
}

/** A new version of the plan in the status it is in (PATCH naming its own status). */
export async function touchPlan(tx: Executor, planId: number): Promise<void> {
  await tx.update(interventionPlans).set({ hash: newVersion() }).where(eq(interventionPlans.id, planId))
}

/** Moves a discussion along discussionFlow, with a new version. */
export async function moveDiscussion(
  tx: Executor,
  discussion: { id: number; state: string },
  action: DiscussionFlowAction,
  userId: number | null,
  at: Date,
): Promise<void> {
  await moveDocument(tx, discussionFlow, { documentId: discussion.id, action, from: discussion.state, userId, at }, async (to) => {
    await tx.update(planDiscussions).set({ state: to, hash: newVersion(), updated_at: at }).where(eq(planDiscussions.id, discussion.id))
  })
}

/** A new version of a discussion in the state it is in (its signatures or its form changed). */
export async function touchDiscussion(tx: Executor, discussionId: number, at: Date): Promise<void> {
  await tx.update(planDiscussions).set({ hash: newVersion(), updated_at: at }).where(eq(planDiscussions.id, discussionId))
}

/**
 * After signatures were voided: the discussion falls back to `state` (stateAfterVoiding) by the
 * table's automatic move, or keeps its state with a new version.
 */
export async function settleDiscussion(tx: Executor, discussion: { id: number; state: string }, state: DiscussionState, userId: number | null, at: Date): Promise<void> {
  if (state === discussion.state) return touchDiscussion(tx, discussion.id, at)
  const fallBack = actionBetween(discussionFlow, discussion.state, state, DISCUSSION_FALL_BACKS)
  if (!fallBack) throw new Error(`plan-discussion: no fall-back from ${discussion.state} to ${state}`)
  await moveDiscussion(tx, discussion, fallBack, userId, at)
}
