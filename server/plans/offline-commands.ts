import { badRequest, notFound } from '../http/errors'
import type { CommandHandler, MutationInput, MutationRunner } from '../sync/command-handler'
import { PLAN_WRITES } from './access'
import { addAssessment, addGoal, addObjective, changeObjective, deleteAssessment, deleteGoal, deleteObjective, putAchievement, putGoal } from './content-writes'
import { applyPlanEffect, type PlanEffect } from './context'
import { patchDiscussion } from './discussion-routes'
import { rowRefOf, type RowRef } from './lookups'

/**
 * The plan content a provider writes offline (issue 13 item 4), sent from the outbox like a
 * session change: the same PlanEffect the single endpoint applies (content-writes.ts), which
 * judges the body after the plan's visibility and write checks (the house order).
 */
function planWrite(effect: (input: MutationInput) => PlanEffect): CommandHandler {
  const run: MutationRunner = async (input) => {
    if (!input.planViewer) throw notFound()
    const viewer = await input.planViewer()
    const body = () => {
      if (input.body === null || typeof input.body !== 'object' || Array.isArray(input.body)) throw badRequest('json_not_object', 'El cuerpo de la solicitud debe ser un objeto JSON.')
      return input.body as Record<string, unknown>
    }
    return applyPlanEffect(input.ctx.tx, viewer, effect(input), body, input.ctx.now)
  }
  return { run, access: PLAN_WRITES, viewer: 'plans' }
}

/** The path's row (number or uuid); a number beyond the integer range names nothing. */
function ref(text: string | undefined): RowRef {
  const found = rowRefOf(text ?? '')
  if (found === null) throw notFound()
  return found
}

function numberId(text: string | undefined): number {
  const found = rowRefOf(text ?? '')
  if (typeof found !== 'number') throw notFound()
  return found
}

export const planCommandHandlers = {
  'plan.assessment.add': planWrite(({ id }) => addAssessment(numberId(id))),
  'plan.assessment.delete': planWrite(({ id }) => deleteAssessment(ref(id))),
  'plan.goal.add': planWrite(() => addGoal()),
  'plan.goal.edit': planWrite(({ id }) => putGoal(ref(id))),
  'plan.goal.delete': planWrite(({ id }) => deleteGoal(ref(id))),
  'plan.objective.add': planWrite(() => addObjective()),
  'plan.objective.edit': planWrite(({ id }) => changeObjective(ref(id), 'PUT')),
  'plan.objective.patch': planWrite(({ id }) => changeObjective(ref(id), 'PATCH')),
  'plan.objective.delete': planWrite(({ id }) => deleteObjective(ref(id))),
  'plan.achievement.put': planWrite(({ id, secondId }) => putAchievement(ref(id), numberId(secondId))),
  'plan.summary.save': planWrite(({ id, secondId, planConfig }) => patchDiscussion({ config: planConfig! }, numberId(id), numberId(secondId))),
} satisfies Record<string, CommandHandler>
