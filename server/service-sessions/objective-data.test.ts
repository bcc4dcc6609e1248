import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushResponse, PushResult } from '../../src/domain/sync/push'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { serviceSessions, sessionChanges, visitObjectiveData } from '../db/schema'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, updateBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

/** Data per objective in a session (src/domain/plans/objective-data.ts): written with the session, judged, answered. */

let t: TestApp
let ids: Lookups
let token: string
let own: Referral[]
/** The objectives of own[0]'s current plan, by kind (seeded: a percentage, a count, a level). */
let objectives: Record<'percentage' | 'count' | 'level', number>
/** An objective of another student's current plan, one of own[0]'s last-year plan, one of a draft. */
let otherStudents: number
let lastYears: number
let drafts: number

type Row = { id: number; kind: string }

async function planObjectivesOf(referralId: number, where: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await t.db.execute(sql`select o.id, m.kind from plan_objectives o join intervention_plans p on p.id = o.plan_id
    join academic_years y on y.id = p.academic_year_id join measurement_types m on m.id = o.measurement_type_id
    where p.referral_id = ${referralId} and ${where} order by o.id`)
  return (result as unknown as { rows: Row[] }).rows
}

const CURRENT = sql`y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'`

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  token = (await t.login('terapeuta@example.com')).accessToken
  own = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
  const current = await planObjectivesOf(own[0]!.id, sql`p.status_id = 2 and ${CURRENT}`)
  const byKind = (kind: string) => current.find((row) => row.kind === kind)!.id
  objectives = { percentage: byKind('percentage'), count: byKind('count'), level: byKind('level') }
  otherStudents = (await planObjectivesOf(own[1]!.id, sql`p.status_id = 2 and ${CURRENT}`))[0]!.id
  lastYears = (await planObjectivesOf(own[0]!.id, sql`not (${CURRENT})`))[0]!.id
  drafts = (await planObjectivesOf(own[5]!.id, sql`p.status_id = 1 and ${CURRENT}`))[0]!.id
})
afterAll(() => t?.close())

const path = (id: string) => `/api/service-sessions/${id}`

function withData(data: unknown, referral = own[0]!) {
  const body = sessionBody(ids, [referral], { date: '2026-03-02' })
  return { ...body, visits: body.visits.map((visit) => ({ ...visit, objective_data: data })) }
}

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

async function storedRows(sessionId: string) {
  const result = await t.db.execute(sql`select d.objective_id, d.value, d.note from visit_objective_data d join visits v on v.id = d.visit_id
    where v.session_id = ${sessionId} order by d.objective_id`)
  return (result as unknown as { rows: unknown[] }).rows
}

describe('a session with data per objective', () => {
  it('is created with it, answers it on each visit (by objective) and reads it back', async () => {
    const body = withData([
      { objective_id: objectives.level, value: 4, note: 'Con ayuda verbal mínima' },
      { objective_id: objectives.percentage, value: 70 },
      { objective_id: objectives.count, value: 3, note: null },
    ])
    const session = await json<ServiceSession>(await t.authed('/api/service-sessions', token, mutation('POST', body)), 201)
    const expected = [
      { objective_id: objectives.percentage, value: 70, note: null },
      { objective_id: objectives.count, value: 3, note: null },
      { objective_id: objectives.level, value: 4, note: 'Con ayuda verbal mínima' },
    ].sort((a, b) => a.objective_id - b.objective_id)
    expect(session.visits[0]!.objective_data).toEqual(expected)
    expect(await json<ServiceSession>(await t.authed(path(session.id), token), 200)).toEqual(session)
    expect(await storedRows(session.id)).toEqual(expected)
    const [change] = await t.db.select().from(sessionChanges).where(eq(sessionChanges.session_id, session.id))
    expect((change!.snapshot as ServiceSession).visits[0]!.objective_data).toEqual(expected)
  })

  it('answers an empty list for a visit that recorded none (a device that does not send it)', async () => {
    const session = await json<ServiceSession>(await t.authed('/api/service-sessions', token, mutation('POST', sessionBody(ids, [own[0]!], { date: '2026-03-02' }))), 201)
    expect(session.visits[0]!.objective_data).toEqual([])
  })

  it('has its data replaced by an update that sends it, kept by one that does not, and emptied by an empty list', async () => {
    const created = await json<ServiceSession>(
      await t.authed('/api/service-sessions', token, mutation('POST', withData([{ objective_id: objectives.percentage, value: 50 }, { objective_id: objectives.count, value: 1 }]))),
      201,
    )
    const visit = (data?: unknown) => [{ ...updateBody(created).visits[0]!, ...(data === undefined ? {} : { objective_data: data }) }]
    const replaced = await json<ServiceSession>(
      await t.authed(path(created.id), token, mutation('PUT', updateBody(created, { visits: visit([{ objective_id: objectives.level, value: 2, note: 'Ayuda física' }]) }))),
      200,
    )
    expect(replaced.visits[0]!.id).toBe(created.visits[0]!.id)
    expect(replaced.visits[0]!.objective_data).toEqual([{ objective_id: objectives.level, value: 2, note: 'Ayuda física' }])
    expect(await storedRows(created.id)).toEqual([{ objective_id: objectives.level, value: 2, note: 'Ayuda física' }])

    const kept = await json<ServiceSession>(await t.authed(path(created.id), token, mutation('PUT', updateBody(replaced, { notes: 'sin datos', visits: visit() }))), 200)
    expect(kept.visits[0]!.objective_data).toEqual(replaced.visits[0]!.objective_data)

    const emptied = await json<ServiceSession>(await t.authed(path(created.id), token, mutation('PUT', updateBody(kept, { visits: visit([]) }))), 200)
    expect(emptied.visits[0]!.objective_data).toEqual([])
    expect(await storedRows(created.id)).toEqual([])
  })

  it('loses its data with its visit when the visit leaves the session', async () => {
    const created = await json<ServiceSession>(await t.authed('/api/service-sessions', token, mutation('POST', withData([{ objective_id: objectives.count, value: 2 }]))), 201)
    const visitId = created.visits[0]!.id
    await t.db.delete(serviceSessions).where(eq(serviceSessions.id, created.id))
    expect(await t.db.select().from(visitObjectiveData).where(eq(visitObjectiveData.visit_id, visitId))).toEqual([])
  })
})

describe('refusals (422, nothing written)', () => {
  const cases: [string, () => unknown[], string, Record<string, string>][] = [
    ["an objective of another student's plan", () => [{ objective_id: otherStudents, value: 50 }], 'objective_not_in_plan', { 'visits.0.objective_data.0.objective_id': 'objective_not_in_plan' }],
    ["an objective of the student's plan of another year", () => [{ objective_id: lastYears, value: 50 }], 'objective_not_in_plan', { 'visits.0.objective_data.0.objective_id': 'objective_not_in_plan' }],
    ['an objective that does not exist', () => [{ objective_id: 2_000_000, value: 50 }], 'objective_not_in_plan', { 'visits.0.objective_data.0.objective_id': 'objective_not_in_plan' }],
    [
      'a percentage above 100 and a level of 6',
      () => [
        { objective_id: objectives.percentage, value: 101 },
        { objective_id: objectives.level, value: 6 },
      ],
      'objective_value_out_of_range',
      { 'visits.0.objective_data.0.value': 'objective_value_out_of_range', 'visits.0.objective_data.1.value': 'objective_value_out_of_range' },
    ],
    ['a level of 0', () => [{ objective_id: objectives.level, value: 0 }], 'objective_value_out_of_range', { 'visits.0.objective_data.0.value': 'objective_value_out_of_range' }],
    [
      'the same objective twice',
      () => [
        { objective_id: objectives.count, value: 1 },
        { objective_id: objectives.count, value: 2 },
      ],
      'validation_failed',
      { 'visits.0.objective_data': 'duplicate_objective' },
    ],
    [
      'more than twenty',
      () => Array.from({ length: 21 }, (_, index) => ({ objective_id: index + 1, value: 1 })),
      'validation_failed',
      { 'visits.0.objective_data': 'too_many_objectives' },
    ],
    ['a value that is not an integer', () => [{ objective_id: objectives.count, value: 1.5 }], 'validation_failed', { 'visits.0.objective_data.0.value': 'objective_value_out_of_range' }],
  ]
  it.each(cases)('%s', async (_what, data, code, errors) => {
    const body = withData(data())
    const answer = await json<{ code: string; errors: Record<string, string> }>(await t.authed('/api/service-sessions', token, mutation('POST', body)), 422)
    expect(answer).toMatchObject({ code, errors })
    expect(await t.db.select().from(serviceSessions).where(eq(serviceSessions.id, body.id))).toEqual([])
  })

  it("refuses an objective of a draft plan, and an update's data as a create's, leaving the session as it was", async () => {
    const draft = await json<{ code: string }>(await t.authed('/api/service-sessions', token, mutation('POST', withData([{ objective_id: drafts, value: 1 }], own[5]!))), 422)
    expect(draft.code).toBe('objective_not_in_plan')

    const created = await json<ServiceSession>(await t.authed('/api/service-sessions', token, mutation('POST', withData([{ objective_id: objectives.count, value: 2 }]))), 201)
    const visits = [{ ...updateBody(created).visits[0]!, objective_data: [{ objective_id: otherStudents, value: 3 }] }]
    const refused = await json<{ code: string }>(await t.authed(path(created.id), token, mutation('PUT', updateBody(created, { visits }))), 422)
    expect(refused.code).toBe('objective_not_in_plan')
    expect(await json<ServiceSession>(await t.authed(path(created.id), token), 200)).toEqual(created)
  })
})

describe('exactly once', () => {
  it('writes the data once when a create is retried under the same Idempotency-Key', async () => {
    const body = withData([{ objective_id: objectives.percentage, value: 90 }])
    const key = crypto.randomUUID()
    const first = await json<ServiceSession>(await t.authed('/api/service-sessions', token, mutation('POST', body, { key })), 201)
    const again = await t.authed('/api/service-sessions', token, mutation('POST', body, { key }))
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await json<ServiceSession>(again, 201)).toEqual(first)
    expect(await storedRows(body.id)).toEqual([{ objective_id: objectives.percentage, value: 90, note: null }])
  })

  it('applies a batched push with data once (create and update), and a repeated batch is replayed', async () => {
    const body = withData([{ objective_id: objectives.count, value: 4, note: 'Tres turnos y una pregunta' }])
    const create = { id: crypto.randomUUID(), sequence: 1, method: 'POST', path: '/service-sessions', body }
    const other = withData([{ objective_id: objectives.level, value: 5 }])
    const second = { id: crypto.randomUUID(), sequence: 2, method: 'POST', path: '/service-sessions', body: other }
    const push = async (mutations: unknown[]): Promise<PushResult[]> =>
      (await json<PushResponse>(await t.authed('/api/sync/push', token, postJson({ device_id: 'tablet-objective-data', mutations })), 200)).results

    const results = await push([create, second])
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['applied', 201],
      ['applied', 201],
    ])
    const session = (results[0] as { body: ServiceSession }).body
    expect(session.visits[0]!.objective_data).toEqual([{ objective_id: objectives.count, value: 4, note: 'Tres turnos y una pregunta' }])
    expect(await json<ServiceSession>(await t.authed(path(session.id), token), 200)).toEqual(session)

    const edit = {
      id: crypto.randomUUID(),
      sequence: 3,
      method: 'PUT',
      path: `/service-sessions/${session.id}`,
      body: updateBody(session, { visits: [{ ...updateBody(session).visits[0]!, objective_data: [{ objective_id: objectives.percentage, value: 60 }] }] }),
    }
    const [edited] = await push([edit])
    expect(edited).toMatchObject({ outcome: 'applied', status: 200 })

    const repeated = await push([create, second, edit])
    expect(repeated.map((result) => result.outcome)).toEqual(['replayed', 'replayed', 'replayed'])
    expect(await storedRows(session.id)).toEqual([{ objective_id: objectives.percentage, value: 60, note: null }])
    expect(await storedRows(other.id)).toEqual([{ objective_id: objectives.level, value: 5, note: null }])
    const rows = await t.db.select().from(sessionChanges).where(inArray(sessionChanges.session_id, [session.id, other.id])).orderBy(asc(sessionChanges.id))
    expect(rows.map((row) => row.action)).toEqual(['create', 'create', 'update'])
  })

  it('refuses a batched create with a value out of range and applies the rest', async () => {
    const bad = { id: crypto.randomUUID(), sequence: 10, method: 'POST', path: '/service-sessions', body: withData([{ objective_id: objectives.level, value: 9 }]) }
    const good = { id: crypto.randomUUID(), sequence: 11, method: 'POST', path: '/service-sessions', body: withData([{ objective_id: objectives.level, value: 3 }]) }
    const results = (await json<PushResponse>(await t.authed('/api/sync/push', token, postJson({ device_id: 'tablet-objective-data-2', mutations: [bad, good] })), 200)).results
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['refused', 422],
      ['applied', 201],
    ])
    expect(results[0]).toMatchObject({ code: 'objective_value_out_of_range' })
    expect(await storedRows(good.body.id)).toEqual([{ objective_id: objectives.level, value: 3, note: null }])
  })
})
