import { describe, expect, it } from 'vitest'
import { applyPlanAnswer, applyPlanChange, applyServerRow, planChangeBase, planChangeEntity, planChangeRequest, type PlanChange, type PlanDetail } from './offline'

const plan: PlanDetail = {
  id: 7,
  uuid: 'p',
  referral_id: 3,
  student_id: 4,
  student_name: 'Ana',
  service_name: 'Terapia del habla',
  provider_id: 1,
  academic_year_id: 2,
  academic_year_name: '2026-2027',
  academic_year_delta: 0,
  status_id: 1,
  tab: 'draft',
  hash: 'ph',
  may_write: true,
  periods: [{ id: 1, name: 'Primer semestre' }],
  student_assessments: [],
  goals: [
    {
      id: 10,
      uuid: 'g1',
      description: 'Meta',
      sort_index: 0,
      hash: 'gh',
      objectives: [{ id: 20, uuid: 'o1', goal_id: 10, description: 'Objetivo', measurement_type_id: 1, objective_id: null, sort_index: 0, hash: 'oh', achievements: [] }],
    },
  ],
  discussions: [{ id: 30, plan_id: 7, period_id: 1, period_name: null, state: 'draft', achievements_summary: null, unreachable_form_id: null, hash: 'dh', updated_at: '', signatures: [] }],
}

const changes: PlanChange[] = [
  { type: 'plan.goal.add', uuid: 'g2', description: 'Nueva' },
  { type: 'plan.objective.add', uuid: 'o2', goal_uuid: 'g2', description: 'Nuevo', measurement_type_id: 2, objective_id: null, target: 80 },
  { type: 'plan.achievement.put', objective_uuid: 'o2', period_id: 1, progress_level_id: 3, comments: 'Bien' },
  { type: 'plan.goal.edit', uuid: 'g1', description: 'Meta cambiada' },
  { type: 'plan.summary.save', period_id: 1, achievements_summary: 'Resumen' },
  { type: 'plan.assessment.add', uuid: 'a1', description: 'Avalúo', at: '2026-11-25T00:00:00Z' },
]

describe('plan changes on the device', () => {
  it('apply in order, each new row waiting for its server number and version', () => {
    const after = changes.reduce(applyPlanChange, plan)
    expect(after.goals.map((goal) => [goal.uuid, goal.id, goal.description, goal.hash])).toEqual([
      ['g1', 10, 'Meta cambiada', 'gh'],
      ['g2', null, 'Nueva', null],
    ])
    expect(after.goals[1]!.objectives[0]).toMatchObject({ uuid: 'o2', id: null, target: 80, achievements: [{ progress_level_id: 3, comments: 'Bien', hash: null }] })
    expect(after.discussions[0]!.achievements_summary).toBe('Resumen')
    expect(after.student_assessments).toMatchObject([{ uuid: 'a1', id: null }])
    // Applying the same change again (a replay over a fresh copy) adds nothing twice.
    expect(changes.reduce(applyPlanChange, after)).toEqual(after)
  })

  it('are requests by uuid, based on the version the person saw, each after its parent', () => {
    expect(planChangeRequest(7, changes[1]!)).toEqual({
      method: 'POST',
      path: '/intervention-plans/objectives',
      body: { goal_id: 'g2', uuid: 'o2', description: 'Nuevo', measurement_type_id: 2, objective_id: null, target: 80 },
    })
    expect(planChangeRequest(7, changes[2]!).path).toBe('/intervention-plans/objectives/o2/achievements/1')
    expect(planChangeEntity(7, changes[2]!)).toEqual({ entityId: 'plan-achievement:o2:1', dependsOn: ['plan-objective:o2'] })
    expect(planChangeBase(plan, changes[3]!)).toBe('gh')
    expect(planChangeBase(plan, changes[4]!)).toBe('dh')
    expect(planChangeBase(plan, changes[0]!)).toBeNull()
  })

  it('take the server’s numbers and versions when acknowledged, and its row when the person chooses it', () => {
    const added = applyPlanChange(plan, changes[0]!)
    const acked = applyPlanAnswer(added, changes[0]!, { id: 11, uuid: 'g2', hash: 'g2h' })
    expect(acked.goals[1]).toMatchObject({ id: 11, hash: 'g2h', description: 'Nueva' })
    const theirs = applyServerRow(applyPlanChange(plan, changes[3]!), changes[3]!, { id: 10, uuid: 'g1', description: 'De la oficina', hash: 'gh2' })
    expect(theirs.goals[0]).toMatchObject({ description: 'De la oficina', hash: 'gh2' })
    expect(applyServerRow(plan, changes[3]!, null).goals.map((goal) => goal.uuid)).toEqual([])
  })
})

describe('an objective’s target on the device', () => {
  const withTarget = { ...plan, goals: [{ ...plan.goals[0]!, objectives: [{ ...plan.goals[0]!.objectives[0]!, target: 60 }] }] }
  const edit = (target?: number | null): PlanChange => ({
    type: 'plan.objective.edit',
    uuid: 'o1',
    description: 'Objetivo corregido',
    measurement_type_id: 1,
    objective_id: null,
    ...(target === undefined ? {} : { target }),
  })
  const objectiveOf = (after: PlanDetail) => after.goals[0]!.objectives[0]!

  it('travels with an edit: set, or cleared with null', () => {
    expect(objectiveOf(applyPlanChange(withTarget, edit(90)))).toMatchObject({ description: 'Objetivo corregido', target: 90 })
    expect(objectiveOf(applyPlanChange(withTarget, edit(null))).target).toBeNull()
    expect(planChangeRequest(7, edit(90))).toEqual({
      method: 'PUT',
      path: '/intervention-plans/objectives/o1',
      body: { description: 'Objetivo corregido', measurement_type_id: 1, objective_id: null, target: 90 },
    })
    expect(planChangeRequest(7, edit(null)).body).toMatchObject({ target: null })
  })

  it('is kept by an edit queued before it travelled (no target: the request leaves it out, the server keeps its own)', () => {
    expect(objectiveOf(applyPlanChange(withTarget, edit()))).toMatchObject({ description: 'Objetivo corregido', target: 60 })
    expect(planChangeRequest(7, edit()).body).not.toHaveProperty('target')
  })

  it('is none on an objective added by a change queued before it travelled', () => {
    const old: PlanChange = { type: 'plan.objective.add', uuid: 'o3', goal_uuid: 'g1', description: 'Antiguo', measurement_type_id: 1, objective_id: null }
    expect(applyPlanChange(plan, old).goals[0]!.objectives[1]).toMatchObject({ uuid: 'o3', target: null })
    expect(planChangeRequest(7, old).body).toEqual({ goal_id: 'g1', uuid: 'o3', description: 'Antiguo', measurement_type_id: 1, objective_id: null })
  })

  it('is the server’s when she takes its version after a conflict', () => {
    const theirs = applyServerRow(applyPlanChange(withTarget, edit(90)), edit(90), { id: 20, uuid: 'o1', description: 'De la oficina', measurement_type_id: 1, objective_id: null, target: 70, hash: 'oh2' })
    expect(objectiveOf(theirs)).toMatchObject({ description: 'De la oficina', target: 70, hash: 'oh2' })
  })
})
