import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { planAchievements, planDiscussions, planGoals, planObjectives, planStudentAssessments } from '../db/schema'
import { notFound } from '../http/errors'

/**
 * The plan a child record belongs to, so its change goes through the plan's access checks. A
 * missing record is 404; one of a plan the caller may not see is 404 too (visiblePlan).
 */

export async function goalOf(db: Executor, id: number) {
  const [row] = await db.select().from(planGoals).where(eq(planGoals.id, id))
  if (!row) throw notFound('La meta no existe.')
  return row
}

export async function objectiveOf(db: Executor, id: number) {
  const [row] = await db.select().from(planObjectives).where(eq(planObjectives.id, id))
  if (!row) throw notFound('El objetivo no existe.')
  return row
}

export async function assessmentOf(db: Executor, id: number) {
  const [row] = await db.select().from(planStudentAssessments).where(eq(planStudentAssessments.id, id))
  if (!row) throw notFound('El avalúo no existe.')
  return row
}

export async function discussionOf(db: Executor, id: number) {
  const [row] = await db.select().from(planDiscussions).where(eq(planDiscussions.id, id))
  if (!row) throw notFound('La discusión no existe.')
  return row
}

export async function achievementOf(db: Executor, id: number) {
  const [row] = await db.select().from(planAchievements).where(eq(planAchievements.id, id))
  if (!row) throw notFound('El logro no existe.')
  return row
}
