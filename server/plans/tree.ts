import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { planAchievements, planDiscussions, planGoals, planObjectives, planPeriods, planSignatures, planStudentAssessments } from '../db/schema'

/**
 * Everything hanging on one plan, read in a handful of queries, in a stable order (sort index,
 * then id). Both the answers (read.ts) and the signatures' content hashes (content.ts) are
 * computed from it, so what a signer saw and what is hashed are the same rows.
 */
export async function loadPlanTree(db: Executor, planId: number) {
  const [assessments, goals, objectives, achievements, discussions, signatures, periods] = await Promise.all([
    db.select().from(planStudentAssessments).where(eq(planStudentAssessments.plan_id, planId)).orderBy(asc(planStudentAssessments.id)),
    db.select().from(planGoals).where(eq(planGoals.plan_id, planId)).orderBy(asc(planGoals.sort_index), asc(planGoals.id)),
    db.select().from(planObjectives).where(eq(planObjectives.plan_id, planId)).orderBy(asc(planObjectives.sort_index), asc(planObjectives.id)),
    db
      .select({ achievement: planAchievements })
      .from(planAchievements)
      .innerJoin(planObjectives, eq(planObjectives.id, planAchievements.objective_id))
      .where(eq(planObjectives.plan_id, planId))
      .orderBy(asc(planAchievements.id))
      .then((rows) => rows.map((row) => row.achievement)),
    db.select().from(planDiscussions).where(eq(planDiscussions.plan_id, planId)).orderBy(asc(planDiscussions.period_id)),
    db.select().from(planSignatures).where(eq(planSignatures.plan_id, planId)).orderBy(asc(planSignatures.id)),
    db.select().from(planPeriods).orderBy(asc(planPeriods.sort_index), asc(planPeriods.id)),
  ])
  return { assessments, goals, objectives, achievements, discussions, signatures, periods }
}

export type PlanTree = Awaited<ReturnType<typeof loadPlanTree>>
export type SignatureRow = PlanTree['signatures'][number]
export type DiscussionRow = PlanTree['discussions'][number]
export type AchievementRow = PlanTree['achievements'][number]
