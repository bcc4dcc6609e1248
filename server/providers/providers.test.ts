import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Provider } from '../../src/domain/providers/schemas'
import { credentialHelpers, errorOf } from '../test-support/credentials'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp
let h: ReturnType<typeof credentialHelpers>
let staff: string
let marisol: string

beforeAll(async () => {
  t = await createTestApp()
  h = credentialHelpers(t)
})
afterAll(() => t?.close())
beforeEach(async () => {
  t.clock.set(TEST_NOW)
  staff = await h.token('oficina@example.com')
  marisol = await h.token('terapeuta@example.com')
})

const newProvider = {
  first_name: 'Iris',
  last_name: 'Nieves Soto',
  email: 'IRIS.NIEVES@example.com ',
  phone: '(787) 555-0199',
  provider_status_id: 1,
}

describe('/providers', () => {
  it('lists every provider to staff, with status, sorted by last name', async () => {
    const response = await h.send(staff, 'GET', '/api/providers')
    expect(response.status).toBe(200)
    const providers = (await response.json()) as Provider[]
    expect(providers.length).toBeGreaterThanOrEqual(8)
    expect(providers.find((provider) => provider.email === 'terapeuta@example.com')).toMatchObject({
      name: 'Marisol Rivera Torres',
      provider_status_id: 1,
      provider_status_name: 'Activo',
    })
    const lastNames = providers.map((provider) => provider.last_name)
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : 1)))
    const inactive = (await (await h.send(staff, 'GET', '/api/providers?provider_status_id=2')).json()) as Provider[]
    expect(inactive.map((provider) => provider.name)).toEqual(['Nilda Cruz Maldonado'])
  })

  it('refuses the list to a provider, and lets them read only their own record', async () => {
    expect((await h.send(marisol, 'GET', '/api/providers')).status).toBe(403)
    const own = await h.providerIdOf('terapeuta@example.com')
    const other = await h.providerIdOf('terapeuta2@example.com')
    expect((await h.send(marisol, 'GET', `/api/providers/${own}`)).status).toBe(200)
    expect((await h.send(marisol, 'GET', `/api/providers/${other}`)).status).toBe(403)
    expect((await h.send(marisol, 'PUT', `/api/providers/${own}`, newProvider)).status).toBe(403)
  })

  it('answers the provider statuses to anyone signed in', async () => {
    const statuses = (await (await h.send(marisol, 'GET', '/api/providers/status')).json()) as Array<{ id: number; name: string }>
    expect(statuses.map((status) => status.name)).toEqual(['Activo', 'Inactivo', 'Suspendido'])
    expect(statuses[0]!.id).toBe(1)
  })

  it('creates, replaces, renames externally and deletes a provider', async () => {
    const created = await h.send(staff, 'POST', '/api/providers', newProvider)
    expect(created.status).toBe(201)
    const provider = (await created.json()) as Provider
    expect(provider).toMatchObject({ name: 'Iris Nieves Soto', email: 'iris.nieves@example.com', external_name: null, municipality_id: null })

    const replaced = await h.send(staff, 'PUT', `/api/providers/${provider.id}`, { ...newProvider, provider_status_id: 3, phone: '' })
    expect(await replaced.json()).toMatchObject({ provider_status_name: 'Suspendido', phone: null })

    const renamed = await h.send(staff, 'PATCH', `/api/providers/${provider.id}/external-name`, { external_name: ' NIEVES, IRIS ' })
    expect(await renamed.json()).toMatchObject({ external_name: 'NIEVES, IRIS' })

    expect((await h.send(staff, 'DELETE', `/api/providers/${provider.id}`)).status).toBe(204)
    expect((await h.send(staff, 'GET', `/api/providers/${provider.id}`)).status).toBe(404)
  })

  it('validates the fields with codes', async () => {
    const response = await h.send(staff, 'POST', '/api/providers', { ...newProvider, email: 'no', phone: '787-555', first_name: '', provider_status_id: 99 })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ email: 'invalid_email', phone: 'invalid_phone', first_name: 'required' })
    const unknown = await h.send(staff, 'POST', '/api/providers', { ...newProvider, provider_status_id: 99, municipality_id: 99999 })
    expect((await errorOf(unknown)).errors).toEqual({ provider_status_id: 'unknown_reference', municipality_id: 'unknown_reference' })
  })

  it('refuses to delete a provider with specialties, referrals or an account (409 provider_in_use)', async () => {
    const id = await h.providerIdOf('terapeuta@example.com')
    const response = await h.send(staff, 'DELETE', `/api/providers/${id}`)
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('provider_in_use')
  })
})
