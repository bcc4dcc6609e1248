import { commandRequest, offlineCommands, type CommandRequest, type OfflineCommandName } from '../offline-commands'

/**
 * A provider's plans on her device (issue 13 item 4): the shape of GET /intervention-plans/replica
 * (each plan as GET /intervention-plans/{id} answers it), the changes she may make offline, and
 * the one pure function that applies such a change to a plan. The device applies it when the
 * person saves (with the outbox entry, in one transaction) and again over every fresh copy from
 * the server while the change is still unsent, so her screen always shows her latest version.
 *
 * Rows she creates offline get a uuid on the device (goals, objectives, assessments) and have no
 * server `id` nor `hash` until the server acknowledges them; their later changes name them by uuid.
 */

export interface PlanAchievement {
  id: number | null
  period_id: number
  progress_level_id: number
  /** The level the period's data suggested when she saved (absent on a copy from before it was kept). */
  suggested_progress_level_id?: number | null
  comments: string | null
  authorized_initials: string | null
  signed_at: string | null
  hash: string | null
}

export interface PlanObjective {
  id: number | null
  uuid: string
  goal_id: number | null
  description: string
  measurement_type_id: number
  objective_id: number | null
  sort_index: number
  /** The value aimed at, in the measurement type's kind (objective-data.ts); absent on a row a device made before it carried one. */
  target?: number | null
  hash: string | null
  achievements: PlanAchievement[]
}

export interface PlanGoal {
  id: number | null
  uuid: string
  description: string
  sort_index: number
  hash: string | null
  objectives: PlanObjective[]
}

export interface PlanAssessment {
  id: number | null
  uuid: string
  description: string
  created_at: string
}

export interface PlanSignature {
  id: number
  role: string
  covers: string
  achievement_id: number | null
  signer: string | null
  signed_at: string
  voided: boolean
}

export interface PlanDiscussion {
  id: number
  plan_id: number
  period_id: number
  period_name: string | null
  state: string
  achievements_summary: string | null
  unreachable_form_id: number | null
  hash: string
  updated_at: string
  signatures: PlanSignature[]
}

export interface PlanDetail {
  id: number
  uuid: string
  referral_id: number
  student_id: number
  student_name: string
  service_name: string
  provider_id: number | null
  academic_year_id: number
  academic_year_name: string
  academic_year_delta: number | null
  status_id: number
  tab: string | null
  hash: string
  may_write: boolean
  periods: { id: number; name: string }[]
  student_assessments: PlanAssessment[]
  goals: PlanGoal[]
  discussions: PlanDiscussion[]
}

export interface PlanReplica {
  plans: PlanDetail[]
  progress_levels: { id: number; name: string }[]
}

/** The plan changes a provider makes offline (their commands: src/domain/offline-commands/plans.ts). Signing and the discussion actions need a connection. */
export type PlanMutationType = PlanChange['type']

/** A plan change's outbox entry (shown on the plan's copy until acknowledged). */
export const isPlanMutation = (type: OfflineCommandName): type is PlanMutationType => offlineCommands[type].ack.record === 'plan-row'

/**
 * The outbox's record ids: changes of one row go one after another, each on the version the
 * previous one left; a row's changes wait for its parent's (an objective for its new goal).
 */
export const planEntityIds = {
  assessment: (uuid: string) => `plan-assessment:${uuid}`,
  goal: (uuid: string) => `plan-goal:${uuid}`,
  objective: (uuid: string) => `plan-objective:${uuid}`,
  achievement: (objectiveUuid: string, periodId: number) => `plan-achievement:${objectiveUuid}:${periodId}`,
  discussion: (planId: number, periodId: number) => `plan-discussion:${planId}:${periodId}`,
}

/** What each change does to the plan, as the device records it (the request body is built from it). */
export type PlanChange =
  | { type: 'plan.assessment.add'; uuid: string; description: string; at: string }
  | { type: 'plan.assessment.delete'; uuid: string }
  | { type: 'plan.goal.add'; uuid: string; description: string }
  | { type: 'plan.goal.edit'; uuid: string; description: string }
  | { type: 'plan.goal.delete'; uuid: string }
  | {
      type: 'plan.objective.add'
      uuid: string
      goal_uuid: string
      description: string
      measurement_type_id: number
      objective_id: number | null
      /** The value aimed at (null: none). Absent on a change queued before the device sent it: the objective has none. */
      target?: number | null
    }
  | {
      type: 'plan.objective.edit'
      uuid: string
      description: string
      measurement_type_id: number
      objective_id: number | null
      /** The value aimed at (null clears it). Absent on a change queued before the device sent it: the server keeps the one it has. */
      target?: number | null
    }
  | { type: 'plan.objective.delete'; uuid: string }
  | {
      type: 'plan.achievement.put'
      objective_uuid: string
      period_id: number
      progress_level_id: number
      comments: string | null
      /** Absent on a change queued before the suggestion was kept: the server keeps what it has. */
      suggested_progress_level_id?: number | null
    }
  | { type: 'plan.summary.save'; period_id: number; achievements_summary: string | null }

/**
 * An objective's target as an edit carries it: left out when the change has none (an entry queued
 * before the target travelled), which the server reads as "keep" and so does the device's copy.
 */
const targetField = (change: { target?: number | null }) => (change.target === undefined ? {} : { target: change.target })

const nextIndex = (rows: { sort_index: number }[]) => rows.reduce((last, row) => Math.max(last, row.sort_index), -1) + 1

const mapGoals = (plan: PlanDetail, map: (goal: PlanGoal) => PlanGoal): PlanDetail => ({ ...plan, goals: plan.goals.map(map) })
const mapObjectives = (plan: PlanDetail, map: (objective: PlanObjective) => PlanObjective): PlanDetail =>
  mapGoals(plan, (goal) => ({ ...goal, objectives: goal.objectives.map(map) }))

/**
 * The plan with the change applied, as the server will have it once it arrives (versions aside).
 * A change of a row that is no longer there (deleted meanwhile) changes nothing.
 */
export function applyPlanChange(plan: PlanDetail, change: PlanChange): PlanDetail {
  switch (change.type) {
    case 'plan.assessment.add':
      if (plan.student_assessments.some((row) => row.uuid === change.uuid)) return plan
      return { ...plan, student_assessments: [...plan.student_assessments, { id: null, uuid: change.uuid, description: change.description, created_at: change.at }] }
    case 'plan.assessment.delete':
      return { ...plan, student_assessments: plan.student_assessments.filter((row) => row.uuid !== change.uuid) }
    case 'plan.goal.add':
      if (plan.goals.some((goal) => goal.uuid === change.uuid)) return plan
      return { ...plan, goals: [...plan.goals, { id: null, uuid: change.uuid, description: change.description, sort_index: nextIndex(plan.goals), hash: null, objectives: [] }] }
    case 'plan.goal.edit':
      return mapGoals(plan, (goal) => (goal.uuid === change.uuid ? { ...goal, description: change.description } : goal))
    case 'plan.goal.delete':
      return { ...plan, goals: plan.goals.filter((goal) => goal.uuid !== change.uuid) }
    case 'plan.objective.add':
      return mapGoals(plan, (goal) => {
        if (goal.uuid !== change.goal_uuid || goal.objectives.some((row) => row.uuid === change.uuid)) return goal
        const { type: _type, goal_uuid: _goal, ...fields } = change
        const row = { ...fields, target: change.target ?? null, id: null, goal_id: goal.id, sort_index: nextIndex(goal.objectives), hash: null, achievements: [] }
        return { ...goal, objectives: [...goal.objectives, row] }
      })
    case 'plan.objective.edit':
      return mapObjectives(plan, (row) =>
        row.uuid === change.uuid
          ? {
              ...row,
              description: change.description,
              measurement_type_id: change.measurement_type_id,
              objective_id: change.objective_id,
              ...targetField(change),
            }
          : row,
      )
    case 'plan.objective.delete':
      return mapGoals(plan, (goal) => ({ ...goal, objectives: goal.objectives.filter((row) => row.uuid !== change.uuid) }))
    case 'plan.achievement.put':
      return mapObjectives(plan, (row) => {
        if (row.uuid !== change.objective_uuid) return row
        const current = row.achievements.find((achievement) => achievement.period_id === change.period_id)
        const fields = {
          progress_level_id: change.progress_level_id,
          comments: change.comments,
          ...(change.suggested_progress_level_id === undefined ? {} : { suggested_progress_level_id: change.suggested_progress_level_id }),
        }
        const achievements = current
          ? row.achievements.map((achievement) => (achievement === current ? { ...achievement, ...fields } : achievement))
          : [...row.achievements, { id: null, period_id: change.period_id, ...fields, authorized_initials: null, signed_at: null, hash: null }]
        return { ...row, achievements }
      })
    case 'plan.summary.save':
      return {
        ...plan,
        discussions: plan.discussions.map((row) => (row.period_id === change.period_id ? { ...row, achievements_summary: change.achievements_summary } : row)),
      }
  }
}

/** The request a change is sent as (paths below /api; the version is added at send time). */
export function planChangeRequest(planId: number, change: PlanChange): CommandRequest {
  switch (change.type) {
    case 'plan.assessment.add':
      return commandRequest(change.type, { plan_id: planId }, { description: change.description, uuid: change.uuid })
    case 'plan.assessment.delete':
    case 'plan.goal.delete':
    case 'plan.objective.delete':
      return commandRequest(change.type, { id: change.uuid }, {})
    case 'plan.goal.add':
      return commandRequest(change.type, {}, { plan_id: planId, description: change.description, uuid: change.uuid })
    case 'plan.goal.edit':
      return commandRequest(change.type, { id: change.uuid }, { description: change.description })
    case 'plan.objective.add': {
      const { goal_uuid, uuid, description, measurement_type_id, objective_id } = change
      return commandRequest(change.type, {}, { goal_id: goal_uuid, uuid, description, measurement_type_id, objective_id, ...targetField(change) })
    }
    case 'plan.objective.edit': {
      const { description, measurement_type_id, objective_id } = change
      return commandRequest(change.type, { id: change.uuid }, { description, measurement_type_id, objective_id, ...targetField(change) })
    }
    case 'plan.achievement.put':
      return commandRequest(
        change.type,
        { objective_id: change.objective_uuid, period_id: change.period_id },
        {
          progress_level_id: change.progress_level_id,
          comments: change.comments,
          ...(change.suggested_progress_level_id === undefined ? {} : { suggested_progress_level_id: change.suggested_progress_level_id }),
        },
      )
    case 'plan.summary.save':
      return commandRequest(change.type, { plan_id: planId, period_id: change.period_id }, { achievements_summary: change.achievements_summary })
  }
}

/** The record a change is of (its outbox entity) and the records whose unsent changes it waits for. */
export function planChangeEntity(planId: number, change: PlanChange): { entityId: string; dependsOn: string[] } {
  switch (change.type) {
    case 'plan.assessment.add':
    case 'plan.assessment.delete':
      return { entityId: planEntityIds.assessment(change.uuid), dependsOn: [] }
    case 'plan.goal.add':
    case 'plan.goal.edit':
    case 'plan.goal.delete':
      return { entityId: planEntityIds.goal(change.uuid), dependsOn: [] }
    case 'plan.objective.add':
      return { entityId: planEntityIds.objective(change.uuid), dependsOn: [planEntityIds.goal(change.goal_uuid)] }
    case 'plan.objective.edit':
    case 'plan.objective.delete':
      return { entityId: planEntityIds.objective(change.uuid), dependsOn: [] }
    case 'plan.achievement.put':
      return { entityId: planEntityIds.achievement(change.objective_uuid, change.period_id), dependsOn: [planEntityIds.objective(change.objective_uuid)] }
    case 'plan.summary.save':
      return { entityId: planEntityIds.discussion(planId, change.period_id), dependsOn: [] }
  }
}

/** The version a change is based on: the row's as the device holds it (null for a new row). */
export function planChangeBase(plan: PlanDetail, change: PlanChange): string | null {
  const objectives = plan.goals.flatMap((goal) => goal.objectives)
  switch (change.type) {
    case 'plan.goal.edit':
      return plan.goals.find((goal) => goal.uuid === change.uuid)?.hash ?? null
    case 'plan.objective.edit':
      return objectives.find((row) => row.uuid === change.uuid)?.hash ?? null
    case 'plan.achievement.put':
      return objectives.find((row) => row.uuid === change.objective_uuid)?.achievements.find((row) => row.period_id === change.period_id)?.hash ?? null
    case 'plan.summary.save':
      return plan.discussions.find((row) => row.period_id === change.period_id)?.hash ?? null
    default:
      return null
  }
}

/**
 * The server's answer to an acknowledged change, written into the device's plan: the row's
 * number and version (its content is what the device sent, or newer if she changed it since).
 */
export function applyPlanAnswer(plan: PlanDetail, change: PlanChange, answer: unknown): PlanDetail {
  const record = answer as { id?: number; hash?: string; goal_id?: number } | null
  if (!record || typeof record !== 'object' || typeof record.id !== 'number') return plan
  const id = record.id
  const hash = typeof record.hash === 'string' ? record.hash : null
  switch (change.type) {
    case 'plan.assessment.add':
      return { ...plan, student_assessments: plan.student_assessments.map((row) => (row.uuid === change.uuid ? { ...row, id } : row)) }
    case 'plan.goal.add':
    case 'plan.goal.edit':
      return mapGoals(plan, (goal) =>
        goal.uuid === change.uuid ? { ...goal, id, hash, objectives: goal.objectives.map((row) => ({ ...row, goal_id: id })) } : goal,
      )
    case 'plan.objective.add':
    case 'plan.objective.edit':
      return mapObjectives(plan, (row) => (row.uuid === change.uuid ? { ...row, id, hash, goal_id: record.goal_id ?? row.goal_id } : row))
    case 'plan.achievement.put':
      return mapObjectives(plan, (row) =>
        row.uuid === change.objective_uuid
          ? { ...row, achievements: row.achievements.map((achievement) => (achievement.period_id === change.period_id ? { ...achievement, id, hash } : achievement)) }
          : row,
      )
    case 'plan.summary.save': {
      const discussion = answer as Partial<PlanDiscussion>
      return {
        ...plan,
        discussions: plan.discussions.map((row) =>
          row.period_id === change.period_id ? { ...row, hash: hash ?? row.hash, state: discussion.state ?? row.state, signatures: discussion.signatures ?? row.signatures } : row,
        ),
      }
    }
    default:
      return plan
  }
}

/**
 * After a conflict, the person chose the server's version of the row: the device's copy takes it
 * (`current` as the 409 answered it; null when the row was deleted there).
 */
export function applyServerRow(plan: PlanDetail, change: PlanChange, current: unknown): PlanDetail {
  const row = current as Record<string, unknown> | null
  switch (change.type) {
    case 'plan.goal.edit':
      if (!row) return { ...plan, goals: plan.goals.filter((goal) => goal.uuid !== change.uuid) }
      return mapGoals(plan, (goal) => (goal.uuid === change.uuid ? { ...goal, description: String(row.description), hash: String(row.hash) } : goal))
    case 'plan.objective.edit':
      if (!row) return mapGoals(plan, (goal) => ({ ...goal, objectives: goal.objectives.filter((objective) => objective.uuid !== change.uuid) }))
      return mapObjectives(plan, (objective) =>
        objective.uuid === change.uuid
          ? {
              ...objective,
              description: String(row.description),
              measurement_type_id: Number(row.measurement_type_id),
              objective_id: (row.objective_id as number | null) ?? null,
              target: (row.target as number | null | undefined) ?? null,
              hash: String(row.hash),
            }
          : objective,
      )
    case 'plan.achievement.put':
      return mapObjectives(plan, (objective) => {
        if (objective.uuid !== change.objective_uuid) return objective
        const others = objective.achievements.filter((achievement) => achievement.period_id !== change.period_id)
        return { ...objective, achievements: row ? [...others, row as unknown as PlanAchievement] : others }
      })
    case 'plan.summary.save':
      if (!row) return plan
      return {
        ...plan,
        discussions: plan.discussions.map((discussion) =>
          discussion.period_id === change.period_id ? { ...discussion, ...(row as Partial<PlanDiscussion>), period_id: discussion.period_id } : discussion,
        ),
      }
    default:
      return plan
  }
}

/** The version of the row a 409 answered, to send the person's version again on top of it. */
export const serverRowHash = (current: unknown): string | null => {
  const hash = (current as { hash?: unknown } | null)?.hash
  return typeof hash === 'string' ? hash : null
}
