import { randomUUID } from 'node:crypto'
import { and, eq, max, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  AchievementInput,
  AssessmentInput,
  GoalCreateInput,
  GoalPutInput,
  ObjectiveCreateInput,
  ObjectivePatchInput,
  ObjectivePutInput,
  PlanCreateInput,
  PlanPatchInput,
  PlanSearch,
  VersionInput,
} from '../../src/domain/plans/schemas'
import { planCreationRefusal, statusChangeAllowed } from '../../src/domain/plans/status'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import {
  interventionPlans,
  measurementTypes,
  objectives,
  planAchievements,
  planDiscussions,
  planGoals,
  planObjectives,
  planPeriods,
  planStudentAssessments,
  progressLevels,
  referralStatuses,
  referrals,
} from '../db/schema'
import { conflict, invalid, notFound } from '../http/errors'
import { pathId } from '../http/path-id'
import { assertReferencesExist, staleVersion } from '../http/references'
import { readJson } from '../http/json-body'
import { parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, isProviderViewer, reaches, staffReach, type OfficeViewer } from '../permissions/viewer'
import { assertStaffPlanWriter, visiblePlan } from './access'
import { planChanges } from './context'
import { discussionRoutes } from './discussion-routes'
import { assessmentOf, goalOf, objectiveOf } from './lookups'
import { nestGoals, pagePlans, planDetail, plansTodo, yearsByDelta } from './read'
import { templateRoutes } from './template-routes'
import { loadPlanTree } from './tree'

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
async function objectiveAnswer(db: Executor, planId: number, objectiveId: number) {
  const goals = nestGoals(await loadPlanTree(db, planId))
  const objective = goals.flatMap((goal) => goal.objectives).find((row) => row.id === objectiveId)
  if (!objective) throw notFound('El objetivo no existe.')
  return objective
}

async function goalAnswer(db: Executor, planId: number, goalId: number) {
  const goal = nestGoals(await loadPlanTree(db, planId)).find((row) => row.id === goalId)
  if (!goal) throw notFound('La meta no existe.')
  return goal
}

/** The referral a new plan is for: the provider's own active one, or one the staff viewer may write plans of. */
async function referralForNewPlan(db: Executor, viewer: OfficeViewer, referralId: number) {
  const [row] = await db
    .select({ id: referrals.id, student_id: referrals.student_id, provider_id: referrals.provider_id, customer_id: referrals.customer_id, status: referralStatuses.name })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(eq(referrals.id, referralId))
  const reachable = row && (isProviderViewer(viewer) ? row.provider_id === viewer.providerId && row.status === 'Activo' : reaches(staffReach(viewer, 'plans.write'), row.customer_id))
  if (!row || !reachable) throw invalid({ referral_id: 'unknown_reference' }, 'El referido no existe o no puede crear planes para él.')
  return row
}

/**
 * Intervention plans (spec §7): the plans, their assessments, goals, objectives and
 * achievements. The discussions, signatures and guest links are in discussion-routes.ts, the
 * templates in template-routes.ts; they are mounted first, so their fixed paths win over /:id.
 */
export function planRoutes(deps: AppDeps) {
  const { db } = deps
  const { viewerOf, changing } = planChanges(deps)

  return (
    new Hono<AppEnv>()
      .route('/', templateRoutes(deps))
      .route('/', discussionRoutes(deps))
      .get('/', async (c) => c.json(await pagePlans(db, await viewerOf(c), queryWith(c, PlanSearch), deps.now())))
      .get('/customers/todo', async (c) => c.json(await plansTodo(db, await viewerOf(c), deps.now())))
      .post('/', async (c) => {
        const viewer = await viewerOf(c)
        if (!isProviderViewer(viewer)) assertStaffPermission(viewer, 'plans.write')
        const input = parseWith(PlanCreateInput, await readJson(c))
        const plan = await db.transaction(async (tx) => {
          const referral = await referralForNewPlan(tx, viewer, input.referral_id)
          const { years } = await yearsByDelta(tx, deps.now())
          const year = years.find((row) => row.id === input.academic_year_id)
          if (!year) throw invalid({ academic_year_id: 'unknown_reference' })
          const refusal = planCreationRefusal(year, companyToday(deps.now()))
          if (refusal) throw invalid({ academic_year_id: refusal }, refusal === 'past_year' ? 'No se crean planes para un año pasado.' : 'Aún no se pueden crear planes para ese año.')
          // One plan of a referral per year (archived ones aside).
          const [existing] = await tx
            .select({ id: interventionPlans.id })
            .from(interventionPlans)
            .where(and(eq(interventionPlans.referral_id, referral.id), eq(interventionPlans.academic_year_id, year.id), ne(interventionPlans.status_id, 4)))
          if (existing) throw conflict('plan_exists', 'El referido ya tiene un plan para ese año.')
          const [created] = await tx
            .insert(interventionPlans)
            .values({ uuid: randomUUID(), referral_id: referral.id, student_id: referral.student_id, academic_year_id: year.id, status_id: 1, created_by: viewer.userId })
            .returning()
          const periods = await tx.select({ id: planPeriods.id }).from(planPeriods)
          if (periods.length > 0) await tx.insert(planDiscussions).values(periods.map((period) => ({ plan_id: created!.id, period_id: period.id })))
          return planDetail(tx, viewer, await visiblePlan(tx, viewer, created!.id), deps.now())
        })
        return c.json(plan, 201)
      })
      .post('/goals', async (c) => {
        let input: GoalCreateInput | undefined
        const goal = await changing(
          c,
          async (_tx, body) => {
            input = parseWith(GoalCreateInput, body())
            return input.plan_id
          },
          async ({ tx, plan }) => {
            const sort = input!.sort_index ?? (await nextGoalIndex(tx, plan.id))
            const [row] = await tx.insert(planGoals).values({ plan_id: plan.id, description: input!.description, sort_index: sort }).returning()
            return () => goalAnswer(tx, plan.id, row!.id)
          },
        )
        return c.json(goal, 201)
      })
      .put('/goals/:id', async (c) => {
        const id = pathId(c, 'id')
        return c.json(
          await changing(
            c,
            async (tx) => (await goalOf(tx, id)).plan_id,
            async ({ tx, plan, now, body }) => {
              const input = parseWith(GoalPutInput, body())
              const current = await goalOf(tx, id)
              if (current.hash !== input.hash) throw staleVersion(await goalAnswer(tx, plan.id, id))
              await tx
                .update(planGoals)
                .set({ description: input.description, sort_index: input.sort_index ?? current.sort_index, hash: newVersion, updated_at: now })
                .where(eq(planGoals.id, id))
              return () => goalAnswer(tx, plan.id, id)
            },
          ),
        )
      })
      .delete('/goals/:id', async (c) => {
        const id = pathId(c, 'id')
        await changing(
          c,
          async (tx) => (await goalOf(tx, id)).plan_id,
          async ({ tx }) => {
            await tx.delete(planGoals).where(eq(planGoals.id, id))
            return async () => null
          },
        )
        return c.body(null, 204)
      })
      .post('/objectives', async (c) => {
        let input: ObjectiveCreateInput | undefined
        const objective = await changing(
          c,
          async (tx, body) => {
            input = parseWith(ObjectiveCreateInput, body())
            const [goal] = await tx.select({ plan_id: planGoals.plan_id }).from(planGoals).where(eq(planGoals.id, input.goal_id))
            if (!goal) throw invalid({ goal_id: 'unknown_reference' })
            return goal.plan_id
          },
          async ({ tx, plan }) => {
            await assertReferencesExist(tx, { measurement_type_id: [measurementTypes, input!.measurement_type_id], objective_id: [objectives, input!.objective_id] })
            const sort = input!.sort_index ?? (await nextObjectiveIndex(tx, input!.goal_id))
            const [row] = await tx
              .insert(planObjectives)
              .values({
                goal_id: input!.goal_id,
                plan_id: plan.id,
                description: input!.description,
                measurement_type_id: input!.measurement_type_id,
                objective_id: input!.objective_id,
                sort_index: sort,
              })
              .returning()
            return () => objectiveAnswer(tx, plan.id, row!.id)
          },
        )
        return c.json(objective, 201)
      })
      .on(['PUT', 'PATCH'], '/objectives/:id', async (c) => {
        const id = pathId(c, 'id')
        const isPut = c.req.method === 'PUT'
        return c.json(
          await changing(
            c,
            async (tx) => (await objectiveOf(tx, id)).plan_id,
            async ({ tx, plan, now, body }) => {
              const input: ObjectivePatchInput = isPut ? parseWith(ObjectivePutInput, body()) : parseWith(ObjectivePatchInput, body())
              await assertReferencesExist(tx, { measurement_type_id: [measurementTypes, input.measurement_type_id], objective_id: [objectives, input.objective_id] })
              const current = await objectiveOf(tx, id)
              if (current.hash !== input.hash) throw staleVersion(await objectiveAnswer(tx, plan.id, id))
              await tx
                .update(planObjectives)
                .set({
                  description: input.description ?? current.description,
                  measurement_type_id: input.measurement_type_id ?? current.measurement_type_id,
                  objective_id: input.objective_id === undefined ? current.objective_id : input.objective_id,
                  sort_index: input.sort_index ?? current.sort_index,
                  hash: newVersion,
                  updated_at: now,
                })
                .where(eq(planObjectives.id, id))
              return () => objectiveAnswer(tx, plan.id, id)
            },
          ),
        )
      })
      .delete('/objectives/:id', async (c) => {
        const id = pathId(c, 'id')
        await changing(
          c,
          async (tx) => (await objectiveOf(tx, id)).plan_id,
          async ({ tx }) => {
            await tx.delete(planObjectives).where(eq(planObjectives.id, id))
            return async () => null
          },
        )
        return c.body(null, 204)
      })
      .put('/objectives/:objective_id/achievements/:period_id', async (c) => {
        const objectiveId = pathId(c, 'objective_id')
        const periodId = pathId(c, 'period_id')
        return c.json(
          await changing(
            c,
            async (tx) => (await objectiveOf(tx, objectiveId)).plan_id,
            async ({ tx, plan, now, body }) => {
              const [discussion] = await tx
                .select({ id: planDiscussions.id })
                .from(planDiscussions)
                .where(and(eq(planDiscussions.plan_id, plan.id), eq(planDiscussions.period_id, periodId)))
              if (!discussion) throw notFound('El periodo no existe.')
              const input: AchievementInput = parseWith(AchievementInput, body())
              await assertReferencesExist(tx, { progress_level_id: [progressLevels, input.progress_level_id] })
              const [current] = await tx
                .select()
                .from(planAchievements)
                .where(and(eq(planAchievements.objective_id, objectiveId), eq(planAchievements.period_id, periodId)))
              const achievementOf = async () => (await objectiveAnswer(tx, plan.id, objectiveId)).achievements.find((row) => row.period_id === periodId)!
              if (current) {
                if (current.hash !== input.hash) throw staleVersion(await achievementOf())
                await tx
                  .update(planAchievements)
                  .set({ progress_level_id: input.progress_level_id, comments: input.comments, hash: newVersion, updated_at: now })
                  .where(eq(planAchievements.id, current.id))
              } else {
                await tx.insert(planAchievements).values({
                  objective_id: objectiveId,
                  discussion_id: discussion.id,
                  period_id: periodId,
                  progress_level_id: input.progress_level_id,
                  comments: input.comments,
                })
              }
              return achievementOf
            },
          ),
        )
      })
      .delete('/student-assessments/:id', async (c) => {
        const id = pathId(c, 'id')
        await changing(
          c,
          async (tx) => (await assessmentOf(tx, id)).plan_id,
          async ({ tx }) => {
            await tx.delete(planStudentAssessments).where(eq(planStudentAssessments.id, id))
            return async () => null
          },
        )
        return c.body(null, 204)
      })
      .post('/:plan_id{[0-9]+}/student-assessments', async (c) => {
        const planId = pathId(c, 'plan_id')
        const created = await changing(c, planId, async ({ tx, viewer, plan, body }) => {
          const input = parseWith(AssessmentInput, body())
          const [row] = await tx.insert(planStudentAssessments).values({ plan_id: plan.id, description: input.description, created_by: viewer.userId }).returning()
          return async () => ({ id: row!.id, plan_id: plan.id, description: row!.description, created_at: row!.created_at.toISOString() })
        })
        return c.json(created, 201)
      })
      .get('/:id{[0-9]+}', async (c) => {
        const viewer = await viewerOf(c)
        return c.json(await planDetail(db, viewer, await visiblePlan(db, viewer, pathId(c, 'id')), deps.now()))
      })
      .patch('/:id{[0-9]+}', async (c) =>
        c.json(
          await changing(c, pathId(c, 'id'), async ({ tx, viewer, plan, body }) => {
            const input = parseWith(PlanPatchInput, body())
            if (plan.hash !== input.hash) throw staleVersion(await planDetail(tx, viewer, plan, deps.now()))
            if (!statusChangeAllowed(plan.status_id, input.status_id)) throw conflict('invalid_status_change', 'El plan no puede pasar a ese estado.')
            await tx.update(interventionPlans).set({ status_id: input.status_id, hash: newVersion }).where(eq(interventionPlans.id, plan.id))
            return async () => planDetail(tx, viewer, await visiblePlan(tx, viewer, plan.id), deps.now())
          }),
        ),
      )
      .delete('/:id{[0-9]+}', async (c) => {
        await changing(c, pathId(c, 'id'), async ({ tx, plan }) => {
          if (plan.status_id !== 1) throw conflict('plan_not_draft', 'Solo se elimina un plan en borrador.')
          await tx.delete(interventionPlans).where(eq(interventionPlans.id, plan.id))
          return async () => null
        })
        return c.body(null, 204)
      })
      // Office only: an active or archived plan of the current or next year goes back to draft (its signatures stay until its content changes).
      .patch('/:id{[0-9]+}/revert-to-draft', async (c) =>
        c.json(
          await changing(
            c,
            pathId(c, 'id'),
            async ({ tx, viewer, plan, body }) => {
              const input = parseWith(VersionInput, body())
              if (plan.hash !== input.hash) throw staleVersion(await planDetail(tx, viewer, plan, deps.now()))
              if (plan.status_id === 1) throw conflict('already_draft', 'El plan ya está en borrador.')
              const { years } = await yearsByDelta(tx, deps.now())
              // A draft of a past year would fall in no tab (spec §4): it stays active or archived.
              if ((years.find((year) => year.id === plan.academic_year_id)?.delta ?? -1) < 0) throw conflict('plan_past_year', 'Un plan de un año pasado no vuelve a borrador.')
              await tx.update(interventionPlans).set({ status_id: 1, hash: newVersion }).where(eq(interventionPlans.id, plan.id))
              return async () => planDetail(tx, viewer, await visiblePlan(tx, viewer, plan.id), deps.now())
            },
            { assert: (viewer, plan) => assertStaffPlanWriter(viewer, plan.customer_id), archived: true },
          ),
        ),
      )
  )
}
