import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { providerServiceRates, serviceDurations, services, specialties, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

// The test clock's today is 2026-03-10; the seed gives each demo provider this year's rates from
// 2026-01-01 (from a template) and one of last year's, closed on 2025-12-31.
let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
let thl: number
let to: number
let min30: number
let min45: number
let speech: number

const providerOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.provider_id!

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = await providerOf('terapeuta@example.com')
  carlos = await providerOf('terapeuta2@example.com')
  const all = await t.db.select().from(services)
  thl = all.find((row) => row.code === 'THL')!.id
  to = all.find((row) => row.code === 'TO')!.id
  const durations = await t.db.select().from(serviceDurations)
  min30 = durations.find((row) => row.minutes === 30)!.id
  min45 = durations.find((row) => row.minutes === 45)!.id
  speech = (await t.db.select().from(specialties).where(eq(specialties.name, 'Patología del habla y lenguaje')))[0]!.id
})
afterAll(() => t?.close())

const rates = (id: number, query = '') => `/api/providers/${id}/service-rates${query}`

describe('service rates', () => {
  it('lists current rates to finance staff and to the provider herself; history on request', async () => {
    const current = await api.get('admin', rates(marisol))
    expect(current.status).toBe(200)
    expect(current.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ service_id: thl, duration_minutes: 45, rate_cents: 4800, effective_from: '2026-01-01', effective_to: null, template_id: expect.any(Number) })]),
    )
    expect(current.body.items.every((rate: { effective_to: string | null }) => rate.effective_to === null)).toBe(true)
    const history = await api.get('admin', rates(marisol, '?history=true&sort=effective_from'))
    expect(history.body.items[0]).toMatchObject({ rate_cents: 4500, effective_from: '2025-01-01', effective_to: '2025-12-31' })
    expect(await api.get('provider', rates(marisol))).toEqual(current)
    expect((await api.get('admin', rates(marisol, '?sort=hash'))).status).toBe(422)
  })

  it('refuses staff without finance.manage (403) and another provider (404, as a missing one)', async () => {
    expect((await api.get('billing', rates(marisol))).status).toBe(403)
    const other = await api.get('provider2', rates(marisol))
    expect(other).toEqual(await api.get('provider2', rates(999999)))
    expect(other.status).toBe(404)
    const rate = (await api.get('provider', rates(marisol))).body.items[0]
    expect((await api.get('provider2', rates(marisol, `/${rate.id}`))).status).toBe(404)
    expect((await api.call('provider', 'POST', rates(marisol), { service_id: thl, duration_id: min30, rate_cents: 1, effective_from: '2026-04-01' })).status).toBe(403)
    expect((await api.call('provider', 'DELETE', rates(marisol, `/${rate.id}`))).status).toBe(403)
  })

  it('adds a rate, refuses one that overlaps, and validates amounts and dates with codes', async () => {
    const created = await api.call('admin', 'POST', rates(carlos), { service_id: to, duration_id: min30, rate_cents: 3100, effective_from: '2026-02-01' })
    expect(created).toMatchObject({ status: 201, body: { rate_cents: 3100, duration_minutes: 30, effective_to: null, hash: expect.any(String) } })
    const clash = await api.call('admin', 'POST', rates(carlos), { service_id: to, duration_id: min30, rate_cents: 3200, effective_from: '2026-06-01' })
    expect(clash).toMatchObject({ status: 409, body: { code: 'rate_overlaps' } })
    const bad = await api.call('admin', 'POST', rates(carlos), { service_id: 999999, duration_id: min30, rate_cents: 12.5, effective_from: '2026-13-01', effective_to: '2020-01-01' })
    expect(bad).toMatchObject({ status: 422, body: { errors: { rate_cents: 'invalid_amount', effective_from: 'invalid_date' } } })
    const backwards = await api.call('admin', 'POST', rates(carlos), { service_id: to, duration_id: min45, rate_cents: 1, effective_from: '2027-02-01', effective_to: '2027-01-01' })
    expect(backwards).toMatchObject({ status: 422, body: { errors: { effective_to: 'ends_before_start' } } })
    const unknown = await api.call('admin', 'POST', rates(carlos), { service_id: 999999, duration_id: min30, rate_cents: 100, effective_from: '2030-01-01' })
    expect(unknown).toMatchObject({ status: 422, body: { code: 'unknown_reference', errors: { service_id: 'unknown_reference' } } })
  })

  it('changes an amount by closing the old row and adding a new one; the old amount is never rewritten', async () => {
    const [rate] = (await api.get('admin', rates(marisol, `?service_id=${thl}`))).body.items
    const changed = await api.call('admin', 'PUT', rates(marisol, `/${rate.id}`), { hash: rate.hash, rate_cents: 5000, effective_from: '2026-04-01' })
    expect(changed).toMatchObject({ status: 200, body: { rate_cents: 5000, effective_from: '2026-04-01', effective_to: null } })
    expect(changed.body.id).not.toBe(rate.id)
    const old = await api.get('admin', rates(marisol, `/${rate.id}`))
    expect(old.body).toMatchObject({ rate_cents: 4800, effective_from: '2026-01-01', effective_to: '2026-03-31' })
    const stale = await api.call('admin', 'PUT', rates(marisol, `/${rate.id}`), { hash: rate.hash, rate_cents: 1, effective_from: '2026-05-01' })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { id: rate.id } } })
    const early = await api.call('admin', 'PUT', rates(marisol, `/${changed.body.id}`), { hash: changed.body.hash, rate_cents: 1, effective_from: '2026-04-01' })
    expect(early).toMatchObject({ status: 422, body: { errors: { effective_from: 'not_after_rate_start' } } })
    // The database itself refuses to rewrite an amount, whatever the code above does.
    await expect(t.db.update(providerServiceRates).set({ rate_cents: 1 }).where(eq(providerServiceRates.id, rate.id))).rejects.toThrow()
    await expect(t.db.execute(sql`update provider_service_rates set effective_from = '2026-01-02' where id = ${rate.id}`)).rejects.toThrow()
  })

  it('deletes a future rate outright and ends a current one today', async () => {
    const future = await api.call('admin', 'POST', rates(carlos), { service_id: to, duration_id: min30, rate_cents: 5000, effective_from: '2027-01-01', effective_to: null })
    expect(future.status).toBe(409) // the 30-minute rate added above is open-ended
    const [open30] = (await api.get('admin', rates(carlos, `?service_id=${to}&sort=duration`))).body.items
    await api.call('admin', 'PUT', rates(carlos, `/${open30.id}`), { hash: open30.hash, rate_cents: 3300, effective_from: '2027-01-01' })
    const [, later] = (await api.get('admin', rates(carlos, `?service_id=${to}&sort=duration`))).body.items
    expect(later).toMatchObject({ duration_minutes: 30, effective_from: '2027-01-01' })
    expect((await api.call('admin', 'DELETE', rates(carlos, `/${later.id}`))).status).toBe(204)
    expect((await api.get('admin', rates(carlos, `/${later.id}`))).status).toBe(404)
    const [current] = (await api.get('admin', rates(carlos, `?service_id=${to}&sort=duration`))).body.items.filter((rate: { duration_minutes: number }) => rate.duration_minutes === 45)
    expect((await api.call('admin', 'DELETE', rates(carlos, `/${current.id}`))).status).toBe(204)
    expect((await api.get('admin', rates(carlos, `/${current.id}`))).body).toMatchObject({ effective_to: '2026-03-10' })
  })
})

describe('rate templates', () => {
  const template = () => ({ name: 'Prueba 30 min', specialty_id: speech, duration_id: min30, lines: [{ service_id: thl, rate_cents: 3600 }] })

  it('CRUD with versions, finance staff only', async () => {
    const created = await api.call('admin', 'POST', '/api/provider-service-rate-templates', template())
    expect(created).toMatchObject({ status: 201, body: { name: 'Prueba 30 min', duration_minutes: 30, lines: [{ service_id: thl, rate_cents: 3600, service_name: expect.any(String) }] } })
    const list = await api.get('admin', '/api/provider-service-rate-templates?q=prueba')
    expect(list.body).toMatchObject({ total: 1, items: [{ id: created.body.id, line_count: 1 }] })
    const put = await api.call('admin', 'PUT', `/api/provider-service-rate-templates/${created.body.id}`, { ...template(), name: 'Prueba', hash: created.body.hash })
    expect(put).toMatchObject({ status: 200, body: { name: 'Prueba' } })
    expect((await api.call('admin', 'PUT', `/api/provider-service-rate-templates/${created.body.id}`, { ...template(), hash: created.body.hash })).status).toBe(409)
    expect((await api.get('billing', '/api/provider-service-rate-templates')).status).toBe(403)
    expect((await api.get('provider', `/api/provider-service-rate-templates/${created.body.id}`)).status).toBe(403)
    expect((await api.call('admin', 'DELETE', `/api/provider-service-rate-templates/${created.body.id}`)).status).toBe(204)
    expect((await api.get('admin', `/api/provider-service-rate-templates/${created.body.id}`)).status).toBe(404)
  })

  it('validates lines: at least one, one per service, amounts in cents', async () => {
    const dup = await api.call('admin', 'POST', '/api/provider-service-rate-templates', { ...template(), lines: [{ service_id: thl, rate_cents: 1 }, { service_id: thl, rate_cents: -1 }] })
    expect(dup).toMatchObject({ status: 422, body: { errors: { lines: 'duplicate_service', 'lines.1.rate_cents': 'invalid_amount' } } })
    expect((await api.call('admin', 'POST', '/api/provider-service-rate-templates', { ...template(), lines: [] })).body.errors).toEqual({ lines: 'required' })
  })

  it('applies in replace mode by default: the template becomes the whole rate sheet, old rates kept as history', async () => {
    const created = (await api.call('admin', 'POST', '/api/provider-service-rate-templates', template())).body
    const supervisor = await providerOf('supervisor@example.com')
    const before = (await api.get('admin', rates(supervisor))).body.items
    const applied = await api.call('admin', 'POST', rates(supervisor, `/apply-template/${created.id}`), { effective_from: '2026-05-01' })
    expect(applied).toMatchObject({ status: 200, body: { mode: 'replace', closed: before.length, removed: 0, created: 1 } })
    const after = (await api.get('admin', rates(supervisor, '?at=2026-05-01'))).body.items
    expect(after).toEqual([expect.objectContaining({ service_id: thl, rate_cents: 3600, template_id: created.id, effective_from: '2026-05-01' })])
    // Until then the old sheet still holds.
    expect((await api.get('admin', rates(supervisor, '?at=2026-04-30'))).body.items).toHaveLength(before.length + 1)
  })

  it('applies in merge mode: only the template’s services at its length change', async () => {
    const created = (await api.call('admin', 'POST', '/api/provider-service-rate-templates', { ...template(), duration_id: min45, lines: [{ service_id: to, rate_cents: 9900 }] })).body
    const before = (await api.get('admin', rates(carlos, '?page_size=500'))).body.items
    const applied = await api.call('admin', 'POST', rates(carlos, `/apply-template/${created.id}`), { mode: 'merge', effective_from: '2026-06-01' })
    expect(applied.body).toMatchObject({ mode: 'merge', created: 1 })
    const after = (await api.get('admin', rates(carlos, '?at=2026-06-01&page_size=500'))).body.items
    const untouched = before.filter((rate: { service_id: number; duration_id: number }) => !(rate.service_id === to && rate.duration_id === min45))
    for (const rate of untouched) expect(after).toContainEqual(expect.objectContaining({ id: rate.id }))
    expect(after).toContainEqual(expect.objectContaining({ service_id: to, duration_id: min45, rate_cents: 9900 }))
    expect((await api.call('admin', 'POST', rates(carlos, `/apply-template/${created.id}`), { mode: 'both' })).body.errors).toEqual({ mode: 'invalid_value' })
    expect((await api.call('admin', 'POST', rates(carlos, '/apply-template/999999'), {})).status).toBe(404)
    expect((await api.call('provider2', 'POST', rates(carlos, `/apply-template/${created.id}`), {})).status).toBe(403)
  })
})
