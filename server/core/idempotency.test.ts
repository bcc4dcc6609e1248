import { count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { IDEMPOTENCY_RETENTION_DAYS } from '../../src/domain/sync/mutations'
import type { AppEnv } from '../app-env'
import { devices, idempotencyKeys, serviceSessions, sessionChanges, users } from '../db/schema'
import { errorResponse } from '../http/errors'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, updateBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'
import { canonicalJson, idempotent } from './idempotency'
import { purgeIdempotencyKeys } from '../sync/retention'

let t: TestApp
let ids: Lookups
let marisol: string
let carlos: string
let referral: Referral

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  marisol = (await t.login('terapeuta@example.com')).accessToken
  carlos = (await t.login('terapeuta2@example.com')).accessToken
  referral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com')))[0]!
})
afterAll(() => t?.close())

const post = (token: string, body: unknown, options: Parameters<typeof mutation>[2] = {}) =>
  t.authed('/api/service-sessions', token, mutation('POST', body, options))

async function rowsOf(sessionId: string) {
  const [sessions] = await t.db.select({ n: count() }).from(serviceSessions).where(eq(serviceSessions.id, sessionId))
  const [changes] = await t.db.select({ n: count() }).from(sessionChanges).where(eq(sessionChanges.session_id, sessionId))
  return { sessions: sessions!.n, changes: changes!.n }
}

async function keyCount(key: string) {
  const [row] = await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
  return row!.n
}

describe('exactly once', () => {
  it('answers a repeated mutation with the first answer and applies it once', async () => {
    const body = sessionBody(ids, [referral], { time: '07:00' })
    const key = crypto.randomUUID()
    const first = await post(marisol, body, { key, device: 'tablet-1', sequence: 7 })
    const firstText = await first.text()
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()

    const again = await post(marisol, body, { key, device: 'tablet-1', sequence: 7 })
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.text()).toBe(firstText)
    expect(await rowsOf(body.id)).toEqual({ sessions: 1, changes: 1 })
    expect(await keyCount(key)).toBe(1)
  })

  it('treats the same body with its keys in another order as the same request', async () => {
    const body = sessionBody(ids, [referral], { time: '07:15' })
    const key = crypto.randomUUID()
    expect((await post(marisol, body, { key })).status).toBe(201)
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expect((await post(marisol, reordered, { key })).status).toBe(201)
    expect(canonicalJson(reordered)).toBe(canonicalJson(body))
    expect(await rowsOf(body.id)).toEqual({ sessions: 1, changes: 1 })
  })

  // Without a device header: the device row's lock would serialize the copies by itself, and
  // the key's own INSERT … ON CONFLICT must be what makes this hold.
  it('applies ten simultaneous copies of a mutation once and gives all ten the same answer', async () => {
    const body = sessionBody(ids, [referral], { time: '07:30' })
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(marisol, body, { key })))
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    expect(new Set(texts).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(9)
    expect(await rowsOf(body.id)).toEqual({ sessions: 1, changes: 1 })
    expect(await keyCount(key)).toBe(1)
  })

  it('creates a session once when ten devices race with the same session id under different keys', async () => {
    const body = sessionBody(ids, [referral], { time: '07:45' })
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(marisol, body)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    const conflict = (await answers.find((answer) => answer.status === 409)!.json()) as { code: string; current: ServiceSession }
    expect(conflict.code).toBe('version_conflict')
    expect(conflict.current.id).toBe(body.id)
    expect(await rowsOf(body.id)).toEqual({ sessions: 1, changes: 1 })
  })

  it('lets only one of ten simultaneous edits of the same version through; the rest get 409', async () => {
    const created = (await (await post(marisol, sessionBody(ids, [referral], { time: '08:15' }))).json()) as ServiceSession
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.authed(`/api/service-sessions/${created.id}`, marisol, mutation('PUT', updateBody(created, { notes: `edición ${index}` }))),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(await rowsOf(created.id)).toEqual({ sessions: 1, changes: 2 })
  })

  it('refuses the same key with another body, path or method: 422 idempotency_key_reused, nothing applied', async () => {
    const body = sessionBody(ids, [referral], { time: '08:30' })
    const key = crypto.randomUUID()
    const created = (await (await post(marisol, body, { key })).json()) as ServiceSession
    const changed = await post(marisol, { ...body, notes: 'otra cosa' }, { key })
    expect(changed.status).toBe(422)
    expect(await changed.json()).toMatchObject({ code: 'idempotency_key_reused' })
    const elsewhere = await t.authed(`/api/service-sessions/${created.id}`, marisol, mutation('DELETE', { hash: created.hash }, { key }))
    expect(elsewhere.status).toBe(422)
    const [row] = await t.db.select().from(serviceSessions).where(eq(serviceSessions.id, body.id))
    expect(row).toMatchObject({ notes: '', deleted_at: null, hash: created.hash })
  })

  it("refuses another user's key with 422 and neither reveals nor repeats its answer", async () => {
    const body = sessionBody(ids, [referral], { time: '08:45' })
    const key = crypto.randomUUID()
    expect((await post(marisol, body, { key })).status).toBe(201)
    const stolen = await post(carlos, body, { key })
    expect(stolen.status).toBe(422)
    const answer = (await stolen.json()) as Record<string, unknown>
    expect(answer).toEqual({ code: 'idempotency_key_reused', message: expect.any(String) })
    expect(await rowsOf(body.id)).toEqual({ sessions: 1, changes: 1 })
  })

  it('does not store a refused mutation: the same key runs again once the request can succeed', async () => {
    const key = crypto.randomUUID()
    const body = sessionBody(ids, [referral], { time: '09:00', duration_id: 999_999 })
    const refused = await post(marisol, body, { key })
    expect(refused.status).toBe(422)
    expect(await keyCount(key)).toBe(0)
    // A repeat of exactly the refused request is refused again (not replayed as a success)…
    expect((await post(marisol, body, { key })).status).toBe(422)
    // …and the key is still free for the request it was meant for.
    expect((await post(marisol, { ...body, duration_id: ids.duration(30) }, { key })).status).toBe(201)
  })

  it('answers 400 for a malformed Idempotency-Key or sequence', async () => {
    const body = sessionBody(ids, [referral], { time: '09:15' })
    const badKey = await t.authed('/api/service-sessions', marisol, {
      ...mutation('POST', body, { key: null }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'not-a-uuid' },
    })
    expect(badKey.status).toBe(400)
    const badSequence = await t.authed('/api/service-sessions', marisol, {
      ...mutation('POST', body, { key: null }),
      headers: { 'Content-Type': 'application/json', 'X-Mutation-Sequence': '-1' },
    })
    expect(badSequence.status).toBe(400)
    expect(await rowsOf(body.id)).toEqual({ sessions: 0, changes: 0 })
  })

  it('keeps the highest sequence seen from each device and when it was last heard from', async () => {
    const device = `tablet-${crypto.randomUUID()}`
    t.clock.set('2026-03-10T14:05:00Z')
    await post(marisol, sessionBody(ids, [referral], { time: '09:30' }), { device, sequence: 12 })
    t.clock.set('2026-03-10T14:06:00Z')
    await post(marisol, sessionBody(ids, [referral], { time: '09:45' }), { device, sequence: 11 })
    t.clock.set(TEST_NOW)
    const [row] = await t.db.select().from(devices).where(eq(devices.id, device))
    expect(row).toMatchObject({ last_sequence: 12, last_seen_at: new Date('2026-03-10T14:06:00Z') })
  })
})

describe('the idempotency helper', () => {
  it('rolls the key back with the effect when the effect fails after writing, so a retry runs it', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com'))
    const sessionId = crypto.randomUUID()
    let failing = true
    const app = new Hono<AppEnv>()
    app.onError(errorResponse)
    app.use('*', async (c, next) => {
      c.set('auth', { user: { ...user!, name: '' }, sessionId: 'test', roles: async () => [], permissions: async () => ({ permissions: [], customer_permissions: [] }), supervised: async () => [] })
      await next()
    })
    app.post('/effect', async (c) =>
      idempotent(c, { db: t.db, now: t.clock.now }, { any: 'body' }, async (tx) => {
        await tx.insert(sessionChanges).values({ session_id: sessionId, action: 'create', user_id: user!.id, snapshot: {} })
        if (failing) throw new Error('disk on fire')
        return { status: 201, body: { done: true } }
      }),
    )
    const key = crypto.randomUUID()
    const request = () => app.request('/effect', { method: 'POST', headers: { 'Idempotency-Key': key } })
    const consoleError = console.error
    console.error = () => undefined
    try {
      expect((await request()).status).toBe(500)
    } finally {
      console.error = consoleError
    }
    expect(await rowsOf(sessionId)).toEqual({ sessions: 0, changes: 0 })
    expect(await keyCount(key)).toBe(0)
    failing = false
    expect(await (await request()).json()).toEqual({ done: true })
    expect(await (await request()).json()).toEqual({ done: true })
    expect(await rowsOf(sessionId)).toEqual({ sessions: 0, changes: 1 })
  })
})

describe('retention', () => {
  it(`deletes idempotency records older than ${IDEMPOTENCY_RETENTION_DAYS} days and keeps the rest`, async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com'))
    const day = 86_400_000
    const at = (ms: number) => new Date(TEST_NOW.getTime() - ms)
    const rows = [
      { key: crypto.randomUUID(), created_at: at(IDEMPOTENCY_RETENTION_DAYS * day + 1000) },
      { key: crypto.randomUUID(), created_at: at(IDEMPOTENCY_RETENTION_DAYS * day - 1000) },
      { key: crypto.randomUUID(), created_at: at(day) },
    ]
    await t.db.insert(idempotencyKeys).values(rows.map((row) => ({ ...row, user_id: user!.id, request_hash: 'x', status: 201 })))
    const before = (await t.db.select({ n: count() }).from(idempotencyKeys))[0]!.n
    expect(await purgeIdempotencyKeys(t.db, TEST_NOW)).toBe(1)
    expect(await keyCount(rows[0]!.key)).toBe(0)
    expect(await keyCount(rows[1]!.key)).toBe(1)
    expect(await keyCount(rows[2]!.key)).toBe(1)
    expect((await t.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(before - 1)
  })
})
