import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushResponse, PushResult } from '../../src/domain/sync/push'
import { officeClient } from '../test-support/office'
import { mutation } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

/**
 * The plan content a provider writes offline (issue 13 item 4) reaches the server through the
 * outbox: once per mutation id, alone or in a batched push, rows created offline named by the
 * device's uuid, and a change based on an old version kept aside as a 409 with the server's.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let token: string
let sequence = 0
const device = 'tablet-plans-offline'

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

function change(method: string, path: string, body: unknown, id: string = crypto.randomUUID()) {
  return { id, sequence: ++sequence, method, path, body }
}

async function push(mutations: ReturnType<typeof change>[], bearer = token): Promise<PushResult[]> {
  const response = await t.authed('/api/sync/push', bearer, postJson({ device_id: device, mutations }))
  expect(response.status).toBe(200)
  return ((await response.json()) as PushResponse).results
}

/** A plan of the provider's replica she may write (not archived), with its periods. */
async function writablePlan(): Promise<Loose> {
  const replica = await api.get('provider', '/api/intervention-plans/replica')
  expect(replica.status).toBe(200)
  const plan = replica.body.plans.find((row: Loose) => row.may_write && row.status_id === 1) ?? replica.body.plans[0]
  expect(plan).toBeDefined()
  return plan
}

const countOf = async (table: string, uuid: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where uuid = ${uuid}`))[0]!.n

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  token = await api.token('provider')
})
afterAll(() => t?.close())

describe('GET /api/intervention-plans/replica', () => {
  it('holds the provider’s own plans of the current and next year, nested with their versions and uuids', async () => {
    const answer = await api.get('provider', '/api/intervention-plans/replica')
    expect(answer.status).toBe(200)
    expect(answer.body.plans.length).toBeGreaterThan(0)
    expect(answer.body.progress_levels.length).toBeGreaterThan(0)
    const providerId = (await rows<{ provider_id: number }>(sql`select provider_id from users where email = 'terapeuta@example.com'`))[0]!.provider_id
    for (const plan of answer.body.plans) {
      expect(plan.provider_id).toBe(providerId)
      expect(plan.status_id).not.toBe(4)
      expect([0, 1]).toContain(plan.academic_year_delta)
      for (const goal of plan.goals) expect(goal).toMatchObject({ uuid: expect.any(String), hash: expect.any(String) })
    }
  })

  it('is a provider’s only: staff get 403', async () => {
    expect((await api.get('admin', '/api/intervention-plans/replica')).status).toBe(403)
  })
})

describe('plan changes from the outbox', () => {
  it('applies a goal, its objective and an achievement written offline once, however often they arrive', async () => {
    const plan = await writablePlan()
    const goalUuid = crypto.randomUUID()
    const objectiveUuid = crypto.randomUUID()
    const batch = [
      change('POST', '/intervention-plans/goals', { plan_id: plan.id, description: 'Leer en voz alta', uuid: goalUuid }),
      change('POST', '/intervention-plans/objectives', { goal_id: goalUuid, description: 'Lee 20 palabras', measurement_type_id: 1, uuid: objectiveUuid }),
      change('PUT', `/intervention-plans/objectives/${objectiveUuid}/achievements/${plan.periods[0].id}`, { progress_level_id: 1, comments: 'Avanza' }),
    ]
    const first = await push(batch)
    expect(first.map((result) => [result.outcome, result.status])).toEqual([
      ['applied', 201],
      ['applied', 201],
      ['applied', 200],
    ])
    const goal = (first[0] as Loose).body
    expect(goal).toMatchObject({ uuid: goalUuid, description: 'Leer en voz alta', hash: expect.any(String) })
    expect((first[1] as Loose).body).toMatchObject({ uuid: objectiveUuid, goal_id: goal.id })

    // The answer was lost: the device sends the same batch again, and then each change alone.
    const again = await push(batch)
    expect(again.map((result) => result.outcome)).toEqual(['replayed', 'replayed', 'replayed'])
    expect(again.map((result) => (result as Loose).body)).toEqual(first.map((result) => (result as Loose).body))
    const alone = await t.authed('/api/intervention-plans/goals', token, mutation('POST', batch[0]!.body, { key: batch[0]!.id }))
    expect(alone.status).toBe(201)
    expect(alone.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await countOf('plan_goals', goalUuid)).toBe(1)
    expect(await countOf('plan_objectives', objectiveUuid)).toBe(1)
    const achievements = await rows<{ n: number }>(sql`select count(*)::int as n from plan_achievements a join plan_objectives o on o.id = a.objective_id where o.uuid = ${objectiveUuid}`)
    expect(achievements[0]!.n).toBe(1)

    // The next change of the goal, by its uuid, on the version the server answered.
    const [edited] = await push([change('PUT', `/intervention-plans/goals/${goalUuid}`, { description: 'Leer en voz alta en clase', hash: goal.hash })])
    expect(edited).toMatchObject({ outcome: 'applied', status: 200, body: { id: goal.id, description: 'Leer en voz alta en clase' } })
  })

  it('keeps a change based on an old version aside: 409 with the server’s version, nothing overwritten', async () => {
    const plan = await writablePlan()
    const uuid = crypto.randomUUID()
    const [created] = await push([change('POST', '/intervention-plans/goals', { plan_id: plan.id, description: 'Original', uuid })])
    const hash = (created as Loose).body.hash
    const office = await api.call('provider', 'PUT', `/api/intervention-plans/goals/${uuid}`, { description: 'Cambiada en línea', hash })
    expect(office.status).toBe(200)
    const [stale] = await push([change('PUT', `/intervention-plans/goals/${uuid}`, { description: 'Escrita sin conexión', hash })])
    expect(stale).toMatchObject({ outcome: 'conflict', status: 409, code: 'version_conflict', current: { uuid, description: 'Cambiada en línea' } })
    const [row] = await rows<{ description: string }>(sql`select description from plan_goals where uuid = ${uuid}`)
    expect(row!.description).toBe('Cambiada en línea')
  })

  it('deletes once: a repeated delete is replayed, not refused', async () => {
    const plan = await writablePlan()
    const uuid = crypto.randomUUID()
    await push([change('POST', `/intervention-plans/${plan.id}/student-assessments`, { description: 'Evaluación inicial', uuid })])
    expect(await countOf('plan_student_assessments', uuid)).toBe(1)
    const removal = change('DELETE', `/intervention-plans/student-assessments/${uuid}`, {})
    expect((await push([removal]))[0]).toMatchObject({ outcome: 'applied', status: 204 })
    expect((await push([removal]))[0]).toMatchObject({ outcome: 'replayed', status: 204 })
    const alone = await t.authed(`/api/intervention-plans/student-assessments/${uuid}`, token, mutation('DELETE', {}, { key: removal.id }))
    expect(alone.status).toBe(204)
    expect(await countOf('plan_student_assessments', uuid)).toBe(0)
  })

  it('saves the achievements summary once, on the discussion version it was based on', async () => {
    const plan = await writablePlan()
    const discussion = plan.discussions.find((row: Loose) => row.period_id === plan.periods[0].id)
    const save = change('PATCH', `/intervention-plans/${plan.id}/discussions/periods/${plan.periods[0].id}`, { achievements_summary: 'Buen semestre', hash: discussion.hash })
    const [saved] = await push([save])
    expect(saved).toMatchObject({ outcome: 'applied', status: 200, body: { achievements_summary: 'Buen semestre' } })
    expect((await push([save]))[0]).toMatchObject({ outcome: 'replayed' })
    const [stale] = await push([change('PATCH', save.path, { achievements_summary: 'Otra', hash: discussion.hash })])
    expect(stale).toMatchObject({ outcome: 'conflict', current: { achievements_summary: 'Buen semestre' } })
  })

  it('refuses a change of another provider’s plan as missing (404), and a taken uuid (409)', async () => {
    const [other] = await rows<{ id: number }>(sql`select p.id from intervention_plans p join referrals r on r.id = p.referral_id
      join users u on u.provider_id = r.provider_id where u.email = 'terapeuta2@example.com' and p.status_id <> 4 order by p.id limit 1`)
    const [refused] = await push([change('POST', '/intervention-plans/goals', { plan_id: other!.id, description: 'Ajena', uuid: crypto.randomUUID() })])
    expect(refused).toMatchObject({ outcome: 'refused', status: 404 })

    const plan = await writablePlan()
    const uuid = crypto.randomUUID()
    await push([change('POST', '/intervention-plans/goals', { plan_id: plan.id, description: 'Una', uuid })])
    const [taken] = await push([change('POST', '/intervention-plans/goals', { plan_id: plan.id, description: 'Otra', uuid })])
    expect(taken).toMatchObject({ status: 409, code: 'uuid_taken' })
    expect(await countOf('plan_goals', uuid)).toBe(1)
  })
})
