import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyModules } from '../db/schema'
import { officeClient } from '../test-support/office'
import { activeReferralsOf, providerIdOf } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

let t: TestApp
let api: ReturnType<typeof officeClient>
let services: { id: number; name: string }[]
let types: { id: number; name: string }[]
let marisolReferral: number

const body = (changes: Record<string, unknown> = {}) => ({
  referral_id: marisolReferral,
  evaluated_on: '2026-03-02',
  services: [{ service_id: services[0]!.id, type_id: types[0]!.id }],
  findings: 'Articulación por debajo de lo esperado.',
  recommendations: 'Terapia del habla dos veces por semana.',
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisolReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com')))[0]!.id
  services = (await api.get('provider', '/api/evaluations/services')).body
  types = (await api.get('provider', '/api/evaluations/types')).body
})
afterAll(() => t?.close())

describe('GET /evaluations/services and /types', () => {
  it('lists the evaluation services (type 2) only, and the types', async () => {
    expect(services.map((service) => service.name)).toEqual(expect.arrayContaining(['Evaluación del habla y lenguaje', 'Evaluación ocupacional']))
    expect(services.every((service) => service.name.startsWith('Evaluación'))).toBe(true)
    expect(types.map((type) => type.name)).toEqual(['Evaluación inicial', 'Reevaluación', 'Evaluación independiente', 'Evaluación trienal'])
  })
})

describe('evaluation CRUD', () => {
  it('records an evaluation with its services and types, reads, lists, changes with its version and deletes', async () => {
    const created = await api.call('provider', 'POST', '/api/evaluations', body())
    expect(created).toMatchObject({ status: 201, body: { referral_id: marisolReferral, services: [{ service_id: services[0]!.id, type_id: types[0]!.id, type_name: 'Evaluación inicial' }] } })
    const id = created.body.id as number
    expect((await api.get('provider', `/api/evaluations/${id}`)).body).toEqual(created.body)
    const list = await api.get('admin', `/api/evaluations?referral_id=${marisolReferral}`)
    expect(list.body.items.map((row: Loose) => row.id)).toContain(id)
    expect(list.body.total).toBeGreaterThanOrEqual(2)

    const put = { ...body({ services: [{ service_id: services[0]!.id, type_id: types[1]!.id }, { service_id: services[1]!.id, type_id: types[1]!.id }] }), hash: created.body.hash }
    delete (put as Loose).referral_id
    const changed = await api.call('provider', 'PUT', `/api/evaluations/${id}`, put)
    expect(changed.status).toBe(200)
    expect(changed.body.services.map((row: Loose) => row.type_name)).toEqual(['Reevaluación', 'Reevaluación'])
    expect(await api.call('provider', 'PUT', `/api/evaluations/${id}`, put)).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { hash: changed.body.hash } } })
    expect((await api.call('provider', 'DELETE', `/api/evaluations/${id}`, { hash: created.body.hash })).status).toBe(409)
    expect((await api.call('provider', 'DELETE', `/api/evaluations/${id}`, { hash: changed.body.hash })).status).toBe(204)
    expect((await api.get('provider', `/api/evaluations/${id}`)).status).toBe(404)
  })

  it('refuses a therapy service, an unknown type, a repeated service and no service', async () => {
    const therapy = (await t.db.execute<{ id: number }>("select id from services where type_id = 1 order by id limit 1" as never)) as Loose
    const therapyId = (therapy.rows ?? therapy)[0].id as number
    const post = (changes: Record<string, unknown>) => api.call('provider', 'POST', '/api/evaluations', body(changes))
    expect((await post({ services: [{ service_id: therapyId, type_id: types[0]!.id }] })).body.errors).toEqual({ 'services.0.service_id': 'unknown_reference' })
    expect((await post({ services: [{ service_id: services[0]!.id, type_id: 999_999 }] })).body.errors).toEqual({ 'services.0.type_id': 'unknown_reference' })
    const twice = { service_id: services[0]!.id, type_id: types[0]!.id }
    expect((await post({ services: [twice, twice] })).body.errors).toEqual({ services: 'duplicate_service' })
    expect((await post({ services: [] })).body.errors).toEqual({ services: 'required' })
    expect((await post({ evaluated_on: '2026-13-01' })).body.errors).toEqual({ evaluated_on: 'invalid_date' })
  })

  it('keeps another provider’s evaluations out of reach', async () => {
    const created = await api.call('provider', 'POST', '/api/evaluations', body())
    const id = created.body.id as number
    expect(await api.get('provider2', `/api/evaluations/${id}`)).toEqual(await api.get('provider2', '/api/evaluations/999999'))
    expect((await api.call('provider2', 'PUT', `/api/evaluations/${id}`, { ...body(), hash: created.body.hash })).status).toBe(404)
    expect((await api.call('provider2', 'DELETE', `/api/evaluations/${id}`, { hash: created.body.hash })).status).toBe(404)
    expect((await api.call('provider2', 'POST', '/api/evaluations', body())).body.errors).toEqual({ referral_id: 'unknown_reference' })
    expect(((await api.get('provider2', '/api/evaluations?page_size=500')).body.items as Loose[]).some((row) => row.id === id)).toBe(false)
    expect((await api.get('supervisor', `/api/evaluations/${id}`)).status).toBe(200)
    expect((await api.call('supervisor', 'DELETE', `/api/evaluations/${id}`, { hash: created.body.hash })).body).toMatchObject({ code: 'forbidden' })
    expect((await api.call('billing', 'POST', '/api/evaluations', body())).body).toMatchObject({ code: 'forbidden' })
  })

  it('needs the evaluations module', async () => {
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'evaluations'))
    try {
      expect((await api.get('admin', '/api/evaluations/types')).body).toMatchObject({ code: 'module_disabled' })
    } finally {
      await t.db.insert(companyModules).values({ module_id: 'evaluations', name: 'Evaluaciones' })
    }
  })
})
