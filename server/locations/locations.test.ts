import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, locations, locationTypes, providerSpecialties, users } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let sanJuan: number
let bayamonSchool: typeof locations.$inferSelect
let sanJuanSchool: typeof locations.$inferSelect
let schoolType: number

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const rows = await t.db.select().from(customers)
  sanJuan = rows.find((row) => row.short_name === 'ORE San Juan')!.id
  const bayamon = rows.find((row) => row.short_name === 'ORE Bayamón')!.id
  const all = await t.db.select().from(locations)
  bayamonSchool = all.find((row) => row.customer_id === bayamon)!
  sanJuanSchool = all.find((row) => row.customer_id === sanJuan)!
  schoolType = (await t.db.select().from(locationTypes).where(eq(locationTypes.name, 'Escuela')))[0]!.id
})
afterAll(() => t?.close())

const newLocation = () => ({ name: 'Esc. Nueva', type_id: schoolType, customer_id: sanJuan, municipality_id: sanJuanSchool.municipality_id, school_code: '61999', phone: '787 555 9999' })

describe('/locations', () => {
  it('pages locations of every type with names, sorted, searched and filtered', async () => {
    const page = await api.get('admin', '/api/locations?page_size=100&sort=type')
    expect(page.status).toBe(200)
    expect(new Set(page.body.items.map((item: { type_name: string }) => item.type_name))).toEqual(
      new Set(['Escuela', 'Centro de terapias', 'Hogar', 'Telepráctica', 'Oficina regional']),
    )
    expect(page.body.total).toBe(page.body.items.length)
    const found = await api.get('admin', `/api/locations?q=${bayamonSchool.school_code}`)
    expect(found.body.items).toEqual([expect.objectContaining({ id: bayamonSchool.id, municipality_name: expect.any(String) })])
    expect((await api.get('admin', `/api/locations?type_id=${schoolType}&page_size=500`)).body.items.every((item: { type_id: number }) => item.type_id === schoolType)).toBe(true)
    expect((await api.get('admin', '/api/locations?sort=hash')).status).toBe(422)
  })

  it('shows a customer-scoped account its customer and the company centres, never another customer', async () => {
    const page = await api.get('region', '/api/locations?page_size=500')
    expect(page.body.items.every((item: { customer_id: number | null }) => item.customer_id === null || item.customer_id === sanJuan)).toBe(true)
    expect((await api.get('region', `/api/locations/${sanJuanSchool.id}`)).status).toBe(200)
    expect(await api.get('region', `/api/locations/${bayamonSchool.id}`)).toEqual(await api.get('region', '/api/locations/999999'))
  })

  it('creates and changes a location by version, with 409 on a stale one', async () => {
    const created = await api.call('admin', 'POST', '/api/locations', newLocation())
    expect(created).toMatchObject({ status: 201, body: { name: 'Esc. Nueva', phone: '(787) 555-9999', hash: expect.any(String), student_count: 0 } })
    const changed = await api.call('admin', 'PUT', `/api/locations/${created.body.id}`, { ...newLocation(), name: 'Esc. Renombrada', hash: created.body.hash })
    expect(changed.body).toMatchObject({ name: 'Esc. Renombrada' })
    const stale = await api.call('admin', 'PUT', `/api/locations/${created.body.id}`, { ...newLocation(), hash: created.body.hash })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { name: 'Esc. Renombrada' } } })
  })

  it('validates at the boundary: formats, ids, control characters, unknown references', async () => {
    const bad = await api.call('admin', 'POST', '/api/locations', { ...newLocation(), name: '\u0007', school_code: '123', type_id: 0, zip: '0096' })
    expect(bad).toMatchObject({ status: 422, body: { errors: { name: 'invalid_characters', school_code: 'invalid_school_code', type_id: 'invalid_id', zip: 'invalid_zip' } } })
    expect((await api.call('admin', 'POST', '/api/locations', { ...newLocation(), municipality_id: 2_147_483_647 })).body.errors).toEqual({ municipality_id: 'unknown_reference' })
  })

  it('lets only writers of that customer change a location (403), after visibility (404)', async () => {
    const detail = await api.get('admin', `/api/locations/${sanJuanSchool.id}`)
    const body = { ...newLocation(), name: sanJuanSchool.name, hash: detail.body.hash }
    for (const account of ['billing', 'region', 'provider', 'supervisor'] as Account[]) {
      expect((await api.call(account, 'PUT', `/api/locations/${sanJuanSchool.id}`, body)).status, account).toBe(403)
      expect((await api.call(account, 'POST', '/api/locations', newLocation())).status, account).toBe(403)
    }
    // A role that may change no location (Consulta) is refused before the location is looked up,
    // the same for a location it sees and one it does not.
    expect((await api.call('region', 'PUT', `/api/locations/${bayamonSchool.id}`, body)).status).toBe(403)
  })
})

describe('provider locations and provider-specialty-locations', () => {
  it('manages where a specialty is offered, and a provider reads only her own', async () => {
    const [marisol] = await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com'))
    const [carlos] = await t.db.select().from(users).where(eq(users.email, 'terapeuta2@example.com'))
    const [specialty] = await t.db.select().from(providerSpecialties).where(eq(providerSpecialties.provider_id, marisol!.provider_id!))
    const created = await api.call('admin', 'POST', '/api/provider-specialty-locations', { provider_specialty_id: specialty!.id, location_id: bayamonSchool.id })
    expect(created).toMatchObject({ status: 201, body: { provider_id: marisol!.provider_id, location_name: bayamonSchool.name } })
    expect((await api.call('admin', 'POST', '/api/provider-specialty-locations', { provider_specialty_id: specialty!.id, location_id: bayamonSchool.id })).body.code).toBe(
      'provider_specialty_location_taken',
    )
    expect((await api.get('provider', `/api/provider-specialty-locations?provider_id=${marisol!.provider_id}`)).body.total).toBe(1)
    expect((await api.get('provider2', `/api/provider-specialty-locations/${created.body.id}`)).status).toBe(404)
    expect((await api.get('supervisor', `/api/provider-specialty-locations/${created.body.id}`)).status).toBe(200)
    expect((await api.call('provider', 'DELETE', `/api/provider-specialty-locations/${created.body.id}`)).status).toBe(403)

    const places = await api.get('provider', `/api/provider-locations/${marisol!.provider_id}`)
    expect(places.body).toContainEqual(expect.objectContaining({ location_id: bayamonSchool.id, via_specialty: true }))
    expect(places.body.some((place: { active_referrals: number }) => place.active_referrals > 0)).toBe(true)
    expect((await api.get('provider', `/api/provider-locations/${carlos!.provider_id}`)).status).toBe(404)
    expect((await api.get('admin', `/api/provider-locations/${carlos!.provider_id}`)).status).toBe(200)

    const moved = await api.call('admin', 'PUT', `/api/provider-specialty-locations/${created.body.id}`, { provider_specialty_id: specialty!.id, location_id: sanJuanSchool.id })
    expect(moved.body).toMatchObject({ location_id: sanJuanSchool.id })
    expect((await api.call('admin', 'PUT', `/api/provider-specialty-locations/${created.body.id}`, { provider_specialty_id: specialty!.id, location_id: -1 })).status).toBe(422)
    expect((await api.call('admin', 'DELETE', `/api/provider-specialty-locations/${created.body.id}`)).status).toBe(204)
    expect((await api.call('admin', 'DELETE', `/api/provider-specialty-locations/${created.body.id}`)).status).toBe(404)
  })
})
