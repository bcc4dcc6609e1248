import {
  AchievementInput,
  AssessmentInput,
  DiscussionPatchInput,
  GoalCreateInput,
  GoalPutInput,
  ObjectiveCreateInput,
  ObjectivePatchInput,
  ObjectivePutInput,
} from '../plans/schemas'
import { defineCommands, NoFields, type CommandAck } from './define'

const PLANS = '/intervention-plans'

// A row's creation or deletion names no version; a change is based on the row's (a first achievement has none yet).
const created: CommandAck = { record: 'plan-row', missing: 'refused' }
const deleted: CommandAck = { record: 'plan-row', missing: 'done' }
const changed: CommandAck = { record: 'plan-row', missing: 'conflict' }

/**
 * The plan content a provider writes offline (issue 13 item 4). Rows she creates get a uuid on
 * the device, and their later changes name them by it (`row`). Each answer is the row as the
 * server has it (its number and version), applied with `applyPlanAnswer`.
 */
export const planCommands = defineCommands({
  'plan.assessment.add': {
    method: 'POST',
    path: `${PLANS}/:plan_id/student-assessments`,
    params: { plan_id: 'number' },
    input: AssessmentInput,
    version: 'never',
    ack: created,
  },
  'plan.assessment.delete': {
    method: 'DELETE',
    path: `${PLANS}/student-assessments/:id`,
    params: { id: 'row' },
    input: NoFields,
    version: 'never',
    ack: deleted,
  },
  'plan.goal.add': { method: 'POST', path: `${PLANS}/goals`, params: {}, input: GoalCreateInput, version: 'never', ack: created },
  'plan.goal.edit': { method: 'PUT', path: `${PLANS}/goals/:id`, params: { id: 'row' }, input: GoalPutInput, version: 'when-known', ack: changed },
  'plan.goal.delete': { method: 'DELETE', path: `${PLANS}/goals/:id`, params: { id: 'row' }, input: NoFields, version: 'never', ack: deleted },
  'plan.objective.add': { method: 'POST', path: `${PLANS}/objectives`, params: {}, input: ObjectiveCreateInput, version: 'never', ack: created },
  'plan.objective.edit': { method: 'PUT', path: `${PLANS}/objectives/:id`, params: { id: 'row' }, input: ObjectivePutInput, version: 'when-known', ack: changed },
  /** Some fields of an objective: no screen queues it, the push takes it as the single endpoint does. */
  'plan.objective.patch': { method: 'PATCH', path: `${PLANS}/objectives/:id`, params: { id: 'row' }, input: ObjectivePatchInput, version: 'when-known', ack: changed },
  'plan.objective.delete': { method: 'DELETE', path: `${PLANS}/objectives/:id`, params: { id: 'row' }, input: NoFields, version: 'never', ack: deleted },
  'plan.achievement.put': {
    method: 'PUT',
    path: `${PLANS}/objectives/:objective_id/achievements/:period_id`,
    params: { objective_id: 'row', period_id: 'number' },
    input: AchievementInput,
    version: 'when-known',
    ack: changed,
  },
  /** The achievements summary saved on its own; the discussion's actions need a connection. */
  'plan.summary.save': {
    method: 'PATCH',
    path: `${PLANS}/:plan_id/discussions/periods/:period_id`,
    params: { plan_id: 'number', period_id: 'number' },
    input: DiscussionPatchInput,
    version: 'when-known',
    ack: changed,
  },
})
