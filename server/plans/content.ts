import { createHash } from 'node:crypto'
import { and, inArray, isNull } from 'drizzle-orm'
import { stateAfterVoiding, type DiscussionState } from '../../src/domain/plans/discussion'
import type { Executor } from '../db/client'
import { planSignatures } from '../db/schema'
import { settleDiscussion } from './moves'
import { loadPlanTree, type AchievementRow, type DiscussionRow, type PlanTree, type SignatureRow } from './tree'

/**
 * What a signature covers, and voiding when it changes (issue 13 "Signatures that mean
 * something"). A signature stores the SHA-256 of a canonical JSON of exactly its content:
 * - initials on an achievement: the plan, the period, the goal's and the objective's wording and
 *   measurement type, and the achievement (progress level, comments);
 * - a discussion signature (the authorized person's acceptance, the provider's, the
 *   supervisor's): the plan, the period, the assessments, every goal and objective with its
 *   achievement of that period, and the achievements summary.
 * After every change of a plan's content the live signatures are hashed again; those whose
 * content moved are voided (kept, with the time and a reason) and each discussion falls back to
 * the state its remaining live signatures support.
 */

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

export function achievementContentHash(tree: PlanTree, planUuid: string, achievement: AchievementRow): string | null {
  const objective = tree.objectives.find((row) => row.id === achievement.objective_id)
  const goal = objective && tree.goals.find((row) => row.id === objective.goal_id)
  if (!objective || !goal) return null
  return sha256({
    plan: planUuid,
    period_id: achievement.period_id,
    goal: goal.description,
    objective: { description: objective.description, measurement_type_id: objective.measurement_type_id },
    achievement: { progress_level_id: achievement.progress_level_id, comments: achievement.comments },
  })
}

export function discussionContentHash(tree: PlanTree, planUuid: string, discussion: DiscussionRow): string {
  return sha256({
    plan: planUuid,
    period_id: discussion.period_id,
    assessments: tree.assessments.map((row) => row.description),
    goals: tree.goals.map((goal) => ({
      description: goal.description,
      objectives: tree.objectives
        .filter((objective) => objective.goal_id === goal.id)
        .map((objective) => {
          const achievement = tree.achievements.find((row) => row.objective_id === objective.id && row.period_id === discussion.period_id)
          return {
            description: objective.description,
            measurement_type_id: objective.measurement_type_id,
            achievement: achievement ? { progress_level_id: achievement.progress_level_id, comments: achievement.comments } : null,
          }
        }),
    })),
    summary: discussion.achievements_summary,
  })
}

/** The hash a live signature's content has now (null: its content is gone). */
export function currentContentHash(tree: PlanTree, planUuid: string, signature: SignatureRow): string | null {
  if (signature.covers === 'achievement') {
    const achievement = tree.achievements.find((row) => row.id === signature.achievement_id)
    return achievement ? achievementContentHash(tree, planUuid, achievement) : null
  }
  const discussion = tree.discussions.find((row) => row.id === signature.discussion_id)
  return discussion ? discussionContentHash(tree, planUuid, discussion) : null
}

/** Which signatures of a discussion are live, in the terms of the domain's fall-back rule. */
export function liveSignaturesOf(tree: PlanTree, discussion: DiscussionRow, voided: ReadonlySet<number> = new Set()) {
  const live = tree.signatures.filter((row) => row.discussion_id === discussion.id && row.voided_at === null && !voided.has(row.id))
  const objectiveIds = new Set(tree.objectives.map((row) => row.id))
  const achievements = tree.achievements.filter((row) => row.period_id === discussion.period_id && objectiveIds.has(row.objective_id))
  const initialed = new Set(live.filter((row) => row.covers === 'achievement').map((row) => row.achievement_id))
  const standIn = discussion.unreachable_form_id !== null
  return {
    allInitials: standIn || (achievements.length > 0 && achievements.length === tree.objectives.length && achievements.every((row) => initialed.has(row.id))),
    acceptance: standIn || live.some((row) => row.role === 'authorized' && row.covers === 'discussion'),
    provider: live.some((row) => row.role === 'provider'),
    supervisor: live.some((row) => row.role === 'supervisor'),
  }
}

/** Voids the given live signatures with a reason (they stay, answered as voided). */
export async function voidSignatures(tx: Executor, ids: number[], reason: string, now: Date): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(planSignatures)
    .set({ voided_at: now, voided_reason: reason })
    .where(and(inArray(planSignatures.id, ids), isNull(planSignatures.voided_at)))
}

/**
 * After a change of the plan's content (in the same transaction): voids every live signature
 * whose content hash no longer matches and moves each affected discussion back. Returns the ids voided.
 */
export async function voidChangedSignatures(tx: Executor, plan: { id: number; uuid: string }, now: Date): Promise<number[]> {
  const tree = await loadPlanTree(tx, plan.id)
  const changed = tree.signatures.filter((row) => row.voided_at === null && currentContentHash(tree, plan.uuid, row) !== row.content_hash).map((row) => row.id)
  if (changed.length === 0) return []
  await voidSignatures(tx, changed, 'content_changed', now)
  const voided = new Set(changed)
  for (const discussion of tree.discussions) {
    if (!tree.signatures.some((row) => voided.has(row.id) && row.discussion_id === discussion.id)) continue
    const state = stateAfterVoiding(discussion.state as DiscussionState, liveSignaturesOf(tree, discussion, voided))
    await settleDiscussion(tx, discussion, state, null, now)
  }
  return changed
}
