import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { customers, providers, referrals, serviceFormGuestLinks, serviceForms } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * The holes an outside probe found in the first-built routes (issue 22, defects 1–3), each as it
 * was reproduced: read-only staff and Finanzas writing providers, licences and sessions; the
 * region account (Consulta scoped to ORE San Juan) reading every customer's students, sessions
 * and notes; read-only staff reading the live guest link that signs a service form.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let ids: Lookups
let sanJuan: number
/** A session of Marisol's with a student of another customer than San Juan. */
let foreign: ServiceSession
let foreignReferral: Referral

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  ids = await lookups(t)
  const [region] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.short_name, 'ORE San Juan'))
  sanJuan = region!.id
  const marisol = await providerIdOf(t, 'terapeuta@example.com')
  const [elsewhere] = await t.db.select({ id: referrals.id }).from(referrals).where(and(eq(referrals.provider_id, marisol), ne(referrals.customer_id, sanJuan)))
  foreignReferral = (await activeReferralsOf(t, marisol)).find((referral) => referral.id === elsewhere!.id)!
  const created = await t.authed('/api/service-sessions', await api.token('provider'), mutation('POST', sessionBody(ids, [foreignReferral], { notes: 'Nota clínica privada' })))
  foreign = (await created.json()) as ServiceSession
}, 60_000)
afterAll(() => t?.close())

const writeAs = (account: Account, method: string, path: string, body: unknown = {}) =>
  api.token(account).then((token) => t.authed(path, token, mutation(method, body)))

describe('defect 1: read-only staff and Finanzas write providers, licences and billable sessions', () => {
  it('refuses provider writes to Consulta and the region account', async () => {
    for (const account of ['readOnly', 'region'] as const) {
      expect((await api.call(account, 'PATCH', '/api/providers/1/external-name', { external_name: 'X' })).status).toBe(403)
      expect((await api.call(account, 'POST', '/api/providers', { first_name: 'A', last_name: 'B' })).status).toBe(403)
      expect((await api.call(account, 'PUT', '/api/providers/2', { first_name: 'A', last_name: 'B' })).status).toBe(403)
      expect((await api.call(account, 'DELETE', '/api/providers/9')).status).toBe(403)
      expect((await api.call(account, 'PATCH', '/api/provider-specialties/1', { license_expiration: '2099-12-31' })).status).toBe(403)
    }
    const [provider] = await t.db.select({ external_name: providers.external_name }).from(providers).where(eq(providers.id, 1))
    expect(provider!.external_name).not.toBe('X')
  })

  it('refuses an empty body instead of erasing the external name', async () => {
    const answer = await api.call('admin', 'PATCH', '/api/providers/1/external-name', {})
    expect(answer).toMatchObject({ status: 422, body: { errors: { external_name: 'required' } } })
    expect((await api.call('admin', 'PATCH', '/api/providers/1/external-name', { external_name: null })).status).toBe(200)
  })

  it('refuses session writes to Consulta, the region account and Finanzas', async () => {
    for (const account of ['readOnly', 'region', 'finance'] as const) {
      const create = await writeAs(account, 'POST', '/api/service-sessions', { ...sessionBody(ids, [foreignReferral]), provider_id: 1 })
      expect(create.status, account).toBe(403)
      expect((await writeAs(account, 'PUT', `/api/service-sessions/${foreign.id}`, { hash: foreign.hash })).status, account).toBe(403)
      expect((await writeAs(account, 'DELETE', `/api/service-sessions/${foreign.id}`, { hash: foreign.hash })).status, account).toBe(403)
    }
  })
})

describe('defect 2: customer scope on the field surface', () => {
  it('lists the region account only the active students of its customer', async () => {
    const list = await api.get<Array<{ customer_id: number }>>('region', '/api/referrals/active-students')
    expect(list.status).toBe(200)
    expect(list.body.length).toBeGreaterThan(0)
    expect(new Set(list.body.map((row) => row.customer_id))).toEqual(new Set([sanJuan]))
    const total = await api.get<{ total: number }>('region', '/api/referrals/total-active-students')
    expect(total.body.total).toBeLessThan((await api.get<{ total: number }>('admin', '/api/referrals/total-active-students')).body.total)
    const regions = await api.get<Array<{ region: string }>>('region', '/api/referrals/active-students/regions')
    expect(regions.body).toHaveLength(1)
  })

  it('shows the region account no session, visit or note of another customer’s student', async () => {
    const month = foreign.date.slice(0, 7)
    const reads = [
      '/api/service-sessions?page_size=500',
      `/api/service-sessions/visits?page_size=500`,
      '/api/service-sessions/visits/unreplaced?page_size=500',
      `/api/service-sessions/providers/${foreign.provider_id}/months`,
      `/api/service-sessions/providers/${foreign.provider_id}/months/${month}`,
      `/api/service-sessions/providers/${foreign.provider_id}/audit?page_size=500`,
    ]
    for (const path of reads) {
      const answer = await api.get('region', path)
      expect(answer.status, path).toBe(200)
      expect(JSON.stringify(answer.body), path).not.toContain(foreign.id)
      expect(JSON.stringify(answer.body), path).not.toContain('Nota clínica privada')
    }
    expect((await api.get('region', `/api/service-sessions/${foreign.id}`)).status).toBe(404)
    expect((await api.get('region', `/api/service-sessions/visits/${foreign.visits[0]!.id}`)).status).toBe(404)
    // The office account still reads them.
    expect((await api.get('admin', `/api/service-sessions/${foreign.id}`)).status).toBe(200)
  })

  it('refuses students and sessions to Finanzas, which holds no students.read', async () => {
    for (const path of ['/api/referrals/active-students', '/api/service-sessions', '/api/service-sessions/visits', `/api/service-sessions/${foreign.id}`]) {
      expect((await api.get('finance', path)).status, path).toBe(403)
    }
  })

  it('keeps device health and providers’ contact details to who needs them', async () => {
    for (const account of ['readOnly', 'region', 'billing', 'finance'] as const) expect((await api.get(account, '/api/devices')).status, account).toBe(403)
    expect((await api.get('admin', '/api/devices')).status).toBe(200)
    const all = await api.get<unknown[]>('admin', '/api/providers')
    const region = await api.get<Array<{ id: number }>>('region', '/api/providers')
    expect(region.status).toBe(200)
    expect(region.body.length).toBeLessThan(all.body.length)
  })
})

describe('defect 3: read-only staff can sign as a guardian', () => {
  it('answers the live guest link of a service form only to who may send the form', async () => {
    const [live] = await t.db.select({ formId: serviceFormGuestLinks.form_id }).from(serviceFormGuestLinks).innerJoin(serviceForms, eq(serviceForms.id, serviceFormGuestLinks.form_id)).where(eq(serviceForms.status, 'sent'))
    const path = `/api/service-forms/${live!.formId}/guest-links`
    for (const account of ['readOnly', 'billing', 'region', 'supervisor'] as const) expect((await api.get(account, path)).status, account).toBe(403)
    expect((await api.get('admin', path)).status).toBe(200)
  })
})
