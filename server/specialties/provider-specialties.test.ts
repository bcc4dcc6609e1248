import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ProviderSpecialty, SpecialtyItem } from '../../src/domain/specialties/types'
import type { NamedItem } from '../../src/domain/schemas/named-item'
import { credentialHelpers, errorOf } from '../test-support/credentials'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp
let h: ReturnType<typeof credentialHelpers>
let staff: string
let marisol: string
let carlos: string
let marisolId: number
let carlosId: number

beforeAll(async () => {
  t = await createTestApp()
  h = credentialHelpers(t)
  marisolId = await h.providerIdOf('terapeuta@example.com')
  carlosId = await h.providerIdOf('terapeuta2@example.com')
})
afterAll(() => t?.close())
beforeEach(async () => {
  t.clock.set(TEST_NOW)
  await h.setCompatibilityMode(false)
  staff = await h.token('oficina@example.com')
  marisol = await h.token('terapeuta@example.com')
  carlos = await h.token('terapeuta2@example.com')
})

async function reference() {
  const specialties = (await (await h.send(staff, 'GET', '/api/specialties')).json()) as SpecialtyItem[]
  const licenseTypes = (await (await h.send(staff, 'GET', '/api/specialties/license-types')).json()) as NamedItem[]
  const features = (await (await h.send(staff, 'GET', '/api/specialties/features')).json()) as NamedItem[]
  return { specialties, licenseTypes, features }
}

async function newSpecialtyFor(providerId: number, overrides: Record<string, unknown> = {}) {
  const { specialties, licenseTypes } = await reference()
  const taken = (await h.specialtiesOf(staff, providerId)).map((row) => row.specialty_id)
  const free = specialties.find((specialty) => !taken.includes(specialty.id))!
  const response = await h.send(staff, 'POST', '/api/provider-specialties', {
    provider_id: providerId,
    specialty_id: free.id,
    license_type_id: licenseTypes[0]!.id,
    license_number: 'NUEVA-1',
    license_expiration: '2027-06-30',
    ...overrides,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as ProviderSpecialty
}

describe('reference lists', () => {
  it('lists specialties, licence types and features to anyone signed in, and to nobody else', async () => {
    const { specialties, licenseTypes, features } = await reference()
    expect(specialties.length).toBeGreaterThan(3)
    expect(specialties[0]).toEqual({ id: expect.any(Number), name: expect.any(String), discipline_id: expect.anything() })
    expect(licenseTypes.map((type) => type.name)).toContain('Licencia regular')
    expect(features.map((feature) => feature.name)).toContain('Telepráctica')
    expect((await h.send(marisol, 'GET', '/api/specialties/features')).status).toBe(200)
    expect((await t.request('/api/specialties')).status).toBe(401)
  })
})

describe('GET /provider-specialties', () => {
  it('answers staff every provider specialty, with provider status, features and files', async () => {
    const response = await h.send(staff, 'GET', '/api/provider-specialties')
    expect(response.status).toBe(200)
    const all = (await response.json()) as ProviderSpecialty[]
    expect(new Set(all.map((row) => row.provider_id)).size).toBeGreaterThanOrEqual(8)
    const row = all.find((specialty) => specialty.provider_id === marisolId)!
    expect(row).toMatchObject({
      provider_name: 'Marisol Rivera Torres',
      provider_status_id: 1,
      license_type_name: 'Licencia regular',
      attachments: [],
      can_delete: expect.any(Boolean),
    })
    expect(row.specialty_features.map((feature) => feature.name)).toContain('Bilingüe (español e inglés)')
  })

  it('filters by provider_id', async () => {
    const rows = await h.specialtiesOf(staff, carlosId)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.provider_id === carlosId)).toBe(true)
  })

  it("answers a provider only their own, and refuses another provider's list", async () => {
    const own = (await (await h.send(marisol, 'GET', '/api/provider-specialties')).json()) as ProviderSpecialty[]
    expect(own).toHaveLength(2)
    expect(own.every((row) => row.provider_id === marisolId)).toBe(true)
    expect((await h.send(marisol, 'GET', `/api/provider-specialties?provider_id=${marisolId}`)).status).toBe(200)
    const other = await h.send(marisol, 'GET', `/api/provider-specialties?provider_id=${carlosId}`)
    expect(other.status).toBe(403)
    expect((await errorOf(other)).code).toBe('forbidden')
  })

  it("lets a provider read one of their own by id, not someone else's", async () => {
    const [mine] = await h.specialtiesOf(marisol, marisolId)
    const [theirs] = await h.specialtiesOf(staff, carlosId)
    expect((await h.send(marisol, 'GET', `/api/provider-specialties/${mine!.id}`)).status).toBe(200)
    expect((await h.send(marisol, 'GET', `/api/provider-specialties/${theirs!.id}`)).status).toBe(403)
    expect((await h.send(staff, 'GET', `/api/provider-specialties/${theirs!.id}`)).status).toBe(200)
    expect((await h.send(staff, 'GET', '/api/provider-specialties/999999')).status).toBe(404)
    expect((await h.send(staff, 'GET', '/api/provider-specialties/abc')).status).toBe(404)
  })
})

describe('POST /provider-specialties', () => {
  it('lets staff add a specialty, with features', async () => {
    const { features } = await reference()
    const created = await newSpecialtyFor(carlosId, { specialty_features: [{ specialty_feature_id: features[0]!.id, value: true }], start_year: 2015 })
    expect(created).toMatchObject({ provider_id: carlosId, license_number: 'NUEVA-1', start_year: 2015, confirmed_by_provider_at: null, can_delete: true })
    expect(created.specialty_features).toEqual([{ specialty_feature_id: features[0]!.id, name: features[0]!.name, value: true }])
  })

  it('refuses a provider (403), a second record of the same specialty (409) and unknown references (422)', async () => {
    const [existing] = await h.specialtiesOf(staff, carlosId)
    const body = {
      provider_id: carlosId,
      specialty_id: existing!.specialty_id,
      license_type_id: existing!.license_type_id,
      license_number: 'X-1',
      license_expiration: '2027-01-01',
    }
    expect((await h.send(carlos, 'POST', '/api/provider-specialties', body)).status).toBe(403)
    const duplicate = await h.send(staff, 'POST', '/api/provider-specialties', body)
    expect(duplicate.status).toBe(409)
    expect((await errorOf(duplicate)).code).toBe('specialty_taken')
    const unknown = await h.send(staff, 'POST', '/api/provider-specialties', { ...body, specialty_id: 99999, license_type_id: 99999 })
    expect(unknown.status).toBe(422)
    expect((await errorOf(unknown)).errors).toEqual({ specialty_id: 'unknown_reference', license_type_id: 'unknown_reference' })
  })

  it('requires specialty, licence type, licence number and expiration', async () => {
    const response = await h.send(staff, 'POST', '/api/provider-specialties', { provider_id: carlosId, license_number: ' ' })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toMatchObject({
      specialty_id: 'required',
      license_type_id: 'required',
      license_number: 'required',
      license_expiration: 'required',
    })
  })

  it('refuses a start year outside the current year back 80', async () => {
    const response = await h.send(staff, 'POST', '/api/provider-specialties', {
      provider_id: carlosId,
      specialty_id: 1,
      license_type_id: 1,
      license_number: 'X',
      license_expiration: '2027-01-01',
      start_year: 1945,
    })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toMatchObject({ start_year: 'invalid_start_year' })
  })

  it('refuses to add in compatibility mode', async () => {
    await h.setCompatibilityMode(true)
    const { specialties, licenseTypes } = await reference()
    const response = await h.send(staff, 'POST', '/api/provider-specialties', {
      provider_id: carlosId,
      specialty_id: specialties.at(-1)!.id,
      license_type_id: licenseTypes[0]!.id,
      license_number: 'X',
      license_expiration: '2027-01-01',
    })
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('compatibility_mode')
  })
})

describe('PATCH /provider-specialties/{id}', () => {
  it('lets staff change licence fields, and refuses to change the specialty itself', async () => {
    const created = await newSpecialtyFor(carlosId)
    const changed = await h.send(staff, 'PATCH', `/api/provider-specialties/${created.id}`, {
      license_number: 'CAMBIADA-2',
      telehealth_license_number: 'TEL-9',
      telehealth_license_expiration: '2026-12-01',
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ license_number: 'CAMBIADA-2', telehealth_license_number: 'TEL-9', telehealth_license_expiration: '2026-12-01' })
    const other = (await reference()).specialties.find((specialty) => specialty.id !== created.specialty_id)!
    const refused = await h.send(staff, 'PATCH', `/api/provider-specialties/${created.id}`, { specialty_id: other.id })
    expect(refused.status).toBe(422)
    expect(await errorOf(refused)).toMatchObject({ code: 'read_only', errors: { specialty_id: 'read_only' } })
  })

  it('refuses licence changes in compatibility mode, even from staff, but keeps the rest editable', async () => {
    const [row] = await h.specialtiesOf(staff, carlosId)
    await h.setCompatibilityMode(true)
    const refused = await h.send(staff, 'PATCH', `/api/provider-specialties/${row!.id}`, { license_expiration: '2030-01-01' })
    expect(refused.status).toBe(422)
    expect((await errorOf(refused)).errors).toEqual({ license_expiration: 'read_only' })
    const allowed = await h.send(staff, 'PATCH', `/api/provider-specialties/${row!.id}`, { insurance_expiration: '2027-02-02' })
    expect(allowed.status).toBe(200)
  })

  it('lets a provider change start year, insurance and features of their own, not licence fields', async () => {
    const [row] = await h.specialtiesOf(carlos, carlosId)
    const features = row!.specialty_features.map(({ specialty_feature_id }) => ({ specialty_feature_id, value: false }))
    const response = await h.send(carlos, 'PATCH', `/api/provider-specialties/${row!.id}`, {
      start_year: 2014,
      insurance_expiration: '2027-03-03',
      specialty_features: features,
      // Unchanged licence fields may be sent back as they are (the editor sends the whole form).
      license_number: row!.license_number,
      license_expiration: row!.license_expiration,
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const saved = (await response.json()) as ProviderSpecialty
    expect(saved).toMatchObject({ start_year: 2014, insurance_expiration: '2027-03-03' })
    expect(saved.specialty_features.every((feature) => feature.value === false)).toBe(true)

    for (const [field, value] of [
      ['license_number', 'MIA-1'],
      ['license_expiration', '2035-01-01'],
      ['license_type_id', row!.license_type_id + 1],
      ['telehealth_license_number', 'TEL-FALSA'],
      ['telehealth_license_expiration', '2035-01-01'],
    ] as const) {
      const refused = await h.send(carlos, 'PATCH', `/api/provider-specialties/${row!.id}`, { [field]: value })
      expect(refused.status, field).toBe(422)
      expect((await errorOf(refused)).errors, field).toEqual({ [field]: 'read_only' })
    }
  })

  it("refuses a provider's change to another provider's specialty", async () => {
    const [theirs] = await h.specialtiesOf(staff, marisolId)
    const response = await h.send(carlos, 'PATCH', `/api/provider-specialties/${theirs!.id}`, { start_year: 2000 })
    expect(response.status).toBe(403)
  })

  it('never leaves a record incomplete', async () => {
    const [row] = await h.specialtiesOf(staff, carlosId)
    const response = await h.send(staff, 'PATCH', `/api/provider-specialties/${row!.id}`, { license_number: '' })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ license_number: 'required' })
  })
})

describe('confirmation', () => {
  async function marisolUnconfirmed(): Promise<ProviderSpecialty> {
    const rows = await h.specialtiesOf(staff, marisolId)
    return rows.find((row) => row.confirmed_by_provider_at === null) ?? rows[0]!
  }

  it("records today's date in Puerto Rico when the provider confirms", async () => {
    // 23:30 on 30 April in San Juan is already 1 May in UTC.
    t.clock.set('2026-05-01T03:30:00Z')
    staff = await h.token('oficina@example.com')
    const token = await h.token('terapeuta@example.com')
    const row = await marisolUnconfirmed()
    const response = await h.send(token, 'PATCH', `/api/provider-specialties/${row.id}`, { confirm: true, start_year: 2011 })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toMatchObject({ confirmed_by_provider_at: '2026-04-30', start_year: 2011 })

    t.clock.set('2026-05-01T04:30:00Z')
    const again = await h.send(await h.token('terapeuta@example.com'), 'PATCH', `/api/provider-specialties/${row.id}`, { confirm: true })
    expect(await again.json()).toMatchObject({ confirmed_by_provider_at: '2026-05-01' })
  })

  it('requires a start year to confirm', async () => {
    const row = await marisolUnconfirmed()
    const response = await h.send(marisol, 'PATCH', `/api/provider-specialties/${row.id}`, { confirm: true, start_year: null })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ start_year: 'required' })
  })

  it('is the provider’s own act: staff cannot confirm for them', async () => {
    const row = await marisolUnconfirmed()
    const response = await h.send(staff, 'PATCH', `/api/provider-specialties/${row.id}`, { confirm: true })
    expect(response.status).toBe(403)
  })

  it('leaves the confirmation date alone when the provider saves without confirming', async () => {
    const [row] = await h.specialtiesOf(carlos, carlosId)
    const response = await h.send(carlos, 'PATCH', `/api/provider-specialties/${row!.id}`, { insurance_expiration: '2028-01-01' })
    expect((await response.json()) as ProviderSpecialty).toMatchObject({ confirmed_by_provider_at: row!.confirmed_by_provider_at })
  })
})

describe('DELETE /provider-specialties/{id}', () => {
  it('refuses with 409 specialty_in_use while referrals or sessions name it', async () => {
    const inUse = (await (await h.send(staff, 'GET', '/api/provider-specialties')).json() as ProviderSpecialty[]).find((row) => !row.can_delete)
    expect(inUse, 'the seed assigns referrals to specialties').toBeDefined()
    const response = await h.send(staff, 'DELETE', `/api/provider-specialties/${inUse!.id}`)
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('specialty_in_use')
    expect((await h.send(staff, 'GET', `/api/provider-specialties/${inUse!.id}`)).status).toBe(200)
  })

  it('lets staff delete one nothing names, and refuses providers', async () => {
    const created = await newSpecialtyFor(carlosId)
    expect((await h.send(carlos, 'DELETE', `/api/provider-specialties/${created.id}`)).status).toBe(403)
    expect((await h.send(staff, 'DELETE', `/api/provider-specialties/${created.id}`)).status).toBe(204)
    expect((await h.send(staff, 'GET', `/api/provider-specialties/${created.id}`)).status).toBe(404)
    expect((await h.send(staff, 'DELETE', `/api/provider-specialties/${created.id}`)).status).toBe(404)
  })
})
