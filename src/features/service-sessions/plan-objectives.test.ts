import { describe, expect, it } from 'vitest'
import type { PlanDetail, PlanObjective } from '../../domain/plans/offline'
import { PLAN_STATUS } from '../../domain/plans/status'
import { objectiveKinds, objectivesInForce, planInForce } from './plan-objectives'

const years = [
  { id: 1, start_date: '2025-07-01', end_date: '2026-06-30' },
  { id: 2, start_date: '2026-07-01', end_date: '2027-06-30' },
]
const types = [
  { id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' as const },
  { id: 2, name: 'Nivel de ayuda' },
]

const objective = (id: number | null, sort_index: number, measurement_type_id = 1): PlanObjective => ({
  id,
  uuid: `o${id ?? 'new'}`,
  goal_id: 1,
  description: `Objetivo ${id ?? 'nuevo'}`,
  measurement_type_id,
  objective_id: null,
  sort_index,
  target: id === null ? undefined : 80,
  hash: null,
  achievements: [],
})

const plan = (id: number, status_id: number, academic_year_id: number, referral_id = 1): PlanDetail =>
  ({
    id,
    referral_id,
    status_id,
    academic_year_id,
    goals: [
      { id: 2, uuid: 'g2', description: 'Segunda meta', sort_index: 2, hash: null, objectives: [objective(21, 1)] },
      { id: 1, uuid: 'g1', description: 'Primera meta', sort_index: 1, hash: null, objectives: [objective(12, 2, 2), objective(11, 1), objective(null, 3)] },
    ],
  }) as unknown as PlanDetail

describe('the plan in force for a session', () => {
  it('is the referral’s plan whose academic year holds the date, never a draft, an active one before an archived one', () => {
    const plans = [plan(1, PLAN_STATUS.draft, 1), plan(2, PLAN_STATUS.archived, 1), plan(3, PLAN_STATUS.activeCurrent, 1), plan(4, PLAN_STATUS.activeNext, 2), plan(5, PLAN_STATUS.activeCurrent, 1, 9)]
    expect(planInForce(plans, years, 1, '2026-06-30')?.id).toBe(3)
    expect(planInForce(plans, years, 1, '2026-07-01')?.id).toBe(4)
    expect(planInForce([plans[0]!, plans[1]!], years, 1, '2026-03-10')?.id).toBe(2)
    expect(planInForce([plans[0]!], years, 1, '2026-03-10')).toBeNull()
    expect(planInForce(plans, years, 1, '2025-06-30')).toBeNull()
    expect(planInForce(plans, years, 1, undefined)).toBeNull()
    // A year the device's list does not know holds no date.
    expect(planInForce([plan(6, PLAN_STATUS.activeCurrent, 77)], years, 1, '2026-03-10')).toBeNull()
  })

  it('offers the objectives the server knows, goal by goal in order, with kind and target; an unknown kind is null, never guessed', () => {
    const offered = objectivesInForce([plan(3, PLAN_STATUS.activeCurrent, 1)], years, types, 1, '2026-03-10')
    expect(offered?.objectives.map(({ id, goal, kind, target }) => ({ id, goal, kind, target }))).toEqual([
      { id: 11, goal: 'Primera meta', kind: 'percentage', target: 80 },
      { id: 12, goal: 'Primera meta', kind: null, target: 80 },
      { id: 21, goal: 'Segunda meta', kind: 'percentage', target: 80 },
    ])
    expect([...objectiveKinds([plan(3, PLAN_STATUS.activeCurrent, 1)], types).keys()].sort()).toEqual([11, 21])
  })
})
