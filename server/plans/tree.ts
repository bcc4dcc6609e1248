import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { planAchievements, planDiscussions, planGoals, planObjectives, planPeriods, planSignatures, planStudentAssessments } from '../db/schema'

/**
 * Everything hanging on one plan, read in a handful of queries, in a stable order (sort index,
 * then id). Both the answers (read.ts) and the signatures' content hashes (content.ts) are
 * computed from it, so what a signer saw and what is hashed are the same rows.
 */
export async function loadPlanTree(db: Executor, planId: number) {
  // One query after the other: `db` is often a transaction, which is one connection, and pg
  // refuses a query while another runs on it (deprecated now, an error from pg 9).
  const assessments = await db.select().from(planStudentAssessments).where(eq(planStudentAssessments.plan_id, planId)).orderBy(asc(planStudentAssessments.id))
  const goals = await db.select().from(planGoals).where(eq(planGoals.plan_id, planId)).orderBy(asc(planGoals.sort_index), asc(planGoals.id))
  const objectives = await db.select().from(planObjectives).where(eq(planObjectives.plan_id, planId)).orderBy(asc(planObjectives.sort_index), asc(planObjectives.id))
  const achievementRows = await db
    .select({ achievement: planAchievements })
    .from(planAchievements)
    .innerJoin(planObjectives, eq(planObjectives.id, planAchievements.objective_id))
    .where(eq(planObjectives.plan_id, planId))
    .orderBy(asc(planAchievements.id))
  const achievements = achievementRows.map((row) => row.achievement)
  const discussions = await db.select().from(planDiscussions).where(eq(planDiscussions.plan_id, planId)).orderBy(asc(planDiscussions.period_id))
  const signatures = await db.select().from(planSignatures).where(eq(planSignatures.plan_id, planId)).orderBy(asc(planSignatures.id))
  const periods = await db.select().from(planPeriods).orderBy(asc(planPeriods.sort_index), asc(planPeriods.id))
  return { assessments, goals, objectives, achievements, discussions, signatures, periods }
}

export type PlanTree = Awaited<ReturnType<typeof loadPlanTree>>
export type SignatureRow = PlanTree['signatures'][number]
export type DiscussionRow = PlanTree['discussions'][number]
export type AchievementRow = PlanTree['achievements'][number]
