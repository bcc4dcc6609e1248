import { and, eq, max, sql } from 'drizzle-orm'
import { checkObjectiveValue } from '../../src/domain/plans/objective-data'
import type { AchievementInput, GoalCreateInput, ObjectiveCreateInput, ObjectivePatchInput } from '../../src/domain/plans/schemas'
import type { Executor } from '../db/client'
import { measurementTypes, objectives, planAchievements, planDiscussions, planGoals, planObjectives, planStudentAssessments, progressLevels } from '../db/schema'
import { HttpError, conflict, invalid, notFound } from '../http/errors'
import { assertReferencesExist, staleVersion } from '../http/references'
import { parseCommand } from '../sync/command-handler'
import type { PlanEffect } from './context'
import { assessmentOf, goalOf, objectiveOf, type RowRef } from './lookups'
import { nestGoals } from './read'
import { loadPlanTree } from './tree'

/**
 * The plan content a provider writes, also offline (issue 13 item 4): assessments, goals,
 * objectives and achievements. Each is a PlanEffect, so the single endpoint (routes.ts) and the
 * batched push (offline-commands.ts) apply it alike, exactly once per key, and each judges the
 * body with its command's schema (src/domain/offline-commands/plans.ts).
 * Rows a device creates offline come with its uuid; the later changes it queued name them by it.
 */

const newVersion = sql`md5(random()::text)`

/** New goals and objectives go at the end of their list unless a sort index is given. */
async function nextGoalIndex(db: Executor, planId: number) {
  const [row] = await db.select({ last: max(planGoals.sort_index) }).from(planGoals).where(eq(planGoals.plan_id, planId))
  return (row?.last ?? -1) + 1
}

async function nextObjectiveIndex(db: Executor, goalId: number) {
  const [row] = await db.select({ last: max(planObjectives.sort_index) }).from(planObjectives).where(eq(planObjectives.goal_id, goalId))
  return (row?.last ?? -1) + 1
}

/** One objective as the plan answers it (with its achievements), read after the change. */
export async function objectiveAnswer(db: Executor, planId: number, objectiveId: number) {
  const goals = nestGoals(await loadPlanTree(db, planId))
  const objective = goals.flatMap((goal) => goal.objectives).find((row) => row.id === objectiveId)
  if (!objective) throw notFound('El objetivo no existe.')
  return objective
}

/**
 * The target an objective keeps: the one sent (null clears it), else the one it had unless its
 * measurement type changed kind (a target of another kind means nothing); judged against the
 * kind (`422 objective_value_out_of_range` on `target`).
 */
async function targetFor(db: Executor, measurementTypeId: number, sent: number | null | undefined, current?: { target: number | null; measurement_type_id: number }): Promise<number | null> {
  const kindOf = async (id: number) => (await db.select({ kind: measurementTypes.kind }).from(measurementTypes).where(eq(measurementTypes.id, id)))[0]!.kind
  const kind = await kindOf(measurementTypeId)
  if (sent === undefined) {
    if (!current || current.target === null) return null
    return current.measurement_type_id === measurementTypeId || (await kindOf(current.measurement_type_id)) === kind ? current.target : null
  }
  if (sent === null) return null
  const error = checkObjectiveValue(kind, sent)
  if (error) throw new HttpError(422, error, 'La meta está fuera del rango de su tipo de medición.', { target: error })
  return sent
}

export async function goalAnswer(db: Executor, planId: number, goalId: number) {
  const goal = nestGoals(await loadPlanTree(db, planId)).find((row) => row.id === goalId)
  if (!goal) throw notFound('La meta no existe.')
  return goal
}

/** A uuid a device gave a new row, once: another row already holding it is the device's mistake (409). */
async function assertUuidFree(db: Executor, table: typeof planGoals | typeof planObjectives | typeof planStudentAssessments, uuid: string | undefined) {
  if (uuid === undefined) return
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.uuid, uuid))
  if (taken) throw conflict('uuid_taken', 'Ya existe un registro con ese identificador.')
}

export function addAssessment(planId: number): PlanEffect {
  return {
    target: planId,
    status: 201,
    run: async ({ tx, viewer, plan, body }) => {
      const input = parseCommand('plan.assessment.add', body())
      await assertUuidFree(tx, planStudentAssessments, input.uuid)
      const [row] = await tx
        .insert(planStudentAssessments)
        .values({ plan_id: plan.id, description: input.description, created_by: viewer.userId, ...(input.uuid ? { uuid: input.uuid } : {}) })
        .returning()
      return async () => ({ id: row!.id, uuid: row!.uuid, plan_id: plan.id, description: row!.description, created_at: row!.created_at.toISOString() })
    },
  }
}

export function deleteAssessment(ref: RowRef): PlanEffect {
  return {
    target: async (tx) => (await assessmentOf(tx, ref)).plan_id,
    status: 204,
    run: async ({ tx }) => {
      await tx.delete(planStudentAssessments).where(eq(planStudentAssessments.id, (await assessmentOf(tx, ref)).id))
      return async () => null
    },
  }
}

export function addGoal(): PlanEffect {
  let input: GoalCreateInput | undefined
  return {
    target: async (_tx, body) => {
      input = parseCommand('plan.goal.add', body())
      return input.plan_id
    },
    status: 201,
    run: async ({ tx, plan }) => {
      await assertUuidFree(tx, planGoals, input!.uuid)
      const sort = input!.sort_index ?? (await nextGoalIndex(tx, plan.id))
      const [row] = await tx
        .insert(planGoals)
        .values({ plan_id: plan.id, description: input!.description, sort_index: sort, ...(input!.uuid ? { uuid: input!.uuid } : {}) })
        .returning()
      return () => goalAnswer(tx, plan.id, row!.id)
    },
  }
}

export function putGoal(ref: RowRef): PlanEffect {
  return {
    target: async (tx) => (await goalOf(tx, ref)).plan_id,
    status: 200,
    run: async ({ tx, plan, now, body }) => {
      const input = parseCommand('plan.goal.edit', body())
      const current = await goalOf(tx, ref)
      if (current.hash !== input.hash) throw staleVersion(await goalAnswer(tx, plan.id, current.id))
      await tx
        .update(planGoals)
        .set({ description: input.description, sort_index: input.sort_index ?? current.sort_index, hash: newVersion, updated_at: now })
        .where(eq(planGoals.id, current.id))
      return () => goalAnswer(tx, plan.id, current.id)
    },
  }
}

export function deleteGoal(ref: RowRef): PlanEffect {
  return {
    target: async (tx) => (await goalOf(tx, ref)).plan_id,
    status: 204,
    run: async ({ tx }) => {
      await tx.delete(planGoals).where(eq(planGoals.id, (await goalOf(tx, ref)).id))
      return async () => null
    },
  }
}

export function addObjective(): PlanEffect {
  let input: ObjectiveCreateInput | undefined
  let goalId = 0
  return {
    target: async (tx, body) => {
      input = parseCommand('plan.objective.add', body())
      const goal = await goalOf(tx, input.goal_id).catch(() => null)
      if (!goal) throw invalid({ goal_id: 'unknown_reference' })
      goalId = goal.id
      return goal.plan_id
    },
    status: 201,
    run: async ({ tx, plan }) => {
      await assertReferencesExist(tx, { measurement_type_id: [measurementTypes, input!.measurement_type_id], objective_id: [objectives, input!.objective_id] })
      await assertUuidFree(tx, planObjectives, input!.uuid)
      const sort = input!.sort_index ?? (await nextObjectiveIndex(tx, goalId))
      const target = await targetFor(tx, input!.measurement_type_id, input!.target)
      const [row] = await tx
        .insert(planObjectives)
        .values({
          goal_id: goalId,
          plan_id: plan.id,
          description: input!.description,
          measurement_type_id: input!.measurement_type_id,
          objective_id: input!.objective_id,
          sort_index: sort,
          target,
          ...(input!.uuid ? { uuid: input!.uuid } : {}),
        })
        .returning()
      return () => objectiveAnswer(tx, plan.id, row!.id)
    },
  }
}

/** PUT (every field) or PATCH (any of them) of an objective, on the version it was based on. */
export function changeObjective(ref: RowRef, method: 'PUT' | 'PATCH'): PlanEffect {
  return {
    target: async (tx) => (await objectiveOf(tx, ref)).plan_id,
    status: 200,
    run: async ({ tx, plan, now, body }) => {
      const input: ObjectivePatchInput = method === 'PUT' ? parseCommand('plan.objective.edit', body()) : parseCommand('plan.objective.patch', body())
      await assertReferencesExist(tx, { measurement_type_id: [measurementTypes, input.measurement_type_id], objective_id: [objectives, input.objective_id] })
      const current = await objectiveOf(tx, ref)
      const measurementTypeId = input.measurement_type_id ?? current.measurement_type_id
      const target = await targetFor(tx, measurementTypeId, input.target, current)
      if (current.hash !== input.hash) throw staleVersion(await objectiveAnswer(tx, plan.id, current.id))
      await tx
        .update(planObjectives)
        .set({
          description: input.description ?? current.description,
          measurement_type_id: measurementTypeId,
          target,
          objective_id: input.objective_id === undefined ? current.objective_id : input.objective_id,
          sort_index: input.sort_index ?? current.sort_index,
          hash: newVersion,
          updated_at: now,
        })
        .where(eq(planObjectives.id, current.id))
      return () => objectiveAnswer(tx, plan.id, current.id)
    },
  }
}

export function deleteObjective(ref: RowRef): PlanEffect {
  return {
    target: async (tx) => (await objectiveOf(tx, ref)).plan_id,
    status: 204,
    run: async ({ tx }) => {
      await tx.delete(planObjectives).where(eq(planObjectives.id, (await objectiveOf(tx, ref)).id))
      return async () => null
    },
  }
}

/** PUT …/objectives/{objective}/achievements/{period_id}: the first one without a version, later ones on theirs. */
export function putAchievement(objectiveRef: RowRef, periodId: number): PlanEffect {
  return {
    target: async (tx) => (await objectiveOf(tx, objectiveRef)).plan_id,
    status: 200,
    run: async ({ tx, plan, now, body }) => {
      const objectiveId = (await objectiveOf(tx, objectiveRef)).id
      const [discussion] = await tx
        .select({ id: planDiscussions.id })
        .from(planDiscussions)
        .where(and(eq(planDiscussions.plan_id, plan.id), eq(planDiscussions.period_id, periodId)))
      if (!discussion) throw notFound('El periodo no existe.')
      const input: AchievementInput = parseCommand('plan.achievement.put', body())
      await assertReferencesExist(tx, {
        progress_level_id: [progressLevels, input.progress_level_id],
        suggested_progress_level_id: [progressLevels, input.suggested_progress_level_id],
      })
      const [current] = await tx
        .select()
        .from(planAchievements)
        .where(and(eq(planAchievements.objective_id, objectiveId), eq(planAchievements.period_id, periodId)))
      const achievementOf = async () => (await objectiveAnswer(tx, plan.id, objectiveId)).achievements.find((row) => row.period_id === periodId)!
      if (current) {
        if (current.hash !== input.hash) throw staleVersion(await achievementOf())
        await tx
          .update(planAchievements)
          .set({
            progress_level_id: input.progress_level_id,
            comments: input.comments,
            // Absent keeps the stored suggestion (a device that does not know it).
            ...(input.suggested_progress_level_id === undefined ? {} : { suggested_progress_level_id: input.suggested_progress_level_id }),
            hash: newVersion,
            updated_at: now,
          })
          .where(eq(planAchievements.id, current.id))
      } else {
        await tx.insert(planAchievements).values({
          objective_id: objectiveId,
          discussion_id: discussion.id,
          period_id: periodId,
          progress_level_id: input.progress_level_id,
          comments: input.comments,
          suggested_progress_level_id: input.suggested_progress_level_id ?? null,
        })
      }
      return achievementOf
    },
  }
}
