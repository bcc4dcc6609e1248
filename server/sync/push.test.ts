import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { PushResponse, PushResult } from '../../src/domain/sync/push'
import { serviceSessions, sessionChanges } from '../db/schema'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, updateBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

let t: TestApp
let ids: Lookups
let token: string
let carlosToken: string
let own: Referral[]

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  token = (await t.login('terapeuta@example.com')).accessToken
  carlosToken = (await t.login('terapeuta2@example.com')).accessToken
  own = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
})
afterAll(() => t?.close())

const device = 'tablet-push-test'
let sequence = 0

function create(overrides: Parameters<typeof sessionBody>[2] = {}) {
  const body = sessionBody(ids, [own[0]!], { date: '2026-03-02', ...overrides })
  return { id: crypto.randomUUID(), sequence: ++sequence, method: 'POST', path: '/service-sessions', body }
}

async function push(mutations: unknown[], bearer = token, extra: Record<string, unknown> = {}): Promise<PushResult[]> {
  const response = await t.authed('/api/sync/push', bearer, postJson({ device_id: device, mutations, ...extra }))
  expect(response.status).toBe(200)
  return ((await response.json()) as PushResponse).results
}

async function effectsOf(sessionId: string): Promise<number> {
  return (await t.db.select().from(sessionChanges).where(eq(sessionChanges.session_id, sessionId))).length
}

describe('POST /api/sync/push', () => {
  it('applies a batch in order and answers per mutation; a refused one rolls back nothing else', async () => {
    const first = create()
    const refused = create({ time: '23:00' })
    const last = create()
    const results = await push([first, refused, last])
    expect(results.map((result) => [result.id, result.outcome, result.status])).toEqual([
      [first.id, 'applied', 201],
      [refused.id, 'refused', 422],
      [last.id, 'applied', 201],
    ])
    expect(results[1]).toMatchObject({ code: 'validation_failed', errors: { time: expect.any(String) } })
    for (const applied of [first, last]) expect(await effectsOf(applied.body.id)).toBe(1)
    expect(await t.db.select().from(serviceSessions).where(eq(serviceSessions.id, refused.body.id))).toEqual([])
  })

  it('applies once whether a mutation comes alone first or in a batch first', async () => {
    const aloneFirst = create()
    const alone = await t.authed('/api/service-sessions', token, mutation('POST', aloneFirst.body, { key: aloneFirst.id }))
    expect(alone.status).toBe(201)
    const [again] = await push([aloneFirst])
    expect(again).toEqual({ id: aloneFirst.id, outcome: 'replayed', status: 201, body: await alone.json() })

    const batchFirst = create()
    const [pushed] = await push([batchFirst])
    const repeat = await t.authed('/api/service-sessions', token, mutation('POST', batchFirst.body, { key: batchFirst.id }))
    expect(repeat.status).toBe(201)
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await repeat.json()).toEqual((pushed as { body: unknown }).body)
    for (const sent of [aloneFirst, batchFirst]) expect(await effectsOf(sent.body.id)).toBe(1)
  })

  it('answers a stale change with conflict and the current session, and the rest of the batch still applies', async () => {
    const original = create()
    const [created] = await push([original])
    const session = (created as { body: ServiceSession }).body
    const path = `/service-sessions/${session.id}`
    const edit = { id: crypto.randomUUID(), sequence: ++sequence, method: 'PUT', path, body: updateBody(session, { notes: 'tableta' }) }
    const stale = { id: crypto.randomUUID(), sequence: ++sequence, method: 'PUT', path, body: updateBody(session, { notes: 'otra' }) }
    const other = create()
    const results = await push([edit, stale, other])
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'conflict', 'applied'])
    expect(results[1]).toMatchObject({ code: 'version_conflict', current: { id: session.id, notes: 'tableta' } })
  })

  it('refuses the same key with another request, and an unknown write, without touching the others', async () => {
    const sent = create()
    await push([sent])
    const reused = { ...sent, body: { ...sent.body, notes: 'cambiado' } }
    const unknown = { id: crypto.randomUUID(), sequence: ++sequence, method: 'POST', path: '/providers', body: {} }
    const fine = create()
    const results = await push([reused, unknown, fine])
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['refused', 422],
      ['refused', 404],
      ['applied', 201],
    ])
    expect(results[0]).toMatchObject({ code: 'idempotency_key_reused' })
  })

  it("lets a provider reach only her own sessions: another's is not found, as if it did not exist", async () => {
    const [created] = await push([create()])
    const session = (created as { body: ServiceSession }).body
    const change = { id: crypto.randomUUID(), sequence: 1, method: 'PUT', path: `/service-sessions/${session.id}`, body: updateBody(session, { notes: 'ajeno' }) }
    const removal = { id: crypto.randomUUID(), sequence: 2, method: 'DELETE', path: `/service-sessions/${session.id}`, body: { hash: session.hash } }
    const results = await push([change, removal], carlosToken)
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['refused', 404],
      ['refused', 404],
    ])
    expect(await effectsOf(session.id)).toBe(1)
  })

  it('applies a key repeated inside one batch once, and answers the repeat with the first answer', async () => {
    const sent = create()
    const results = await push([sent, create(), sent])
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'replayed'])
    expect(results[2]).toEqual({ ...results[0], outcome: 'replayed' })
    expect(await effectsOf(sent.body.id)).toBe(1)
  })

  it('writes one history row per change of a batch, in the order of the batch', async () => {
    const [created] = await push([create()])
    const session = (created as { body: ServiceSession }).body
    const edit = { id: crypto.randomUUID(), sequence: ++sequence, method: 'PUT', path: `/service-sessions/${session.id}`, body: updateBody(session, { notes: 'después' }) }
    const [edited] = await push([edit, create()])
    const history = await t.db.select().from(sessionChanges).where(eq(sessionChanges.session_id, session.id)).orderBy(sessionChanges.id)
    expect(history.map((row) => [row.action, (row.snapshot as ServiceSession).hash])).toEqual([
      ['create', session.hash],
      ['update', (edited as { body: ServiceSession }).body.hash],
    ])
  })

  it('answers a batched create exactly as the session reads back, and a create of a taken id as alone', async () => {
    const upper = create()
    upper.body = { ...upper.body, id: upper.body.id.toUpperCase() }
    const [created, other] = await push([upper, create()])
    const session = (created as { body: ServiceSession }).body
    expect(session.id).toBe(upper.body.id.toLowerCase())
    const read = await t.authed(`/api/service-sessions/${session.id}`, token)
    expect(await read.json()).toEqual(session)
    const taken = { ...create(), body: { ...create().body, id: session.id } }
    const results = await push([create(), taken])
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['applied', 201],
      ['conflict', 409],
    ])
    expect(other).toMatchObject({ outcome: 'applied', status: 201 })
  })

  it('applies once when the same mutations race as a batch and one by one', async () => {
    const batch = [create(), create(), create()]
    const alone = batch.map((sent) => t.authed('/api/service-sessions', token, mutation('POST', sent.body, { key: sent.id })))
    const [pushed, ...single] = await Promise.all([push(batch), ...alone])
    for (const response of single) expect(response.status).toBe(201)
    expect(pushed.map((result) => result.status)).toEqual([201, 201, 201])
    for (const [index, sent] of batch.entries()) {
      expect(await effectsOf(sent.body.id)).toBe(1)
      expect(await single[index]!.json()).toEqual((pushed[index] as { body: unknown }).body)
    }
  })

  it('answers a malformed batch with 4xx and a code, never a 500', async () => {
    const bad = [
      { device_id: device, mutations: 'no' },
      { device_id: '', mutations: [] },
      { device_id: device, mutations: Array.from({ length: 101 }, () => create()) },
      { device_id: device, mutations: [{ ...create(), id: 'not-a-uuid' }] },
      { device_id: device, mutations: [], report: { queue_depth: -1 } },
    ]
    for (const body of bad) {
      const response = await t.authed('/api/sync/push', token, postJson(body))
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'validation_failed' })
    }
    expect((await t.authed('/api/sync/push', token, { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } })).status).toBe(400)
    expect((await t.request('/api/sync/push', postJson({ device_id: device, mutations: [] }))).status).toBe(401)
  })
})
