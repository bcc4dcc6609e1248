import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { planAchievements, planDiscussions, planGoals, planObjectives, planStudentAssessments } from '../db/schema'
import { notFound } from '../http/errors'

/**
 * The plan a child record belongs to, so its change goes through the plan's access checks. A
 * missing record is 404; one of a plan the caller may not see is 404 too (visiblePlan).
 */

/** A goal, objective or assessment as a path or body names it: its number, or the uuid a device gave it. */
export type RowRef = number | string

export async function goalOf(db: Executor, ref: RowRef) {
  const [row] = await db.select().from(planGoals).where(typeof ref === 'number' ? eq(planGoals.id, ref) : eq(planGoals.uuid, ref))
  if (!row) throw notFound('La meta no existe.')
  return row
}

export async function objectiveOf(db: Executor, ref: RowRef) {
  const [row] = await db.select().from(planObjectives).where(typeof ref === 'number' ? eq(planObjectives.id, ref) : eq(planObjectives.uuid, ref))
  if (!row) throw notFound('El objetivo no existe.')
  return row
}

export async function assessmentOf(db: Executor, ref: RowRef) {
  const [row] = await db
    .select()
    .from(planStudentAssessments)
    .where(typeof ref === 'number' ? eq(planStudentAssessments.id, ref) : eq(planStudentAssessments.uuid, ref))
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

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ID_TEXT = /^[1-9]\d{0,9}$/
const MAX_ID = 2_147_483_647

/** A path segment naming a row by number or uuid (lower case); null when it names nothing. */
export function rowRefOf(text: string): RowRef | null {
  if (UUID_TEXT.test(text)) return text.toLowerCase()
  if (ID_TEXT.test(text) && Number(text) <= MAX_ID) return Number(text)
  return null
}
