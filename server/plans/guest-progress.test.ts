import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GuestPlanAnswer } from '../../src/domain/plans/guest-view'
import { officeClient } from '../test-support/office'
import { activeReferralsOf, providerIdOf } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'
import type { PlanProgress } from './progress'

/** The guest answer carries each objective's recorded values (TEST_NOW: 2026-03-10; the seeded first semester has points). */

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp({ env: { PLAN_GUEST_MAX_REQUESTS: '1000' } })
  api = officeClient(t)
})
afterAll(() => t?.close())

describe('GET /api/public/intervention-plans/{uuid}', () => {
  it("carries per objective its kind, target and the points' dates and values, without the provider's notes", async () => {
    const [referral] = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
    const [plan] = ((await t.db.execute(sql`select p.id from intervention_plans p join academic_years y on y.id = p.academic_year_id
      where p.referral_id = ${referral!.id} and p.status_id = 2 and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'`)) as unknown as { rows: { id: number }[] }).rows
    const progress = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${plan!.id}/progress`)).body
    // A note on a point stays with the office: give one a note to see it left out.
    await t.db.execute(sql`update visit_objective_data set note = 'Nota de la sesión' where objective_id = ${progress.objectives[0]!.objective_id}`)
    const link = await api.call('provider', 'POST', `/api/intervention-plans/${plan!.id}/guest-links`)
    expect(link.status).toBe(201)
    const response = await t.request(`/api/public/intervention-plans/${link.body.uuid}`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('Nota de la sesión')
    expect(text).not.toContain('session_id')
    const answer = JSON.parse(text) as GuestPlanAnswer
    const objectives = answer.plan.goals.flatMap((goal) => goal.objectives)
    expect(objectives.map((objective) => objective.progress)).toEqual(
      progress.objectives.map((objective) => ({ kind: objective.kind, target: objective.target, points: objective.points.map(({ date, value }) => ({ date, value })) })),
    )
    expect(objectives[0]!.progress.points.length).toBeGreaterThan(0)
    expect(answer.plan.periods.map(({ start_date, end_date }) => ({ start_date, end_date }))).toEqual(progress.periods.map(({ start_date, end_date }) => ({ start_date, end_date })))
  })
})
