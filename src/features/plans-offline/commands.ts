import * as v from 'valibot'
import {
  applyPlanChange,
  applyServerRow,
  planChangeBase,
  planChangeEntity,
  planChangeRequest,
  serverRowHash,
  type PlanChange,
  type PlanDetail,
} from '../../domain/plans/offline'
import { AchievementInput, AssessmentInput, GoalPutInput, ObjectivePutInput } from '../../domain/plans/schemas'
import type { CurrentUser } from '../../domain/schemas/auth'
import { db } from '../../db/database'
import { newOutboxEntry } from '../../db/outbox'
import { updatePlanCopies, withUnsent } from '../../db/plans'
import { readSession } from '../../db/session'
import { refreshPlanReplica } from '../../sync/active-students'
import { registerBackgroundSync, requestSync } from '../../sync/triggers'

/**
 * The plan editor's writes for a provider, online or not (issue 13 item 4). Each one is a single
 * Dexie transaction that changes the device's copy of the plan AND appends the outbox entry, and
 * resolves once it is on disk: then the screen may say "Guardado en el dispositivo". The sync
 * engine sends it exactly once (mutation id = Idempotency-Key), on the version of the row the
 * person saw; a 409 is set aside with both versions (`keepMyVersion` / `takeServerVersion`).
 *
 * New rows get their uuid here, so the person can keep working on them (an objective of a goal
 * written a minute ago, its achievement) before the server has numbered them.
 * Signing and the discussion actions are not here: they need a connection.
 */

type Author = Pick<CurrentUser, 'id'>

/** The plan is not on this device (not one of the provider's current or next year's plans). */
export class PlanNotOnDevice extends Error {
  constructor(readonly planId: number) {
    super(`Plan ${planId} is not on this device`)
  }
}

/** The plan cannot be changed: archived, or not hers to write. */
export class PlanNotWritable extends Error {
  constructor(readonly planId: number) {
    super(`Plan ${planId} cannot be changed`)
  }
}

/** Rejects what the server would refuse on sight (the same schemas), before anything is saved. */
function check<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  return v.parse(schema, value)
}

// The inputs as the person writes them: the version is the engine's to add at send time.
const GoalFields = v.omit(GoalPutInput, ['hash', 'sort_index'])
const ObjectiveInput = v.omit(ObjectivePutInput, ['hash', 'sort_index'])
const AchievementFields = v.omit(AchievementInput, ['hash'])

async function savePlanChange(planId: number, change: PlanChange, user: Author): Promise<void> {
  await db.transaction('rw', db.plans, db.outbox, async () => {
    const [plan] = await db.plans.where('id').equals(planId).toArray()
    if (!plan) throw new PlanNotOnDevice(planId)
    if (!plan.may_write || plan.status_id === 4) throw new PlanNotWritable(planId)
    const { entityId, dependsOn } = planChangeEntity(planId, change)
    const entry = newOutboxEntry({ userId: user.id, type: change.type, entityId, request: planChangeRequest(planId, change), baseHash: planChangeBase(plan, change) })
    await db.outbox.add({ ...entry, plan: { planId, change }, dependsOn })
    await updatePlanCopies(planId, (copy) => applyPlanChange(copy, change))
  })
  requestSync('write')
  void registerBackgroundSync()
}

const now = () => new Date().toISOString()

/** Adds a student assessment; answers its uuid. */
export async function addAssessment(planId: number, description: string, user: Author): Promise<string> {
  const input = check(AssessmentInput, { description })
  const uuid = crypto.randomUUID()
  await savePlanChange(planId, { type: 'plan.assessment.add', uuid, description: input.description, at: now() }, user)
  return uuid
}

export async function deleteAssessment(planId: number, uuid: string, user: Author): Promise<void> {
  await savePlanChange(planId, { type: 'plan.assessment.delete', uuid }, user)
}

/** Adds a goal at the end of the plan; answers its uuid (for its objectives). */
export async function addGoal(planId: number, description: string, user: Author): Promise<string> {
  const input = check(GoalFields, { description })
  const uuid = crypto.randomUUID()
  await savePlanChange(planId, { type: 'plan.goal.add', uuid, description: input.description }, user)
  return uuid
}

export async function editGoal(planId: number, uuid: string, description: string, user: Author): Promise<void> {
  const input = check(GoalFields, { description })
  await savePlanChange(planId, { type: 'plan.goal.edit', uuid, description: input.description }, user)
}

export async function deleteGoal(planId: number, uuid: string, user: Author): Promise<void> {
  await savePlanChange(planId, { type: 'plan.goal.delete', uuid }, user)
}

export interface ObjectiveFields {
  description: string
  measurement_type_id: number
  objective_id?: number | null
  /** The value aimed at (null: none); left out, an edit keeps the one the objective has. */
  target?: number | null
}

/** Adds an objective at the end of a goal (by the goal's uuid); answers its uuid. */
export async function addObjective(planId: number, goalUuid: string, fields: ObjectiveFields, user: Author): Promise<string> {
  const input = check(ObjectiveInput, fields)
  const uuid = crypto.randomUUID()
  const { description, measurement_type_id, objective_id } = input
  await savePlanChange(planId, { type: 'plan.objective.add', uuid, goal_uuid: goalUuid, description, measurement_type_id, objective_id, target: input.target ?? null }, user)
  return uuid
}

export async function editObjective(planId: number, uuid: string, fields: ObjectiveFields, user: Author): Promise<void> {
  const { description, measurement_type_id, objective_id, target } = check(ObjectiveInput, fields)
  await savePlanChange(
    planId,
    { type: 'plan.objective.edit', uuid, description, measurement_type_id, objective_id, ...(target === undefined ? {} : { target }) },
    user,
  )
}

export async function deleteObjective(planId: number, uuid: string, user: Author): Promise<void> {
  await savePlanChange(planId, { type: 'plan.objective.delete', uuid }, user)
}

/** Records (or changes) an objective's achievement of a period. */
export async function putAchievement(
  planId: number,
  objectiveUuid: string,
  periodId: number,
  fields: { progress_level_id: number; comments?: string | null; suggested_progress_level_id?: number | null },
  user: Author,
): Promise<void> {
  const input = check(AchievementFields, fields)
  await savePlanChange(
    planId,
    {
      type: 'plan.achievement.put',
      objective_uuid: objectiveUuid,
      period_id: periodId,
      progress_level_id: input.progress_level_id,
      comments: input.comments,
      ...(input.suggested_progress_level_id === undefined ? {} : { suggested_progress_level_id: input.suggested_progress_level_id }),
    },
    user,
  )
}

/** Saves a period's achievements summary (not its submission, which needs a connection). */
export async function saveSummary(planId: number, periodId: number, summary: string | null, user: Author): Promise<void> {
  const text = summary?.trim() ? summary.trim() : null
  if (text !== null) check(AssessmentInput, { description: text })
  await savePlanChange(planId, { type: 'plan.summary.save', period_id: periodId, achievements_summary: text }, user)
}

/**
 * After a conflict, the person keeps her version: it is sent again on the row as the server has
 * it now (she saw both). Not possible when the row was deleted there: she discards hers instead.
 */
export async function keepMyVersion(seq: number): Promise<boolean> {
  const kept = await db.transaction('rw', db.outbox, db.plans, async () => {
    const entry = await db.outbox.get(seq)
    const hash = serverRowHash(entry?.currentPlanRow)
    if (!entry?.plan || entry.state !== 'conflict' || hash === null) return false
    await db.outbox.update(seq, { state: 'pending', baseHash: hash, currentPlanRow: undefined, nextAttemptAt: 0 })
    return true
  })
  if (kept) requestSync('conflict-resolved', { ignoreBackoff: true })
  return kept
}

/**
 * After a conflict or a refusal, the person takes the server's version: her change leaves the
 * outbox and the device's copy shows the row as the 409 answered it (her later changes of other
 * rows stay applied over it).
 */
export async function takeServerVersion(seq: number): Promise<void> {
  const refused = await db.transaction('rw', db.outbox, db.plans, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry?.plan) return false
    await db.outbox.delete(seq)
    const { planId, change } = entry.plan
    if (entry.state !== 'conflict') return true
    const later = (await db.outbox.where('entityId').equals(entry.entityId).sortBy('seq')).filter((other) => other.seq! > seq)
    await updatePlanCopies(planId, (plan: PlanDetail) => withUnsent(applyServerRow(plan, change, entry.currentPlanRow ?? null), later))
    return false
  })
  requestSync('conflict-resolved', { ignoreBackoff: true })
  // A refused change has no server row to show instead: the copy is fetched again (when online;
  // otherwise it shows the discarded change until the next refresh of the active students).
  const session = refused ? await readSession() : null
  if (session?.user.provider_id != null) await refreshPlanReplica(session.user.provider_id)
}
