import { randomUUID } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { PlanCreateInput, PlanPatchInput, PlanSearch, VersionInput } from '../../src/domain/plans/schemas'
import { PLAN_STATUS, PLAN_STATUS_ID, planCreationRefusal, planFlow, planPatchAction } from '../../src/domain/plans/status'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import { interventionPlans, planDiscussions, planPeriods, referralStatuses, referrals } from '../db/schema'
import { conflict, invalid, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { staleVersion } from '../http/references'
import { readJson } from '../http/json-body'
import { parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, isProviderViewer, reaches, staffReach, type OfficeViewer } from '../permissions/viewer'
import { assertStaffPlanWriter, PLAN_WRITES, visiblePlan } from './access'
import { planChanges } from './context'
import { movePlan, touchPlan } from './moves'
import { discussionRoutes } from './discussion-routes'
import { addAssessment, addGoal, addObjective, changeObjective, deleteAssessment, deleteGoal, deleteObjective, putAchievement, putGoal } from './content-writes'
import { rowRefOf, type RowRef } from './lookups'
import { pagePlans, planDetail, plansTodo, yearsByDelta } from './read'
import { planProgress } from './progress'
import { planReplica } from './replica'
import { templateRoutes } from './template-routes'
import { planProgressReportRoutes } from '../plan-pdfs/progress-routes'
import { access } from '../permissions/access'

/** A goal, objective or assessment named in the path by number or uuid; anything else names nothing (404). */
function rowRef(c: Context, name: string): RowRef {
  const ref = rowRefOf(c.req.param(name) ?? '')
  if (ref === null) throw notFound()
  return ref
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

/** Staff read with plans.read and change with plans.write, for the plan's customer; a provider her own active referrals' plans (a supervisor reads and signs her supervisees'). */
const READ = access({ permission: 'plans.read', customers: true, providers: 'supervised' })
const WRITE = access(PLAN_WRITES)
/** What only the office does to a plan (revert to draft). */
const OFFICE_WRITE = access({ permission: 'plans.write', customers: true })

/**
 * Intervention plans (spec §7): the plans, their assessments, goals, objectives and
 * achievements. The discussions, signatures and guest links are in discussion-routes.ts, the
 * templates in template-routes.ts; they are mounted first, so their fixed paths win over /:id.
 */
export function planRoutes(deps: AppDeps) {
  const { db } = deps
  const { viewerOf, changing, changingOnce } = planChanges(deps)

  return (
    new Hono<AppEnv>()
      .route('/', templateRoutes(deps))
      .route('/', discussionRoutes(deps))
      // The progress report PDF of a plan (server/plan-pdfs/progress-routes.ts).
      .route('/', planProgressReportRoutes(deps))
      .get('/', READ, async (c) => c.json(await pagePlans(db, await viewerOf(c), queryWith(c, PlanSearch), deps.now())))
      .get('/replica', READ, async (c) => c.json(await planReplica(db, await viewerOf(c), deps.now())))
      .get('/customers/todo', READ, async (c) => c.json(await plansTodo(db, await viewerOf(c), deps.now())))
      .post('/', WRITE, async (c) => {
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
            .where(and(eq(interventionPlans.referral_id, referral.id), eq(interventionPlans.academic_year_id, year.id), ne(interventionPlans.status_id, PLAN_STATUS.archived)))
          if (existing) throw conflict('plan_exists', 'El referido ya tiene un plan para ese año.')
          const [created] = await tx
            .insert(interventionPlans)
            .values({ uuid: randomUUID(), referral_id: referral.id, student_id: referral.student_id, academic_year_id: year.id, status_id: PLAN_STATUS_ID[planFlow.initial], created_by: viewer.userId })
            .returning()
          const periods = await tx.select({ id: planPeriods.id }).from(planPeriods)
          if (periods.length > 0) await tx.insert(planDiscussions).values(periods.map((period) => ({ plan_id: created!.id, period_id: period.id })))
          return planDetail(tx, viewer, await visiblePlan(tx, viewer, created!.id), deps.now())
        })
        return c.json(plan, 201)
      })
      // The content a provider also writes offline: each applied once per Idempotency-Key (content-writes.ts).
      .post('/goals', WRITE, (c) => changingOnce(c, addGoal()))
      .put('/goals/:id', WRITE, (c) => changingOnce(c, putGoal(rowRef(c, 'id'))))
      .delete('/goals/:id', WRITE, (c) => changingOnce(c, deleteGoal(rowRef(c, 'id'))))
      .post('/objectives', WRITE, (c) => changingOnce(c, addObjective()))
      .on(['PUT', 'PATCH'], '/objectives/:id', WRITE, (c) => changingOnce(c, changeObjective(rowRef(c, 'id'), c.req.method === 'PUT' ? 'PUT' : 'PATCH')))
      .delete('/objectives/:id', WRITE, (c) => changingOnce(c, deleteObjective(rowRef(c, 'id'))))
      .put('/objectives/:objective_id/achievements/:period_id', WRITE, (c) => changingOnce(c, putAchievement(rowRef(c, 'objective_id'), pathId(c, 'period_id'))))
      .delete('/student-assessments/:id', WRITE, (c) => changingOnce(c, deleteAssessment(rowRef(c, 'id'))))
      .post('/:plan_id{[0-9]+}/student-assessments', WRITE, (c) => changingOnce(c, addAssessment(pathId(c, 'plan_id'))))
      .get('/:id{[0-9]+}', READ, async (c) => {
        const viewer = await viewerOf(c)
        return c.json(await planDetail(db, viewer, await visiblePlan(db, viewer, pathId(c, 'id')), deps.now()))
      })
      // Per objective the values the sessions recorded, and per period the suggested and chosen progress levels (progress.ts).
      .get('/:id{[0-9]+}/progress', READ, async (c) => {
        const viewer = await viewerOf(c)
        return c.json(await planProgress(db, await visiblePlan(db, viewer, pathId(c, 'id'))))
      })
      .patch('/:id{[0-9]+}', WRITE, async (c) =>
        c.json(
          await changing(c, pathId(c, 'id'), async ({ tx, viewer, plan, body }) => {
            const input = parseWith(PlanPatchInput, body())
            if (plan.hash !== input.hash) throw staleVersion(await planDetail(tx, viewer, plan, deps.now()))
            // Naming the status it is in is a new version; any other status is a move of the plan's table.
            if (plan.status_id === input.status_id) await touchPlan(tx, plan.id)
            else {
              const action = planPatchAction(plan.status_id, input.status_id)
              if (!action) throw conflict('invalid_status_change', 'El plan no puede pasar a ese estado.')
              await movePlan(tx, plan, action, viewer.userId, deps.now())
            }
            return async () => planDetail(tx, viewer, await visiblePlan(tx, viewer, plan.id), deps.now())
          }),
        ),
      )
      .delete('/:id{[0-9]+}', WRITE, async (c) => {
        await changing(c, pathId(c, 'id'), async ({ tx, plan }) => {
          if (plan.status_id !== PLAN_STATUS.draft) throw conflict('plan_not_draft', 'Solo se elimina un plan en borrador.')
          await tx.delete(interventionPlans).where(eq(interventionPlans.id, plan.id))
          return async () => null
        })
        return c.body(null, 204)
      })
      // Office only: an active or archived plan of the current or next year goes back to draft (its signatures stay until its content changes).
      .patch('/:id{[0-9]+}/revert-to-draft', OFFICE_WRITE, async (c) =>
        c.json(
          await changing(
            c,
            pathId(c, 'id'),
            async ({ tx, viewer, plan, body }) => {
              const input = parseWith(VersionInput, body())
              if (plan.hash !== input.hash) throw staleVersion(await planDetail(tx, viewer, plan, deps.now()))
              if (plan.status_id === PLAN_STATUS.draft) throw conflict('already_draft', 'El plan ya está en borrador.')
              const { years } = await yearsByDelta(tx, deps.now())
              // A draft of a past year would fall in no tab (spec §4): it stays active or archived.
              if ((years.find((year) => year.id === plan.academic_year_id)?.delta ?? -1) < 0) throw conflict('plan_past_year', 'Un plan de un año pasado no vuelve a borrador.')
              await movePlan(tx, plan, 'revert-to-draft', viewer.userId, deps.now())
              return async () => planDetail(tx, viewer, await visiblePlan(tx, viewer, plan.id), deps.now())
            },
            { assert: (viewer, plan) => assertStaffPlanWriter(viewer, plan.customer_id), archived: true },
          ),
        ),
      )
  )
}
