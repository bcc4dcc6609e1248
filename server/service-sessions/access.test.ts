import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../src/domain/lists/list-params'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, updateBody, type Lookups } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Who reaches whose sessions: Marisol (provider A), Carlos (provider B), Ana Luisa (supervises
 * Marisol, not Carlos) and the office (staff).
 */
let t: TestApp
let ids: Lookups
const token = { marisol: '', carlos: '', supervisor: '', office: '' }
let marisolId: number
let carlosId: number
let marisolSession: ServiceSession
let carlosSession: ServiceSession

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  token.marisol = (await t.login('terapeuta@example.com')).accessToken
  token.carlos = (await t.login('terapeuta2@example.com')).accessToken
  token.supervisor = (await t.login('supervisor@example.com')).accessToken
  token.office = (await t.login('oficina@example.com')).accessToken
  marisolId = await providerIdOf(t, 'terapeuta@example.com')
  carlosId = await providerIdOf(t, 'terapeuta2@example.com')
  const post = async (accessToken: string, body: unknown) => {
    const response = await t.authed('/api/service-sessions', accessToken, mutation('POST', body))
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as ServiceSession
  }
  marisolSession = await post(token.marisol, sessionBody(ids, [(await activeReferralsOf(t, marisolId))[0]!]))
  carlosSession = await post(token.carlos, sessionBody(ids, [(await activeReferralsOf(t, carlosId))[0]!]))
})
afterAll(() => t?.close())

const path = (session: ServiceSession) => `/api/service-sessions/${session.id}`
const status = async (response: Promise<Response>) => (await response).status

describe('a provider', () => {
  it("cannot read, change or delete another provider's session: 404, as if it did not exist", async () => {
    expect(await status(t.authed(path(marisolSession), token.carlos))).toBe(404)
    expect(await status(t.authed(path(marisolSession), token.carlos, mutation('PUT', updateBody(marisolSession))))).toBe(404)
    expect(await status(t.authed(path(marisolSession), token.carlos, mutation('DELETE', { hash: marisolSession.hash })))).toBe(404)
    const visit = marisolSession.visits[0]!
    expect(await status(t.authed(`/api/service-sessions/visits/${visit.id}`, token.carlos))).toBe(404)
    expect(await status(t.authed(`/api/service-sessions/visits/${visit.id}`, token.carlos, mutation('PATCH', { visit_outcome_id: visit.visit_outcome_id, hash: marisolSession.hash })))).toBe(404)
    expect(await status(t.authed(`/api/service-sessions/visits?session_id=${marisolSession.id}`, token.carlos))).toBe(404)
    // And the other way round.
    expect(await status(t.authed(path(carlosSession), token.marisol))).toBe(404)
    expect(await status(t.authed(path(carlosSession), token.marisol, mutation('DELETE', { hash: carlosSession.hash })))).toBe(404)
  })

  it("cannot list another provider's sessions, visits, months or audit: 403", async () => {
    for (const url of [
      `/api/service-sessions?provider_id=${marisolId}`,
      `/api/service-sessions/visits?provider_id=${marisolId}`,
      `/api/service-sessions/visits/unreplaced?provider_id=${marisolId}`,
      `/api/service-sessions/providers/${marisolId}/months`,
      `/api/service-sessions/providers/${marisolId}/months/2026-03`,
      `/api/service-sessions/providers/${marisolId}/audit`,
    ]) {
      expect(await status(t.authed(url, token.carlos)), url).toBe(403)
    }
  })

  it('lists only their own sessions and unreplaced visits by default', async () => {
    const list = ((await (await t.authed('/api/service-sessions?date=2026-03-10', token.carlos)).json()) as Page<ServiceSession>).items
    expect(list.map((session) => session.id)).toEqual([carlosSession.id])
    const unreplaced = ((await (await t.authed('/api/service-sessions/visits/unreplaced', token.carlos)).json()) as Page<{ provider_id: number }>).items
    expect(unreplaced.length).toBeGreaterThan(0)
    expect(unreplaced.every((visit) => visit.provider_id === carlosId)).toBe(true)
  })

  it('cannot record a session for another provider', async () => {
    const body = sessionBody(ids, [(await activeReferralsOf(t, marisolId))[0]!], { provider_id: carlosId })
    expect(await status(t.authed('/api/service-sessions', token.marisol, mutation('POST', body)))).toBe(403)
  })
})

describe('a supervisor', () => {
  it('reads the sessions, months and audit of a provider they supervise', async () => {
    expect(await status(t.authed(path(marisolSession), token.supervisor))).toBe(200)
    const list = ((await (await t.authed(`/api/service-sessions?provider_id=${marisolId}&date=2026-03-10`, token.supervisor)).json()) as Page<ServiceSession>).items
    expect(list.map((session) => session.id)).toEqual([marisolSession.id])
    expect(await status(t.authed(`/api/service-sessions/providers/${marisolId}/months`, token.supervisor))).toBe(200)
    expect(await status(t.authed(`/api/service-sessions/providers/${marisolId}/audit`, token.supervisor))).toBe(200)
    expect(await status(t.authed(`/api/service-sessions/visits/${marisolSession.visits[0]!.id}`, token.supervisor))).toBe(200)
  })

  it('cannot change or delete them (403), nor reach a provider they do not supervise', async () => {
    expect(await status(t.authed(path(marisolSession), token.supervisor, mutation('PUT', updateBody(marisolSession, { notes: 'x' }))))).toBe(403)
    expect(await status(t.authed(path(marisolSession), token.supervisor, mutation('DELETE', { hash: marisolSession.hash })))).toBe(403)
    expect(await status(t.authed(path(carlosSession), token.supervisor))).toBe(404)
    expect(await status(t.authed(`/api/service-sessions?provider_id=${carlosId}`, token.supervisor))).toBe(403)
    const unchanged = (await (await t.authed(path(marisolSession), token.marisol)).json()) as ServiceSession
    expect(unchanged.hash).toBe(marisolSession.hash)
  })
})

describe('office staff', () => {
  it('read every provider and correct any session; the change names them', async () => {
    const all = ((await (await t.authed('/api/service-sessions?date=2026-03-10', token.office)).json()) as Page<ServiceSession>).items
    expect(all.map((session) => session.id).sort()).toEqual([marisolSession.id, carlosSession.id].sort())
    const response = await t.authed(path(carlosSession), token.office, mutation('PUT', updateBody(carlosSession, { notes: 'Corregida en la oficina' })))
    expect(response.status).toBe(200)
    const corrected = (await response.json()) as ServiceSession
    expect(corrected.notes).toBe('Corregida en la oficina')
    expect(corrected.updated_by).not.toBe(carlosSession.updated_by)
    carlosSession = corrected
  })

  it('must name the provider of a session they record, and may', async () => {
    const referral = (await activeReferralsOf(t, carlosId))[0]!
    const missing = await t.authed('/api/service-sessions', token.office, mutation('POST', sessionBody(ids, [referral])))
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ errors: { provider_id: 'required' } })
    const named = await t.authed('/api/service-sessions', token.office, mutation('POST', sessionBody(ids, [referral], { provider_id: carlosId, time: '09:00' })))
    expect(named.status).toBe(201)
    expect(((await named.json()) as ServiceSession).provider_id).toBe(carlosId)
    const unknown = await t.authed('/api/service-sessions', token.office, mutation('POST', sessionBody(ids, [referral], { provider_id: 999_999 })))
    expect(await unknown.json()).toMatchObject({ code: 'unknown_reference', errors: { provider_id: 'unknown_reference' } })
  })

  it('delete any session', async () => {
    expect(await status(t.authed(path(carlosSession), token.office, mutation('DELETE', { hash: carlosSession.hash })))).toBe(200)
    expect(await status(t.authed(path(carlosSession), token.carlos))).toBe(404)
  })
})

it('requires a signed-in user for every session, referral and service endpoint', async () => {
  for (const url of ['/api/service-sessions', `/api/service-sessions/${marisolSession.id}`, '/api/referrals/active-students', '/api/services/durations']) {
    expect(await status(t.request(url)), url).toBe(401)
  }
  expect(await status(t.request('/api/service-sessions', mutation('POST', {})))).toBe(401)
})
