import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

describe('reference data (spec §7)', () => {
  it('answers each list to any signed-in user and nothing to a stranger', async () => {
    const lists = ['/api/customers', '/api/districts', '/api/disciplines', '/api/expense-types', '/api/expense-type/categories', '/api/service-time-slots', '/api/service-time-slots/time-slot-types', '/api/services/frequencies', '/api/services/discharge-reasons']
    for (const path of lists) {
      const answer = await api.get('provider', path)
      expect(answer.status, path).toBe(200)
      expect(answer.body.length, path).toBeGreaterThan(0)
      expect((await t.request(path)).status, path).toBe(401)
    }
    expect((await api.get('admin', '/api/customers')).body).toHaveLength(4)
    expect((await api.get('admin', '/api/districts')).body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), customer_id: expect.any(Number) })
  })

  it('answers a discipline with its diagnostic impressions, 404 for an unknown one', async () => {
    const [first] = (await api.get('admin', '/api/disciplines')).body
    const one = await api.get('admin', `/api/disciplines/${first.id}`)
    expect(one.body.diagnostic_impressions.length).toBeGreaterThan(0)
    expect((await api.get('admin', '/api/disciplines/99999')).status).toBe(404)
    expect((await api.get('admin', '/api/disciplines/x')).status).toBe(404)
  })
})

describe('services: skills and objectives', () => {
  it('lists, creates, renames and deletes skills with services.manage only', async () => {
    const skills = await api.get('provider', '/api/services/1/skills')
    expect(skills.body.length).toBeGreaterThan(0)
    expect((await api.get('admin', '/api/services/99999/skills')).status).toBe(404)
    const created = await api.call('admin', 'POST', '/api/services/skills', { service_id: 1, name: 'Vocabulario' })
    expect(created).toMatchObject({ status: 201, body: { name: 'Vocabulario', service_id: 1 } })
    expect((await api.call('admin', 'PUT', `/api/services/skills/${created.body.id}`, { name: 'Vocabulario receptivo' })).body.name).toBe('Vocabulario receptivo')
    expect((await api.call('admin', 'PUT', `/api/services/skills/${created.body.id}`, { name: '' })).body.errors).toEqual({ name: 'required' })
    expect((await api.call('admin', 'POST', '/api/services/skills', { service_id: 99999, name: 'X' })).body.errors).toEqual({ service_id: 'unknown_reference' })
    for (const account of ['billing', 'region', 'provider', 'supervisor'] as Account[]) {
      expect((await api.call(account, 'PUT', `/api/services/skills/${created.body.id}`, { name: 'No' })).status, account).toBe(403)
      expect((await api.call(account, 'POST', '/api/services/skills', { service_id: 1, name: 'No' })).status, account).toBe(403)
    }
    // Without services.manage the answer is 403 whatever the id: it says nothing of which skills exist.
    expect((await api.call('provider', 'PUT', '/api/services/skills/99999', { name: 'No' })).status).toBe(403)
    expect((await api.call('admin', 'DELETE', `/api/services/skills/${created.body.id}`)).status).toBe(204)
    expect((await api.call('admin', 'DELETE', `/api/services/skills/${created.body.id}`)).status).toBe(404)
  })

  it('pages objectives and keeps interventionPlanMeasurementTypeId on the wire', async () => {
    const page = await api.get('admin', '/api/services/objectives?service_id=1')
    expect(page.body.total).toBeGreaterThan(0)
    const created = await api.call('admin', 'POST', '/api/services/objectives', { name: 'Nombrará objetos', description: 'En 4 de 5', interventionPlanMeasurementTypeId: 1, service_id: 1 })
    expect(created).toMatchObject({ status: 201, body: { interventionPlanMeasurementTypeId: 1, description: 'En 4 de 5' } })
    const changed = await api.call('admin', 'PUT', `/api/services/objectives/${created.body.id}`, { name: 'Nombrará', interventionPlanMeasurementTypeId: 2 })
    expect(changed.body).toMatchObject({ name: 'Nombrará', interventionPlanMeasurementTypeId: 2, service_id: null, description: null })
    expect((await api.call('admin', 'PUT', `/api/services/objectives/${created.body.id}`, { name: 'X', interventionPlanMeasurementTypeId: 99999 })).body.errors).toEqual({
      interventionPlanMeasurementTypeId: 'unknown_reference',
    })
    expect((await api.call('billing', 'DELETE', `/api/services/objectives/${created.body.id}`)).status).toBe(403)
    expect((await api.call('admin', 'DELETE', `/api/services/objectives/${created.body.id}`)).status).toBe(204)
  })
})
