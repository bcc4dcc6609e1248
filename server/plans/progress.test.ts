import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { DEMO_TARGETS } from '../seed/objective-data'
import { officeClient, ACCOUNTS, type Account } from '../test-support/office'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, type Referral } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'
import type { PlanProgress } from './progress'

/** GET /intervention-plans/{id}/progress on the seeded plans (TEST_NOW: 2026-03-10, the second semester). */

let t: TestApp
let api: ReturnType<typeof officeClient>
let own: Referral[]

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The current active plan of a referral. */
async function currentPlan(referralId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select p.id from intervention_plans p join academic_years y on y.id = p.academic_year_id
    where p.referral_id = ${referralId} and p.status_id = 2 and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'`)
  return row!.id
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  own = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
})
afterAll(() => t?.close())

describe('GET /api/intervention-plans/{id}/progress', () => {
  it("answers each objective's kind, target and points by date, and per period the suggested level beside the chosen one", async () => {
    const planId = await currentPlan(own[0]!.id)
    const answer = await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)
    expect(answer.status).toBe(200)
    const progress = answer.body
    expect(progress.plan_id).toBe(planId)
    expect(progress.objectives.map((objective) => [objective.kind, objective.target])).toEqual([
      ['percentage', DEMO_TARGETS.percentage],
      ['count', DEMO_TARGETS.count],
      ['level', DEMO_TARGETS.level],
    ])
    for (const objective of progress.objectives) {
      expect(objective.points).toHaveLength(5)
      const dates = objective.points.map((point) => point.date)
      expect(dates).toEqual([...dates].sort())
      expect(objective.points[0]).toEqual({ date: expect.stringMatching(/^2025-1[01]-\d\d$/), session_id: expect.any(String), value: expect.any(Number), note: null })
    }
    // The seeded first semester: its sessions were seeded so that the suggestion is the level chosen.
    const [first, second] = progress.periods
    expect(first).toMatchObject({ start_date: '2025-07-01', end_date: '2025-12-31' })
    expect(second).toMatchObject({ start_date: '2026-01-01', end_date: '2026-06-30' })
    expect(first!.objectives).toHaveLength(3)
    for (const row of first!.objectives) {
      expect(row.chosen_progress_level_id).not.toBeNull()
      expect(row.suggested_progress_level_id).toBe(row.chosen_progress_level_id)
    }
    // The second semester has no points and no achievements yet.
    for (const row of second!.objectives) expect(row).toMatchObject({ suggested_progress_level_id: null, chosen_progress_level_id: null })
  })

  it('counts a session recorded today in its period, and leaves a deleted one out', async () => {
    const planId = await currentPlan(own[0]!.id)
    const before = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)).body
    const percentage = before.objectives.find((objective) => objective.kind === 'percentage')!
    const ids = await lookups(t)
    const token = await api.token('provider')
    const body = sessionBody(ids, [own[0]!], { date: '2026-03-02' })
    const send = { ...body, visits: body.visits.map((visit) => ({ ...visit, objective_data: [{ objective_id: percentage.objective_id, value: 85, note: 'Bien' }] })) }
    const response = await t.authed('/api/service-sessions', token, mutation('POST', send))
    expect(response.status).toBe(201)
    const session = (await response.json()) as ServiceSession

    const after = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)).body
    const points = after.objectives.find((objective) => objective.objective_id === percentage.objective_id)!.points
    expect(points.at(-1)).toEqual({ date: '2026-03-02', session_id: session.id, value: 85, note: 'Bien' })
    const levels = (await api.get<{ id: number; name: string }[]>('provider', '/api/public/intervention-plans/progress-levels')).body
    const second = after.periods[1]!.objectives.find((row) => row.objective_id === percentage.objective_id)!
    // One point, at target: Logrado by the rule.
    expect(second.suggested_progress_level_id).toBe(levels.find((level) => level.name === 'Logrado')!.id)

    expect((await t.authed(`/api/service-sessions/${session.id}`, token, mutation('DELETE', { hash: session.hash }))).status).toBe(200)
    const gone = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)).body
    expect(gone.objectives.find((objective) => objective.objective_id === percentage.objective_id)!.points).toEqual(percentage.points)
  })

  it('is read by exactly those who read the plan', async () => {
    const marisols = await currentPlan(own[0]!.id)
    const carlos = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com'))
    const carloss = (await rows<{ id: number }>(sql`select id from intervention_plans where referral_id = ${carlos[0]!.id} order by id limit 1`))[0]!.id
    for (const planId of [marisols, carloss]) {
      for (const account of Object.keys(ACCOUNTS) as Account[]) {
        const plan = await api.get(account, `/api/intervention-plans/${planId}`)
        const progress = await api.get(account, `/api/intervention-plans/${planId}/progress`)
        expect(progress.status, `${account} on plan ${planId}`).toBe(plan.status)
      }
    }
    expect((await api.get('provider2', `/api/intervention-plans/${marisols}/progress`)).status).toBe(404)
    expect((await api.get('supervisor', `/api/intervention-plans/${marisols}/progress`)).status).toBe(200)
    expect((await api.get('admin', '/api/intervention-plans/999999/progress')).status).toBe(404)
    expect((await t.request(`/api/intervention-plans/${marisols}/progress`)).status).toBe(401)
  })
})

describe('GET /api/public/intervention-plans/objectives/measurement-types', () => {
  it('answers each type with its kind', async () => {
    const response = await t.request('/api/public/intervention-plans/objectives/measurement-types')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { name: string; kind: string }[]).map(({ name, kind }) => [name, kind])).toEqual([
      ['Porcentaje de ejecución', 'percentage'],
      ['Frecuencia', 'count'],
      ['Duración', 'minutes'],
      ['Nivel de ayuda', 'level'],
      ['Escala de ejecución', 'level'],
    ])
  })

  it("and the plan answers each objective's target", async () => {
    const planId = await currentPlan(own[0]!.id)
    const plan = await api.get('provider', `/api/intervention-plans/${planId}`)
    const targets = plan.body.goals.flatMap((goal: { objectives: { target: number | null }[] }) => goal.objectives.map((objective) => objective.target))
    expect(targets).toEqual([DEMO_TARGETS.percentage, DEMO_TARGETS.count, DEMO_TARGETS.level])
  })
})

describe("an objective's target", () => {
  it('is written with the objective in its kind, kept when not sent, dropped when the kind changes, cleared by null', async () => {
    const planId = await currentPlan(own[4]!.id)
    const plan = await api.get('provider', `/api/intervention-plans/${planId}`)
    const goalId = plan.body.goals[0].id as number
    const types = (await (await t.request('/api/public/intervention-plans/objectives/measurement-types')).json()) as { id: number; name: string }[]
    const type = (name: string) => types.find((row) => row.name === name)!.id
    const base = { goal_id: goalId, description: 'Seguirá instrucciones de dos pasos.', measurement_type_id: type('Nivel de ayuda') }

    const refused = await api.call('provider', 'POST', '/api/intervention-plans/objectives', { ...base, target: 6 })
    expect(refused).toMatchObject({ status: 422, body: { code: 'objective_value_out_of_range', errors: { target: 'objective_value_out_of_range' } } })
    const created = await api.call('provider', 'POST', '/api/intervention-plans/objectives', { ...base, target: 4 })
    expect(created).toMatchObject({ status: 201, body: { target: 4 } })

    const kept = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${created.body.id}`, { description: 'Seguirá instrucciones de tres pasos.', hash: created.body.hash })
    expect(kept).toMatchObject({ status: 200, body: { target: 4 } })
    const sameKind = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${created.body.id}`, { measurement_type_id: type('Escala de ejecución'), hash: kept.body.hash })
    expect(sameKind).toMatchObject({ status: 200, body: { target: 4 } })
    const otherKind = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${created.body.id}`, { measurement_type_id: type('Porcentaje de ejecución'), hash: sameKind.body.hash })
    expect(otherKind).toMatchObject({ status: 200, body: { target: null } })
    const set = await api.call('provider', 'PUT', `/api/intervention-plans/objectives/${created.body.id}`, {
      description: 'Seguirá instrucciones de tres pasos.',
      measurement_type_id: type('Porcentaje de ejecución'),
      target: 90,
      hash: otherKind.body.hash,
    })
    expect(set).toMatchObject({ status: 200, body: { target: 90 } })
    const cleared = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${created.body.id}`, { target: null, hash: set.body.hash })
    expect(cleared).toMatchObject({ status: 200, body: { target: null } })
  })
})
