import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * What an outside probe found on the session routes (issue 8): ids beyond the column's range,
 * NUL and control characters, deep nesting, and answers that told one provider about another's
 * referrals, students and session ids. Each answer must be a 4xx with a code, and "someone
 * else's" must read exactly like "does not exist".
 */
let t: TestApp
let ids: Lookups
let marisol: string
let carlos: string
let marisolReferrals: Referral[]
let carlosReferral: Referral

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  marisol = (await t.login('terapeuta@example.com')).accessToken
  carlos = (await t.login('terapeuta2@example.com')).accessToken
  marisolReferrals = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
  carlosReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com')))[0]!
})
afterAll(() => t?.close())

const post = (token: string, body: unknown) => t.authed('/api/service-sessions', token, mutation('POST', body))
const raw = (token: string, text: string) =>
  t.authed('/api/service-sessions', token, { method: 'POST', body: text, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } })
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: string; errors?: Record<string, string> } })

describe('numbers a column cannot hold', () => {
  it.each([2_147_483_648, 1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2])('refuses service_id %s with invalid_id', async (big) => {
    const result = await answer(await post(carlos, { ...sessionBody(ids, [carlosReferral]), service_id: big }))
    expect(result).toMatchObject({ status: 422, body: { code: 'validation_failed', errors: { service_id: 'invalid_id' } } })
  })

  it('refuses a huge id written as 1e21 in the raw JSON text, in a visit too', async () => {
    const body = JSON.stringify(sessionBody(ids, [carlosReferral])).replace(/"referral_id":\d+/, '"referral_id":1e21')
    expect((await raw(carlos, body)).status).toBe(422)
  })
})

describe('characters text cannot hold', () => {
  it('refuses NUL anywhere in a body with 400 invalid_characters', async () => {
    const result = await answer(await post(carlos, { ...sessionBody(ids, [carlosReferral]), notes: 'a\u0000b' }))
    expect(result).toMatchObject({ status: 400, body: { code: 'invalid_characters' } })
    const login = await t.attemptLogin('a\u0000@example.com', 'x')
    expect(login.status).toBe(400)
  })

  it('refuses other control characters in notes but keeps line breaks and tabs', async () => {
    const refused = await answer(await post(carlos, { ...sessionBody(ids, [carlosReferral]), notes: 'bell\u0007' }))
    expect(refused).toMatchObject({ status: 422, body: { errors: { notes: 'invalid_characters' } } })
    const kept = await post(carlos, { ...sessionBody(ids, [carlosReferral]), notes: 'línea 1\n\tlínea 2\r\n' })
    expect(kept.status).toBe(201)
  })

  it('refuses control characters in a version hash instead of reaching the database', async () => {
    const created = (await (await post(carlos, sessionBody(ids, [carlosReferral], { time: '09:00' }))).json()) as ServiceSession
    const response = await t.authed(`/api/service-sessions/${created.id}`, carlos, mutation('DELETE', { hash: 'x\u0001y' }))
    expect(await answer(response)).toMatchObject({ status: 422, body: { errors: { hash: 'invalid_hash' } } })
  })
})

describe('bodies no client sends', () => {
  it.each([
    ['4,000 levels of arrays', `${'['.repeat(4000)}${']'.repeat(4000)}`, 400, 'json_too_deep'],
    ['an array instead of an object', '[1,2,3]', 400, 'json_not_object'],
    ['a bare string', '"hola"', 400, 'json_not_object'],
    ['malformed JSON', '{"id":', 400, 'invalid_json'],
  ])('answers %s with %s %s', async (_name, text, status, code) => {
    expect(await answer(await raw(carlos, text))).toMatchObject({ status, body: { code } })
  })

  it('refuses a body that is not declared as JSON with 415', async () => {
    const response = await t.authed('/api/service-sessions', carlos, {
      method: 'POST',
      body: JSON.stringify(sessionBody(ids, [carlosReferral])),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(await answer(response)).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } })
  })

  it('refuses a session date as early as year 0100 or before 2000', async () => {
    for (const date of ['0100-01-01', '1999-12-31']) {
      const result = await answer(await post(carlos, sessionBody(ids, [carlosReferral], { date })))
      expect(result.body.errors, date).toEqual({ date: 'date_out_of_range' })
    }
  })
})

describe('another provider’s records read as missing ones', () => {
  it('answers a referral of another provider exactly as a referral that does not exist', async () => {
    const base = sessionBody(ids, [carlosReferral])
    const theirs = (referral: Referral) => ({ ...base, id: crypto.randomUUID(), visits: [{ ...base.visits[0]!, referral_id: referral.id, student_id: referral.student_id }] })
    const foreign = await Promise.all(marisolReferrals.slice(0, 3).map(async (referral) => answer(await post(carlos, theirs(referral)))))
    const missing = await answer(await post(carlos, theirs({ ...marisolReferrals[0]!, id: 2_000_000_000, student_id: 2_000_000_000 })))
    const mixed = await answer(await post(carlos, theirs({ ...marisolReferrals[1]!, student_id: marisolReferrals[0]!.student_id })))
    for (const result of [...foreign, mixed]) expect(result).toEqual(missing)
    expect(missing).toMatchObject({ status: 422, body: { code: 'unknown_reference', errors: { 'visits.0.referral_id': 'unknown_reference' } } })
  })

  it('answers a create with another provider’s session id as a GET of it: 404', async () => {
    const mine = (await (await post(marisol, sessionBody(ids, [marisolReferrals[0]!], { time: '10:00' }))).json()) as ServiceSession
    const get = await answer(await t.authed(`/api/service-sessions/${mine.id}`, carlos))
    const create = await answer(await post(carlos, sessionBody(ids, [carlosReferral], { id: mine.id, time: '11:00' })))
    expect(get).toMatchObject({ status: 404 })
    expect(create).toEqual(get)
  })
})
