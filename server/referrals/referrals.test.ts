import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

interface ReferralFacts {
  id: number
  student_id: number
  service_id: number
  customer_id: number
  location_id: number
  provider_specialty_id: number | null
  academic_year_id: number
  status_id: number
  region: string
}

/** Marisol's (supervised by Ana Luisa), Carlos's (supervised by nobody). */
let marisol: ReferralFacts
let carlos: ReferralFacts
let sanJuan: number
let bayamon: number
/** A referral of each of two customers, for the customer-scoped account. */
let sanJuanReferral: ReferralFacts
let bayamonReferral: ReferralFacts

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

const referralOf = (where: ReturnType<typeof sql>) =>
  rows<ReferralFacts>(sql`select r.id, r.student_id, r.service_id, r.customer_id, r.location_id, r.provider_specialty_id, r.academic_year_id, r.status_id, c.region
    from referrals r join customers c on c.id = r.customer_id join referral_statuses rs on rs.id = r.status_id where ${where} order by r.id limit 1`).then((found) => found[0]!)

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = await referralOf(sql`r.provider_id = (select provider_id from users where email = 'terapeuta@example.com') and rs.name = 'Activo'`)
  carlos = await referralOf(sql`r.provider_id = (select provider_id from users where email = 'terapeuta2@example.com') and rs.name = 'Activo'`)
  sanJuan = (await rows<{ id: number }>(sql`select id from customers where short_name = 'ORE San Juan'`))[0]!.id
  bayamon = (await rows<{ id: number }>(sql`select id from customers where short_name = 'ORE Bayamón'`))[0]!.id
  sanJuanReferral = await referralOf(sql`r.customer_id = ${sanJuan}`)
  bayamonReferral = await referralOf(sql`r.customer_id = ${bayamon}`)
})
afterAll(() => t?.close())

/** A new referral number no one holds. */
let sequence = 900_000
const newNumber = () => `2026-01-${String(++sequence).padStart(6, '0')}`

const createBody = (base: ReferralFacts, extra: Record<string, unknown> = {}) => ({
  number: newNumber(),
  student_id: base.student_id,
  service_id: base.service_id,
  location_id: base.location_id,
  provider_specialty_id: base.provider_specialty_id,
  academic_year_id: base.academic_year_id,
  status_id: base.status_id,
  start_date: '2026-02-02',
  weekly_frequency: 2,
  session_minutes: 30,
  ...extra,
})

async function newReferral(base = sanJuanReferral, extra: Record<string, unknown> = {}) {
  const created = await api.call('admin', 'POST', '/api/referrals', createBody(base, { provider_specialty_id: null, ...extra }))
  expect(created.status).toBe(201)
  return created.body as { id: number; hash: string; customer_id: number }
}

describe('lookups', () => {
  it.each([
    ['/api/referrals/service-types', 2],
    ['/api/referrals/types', 4],
    ['/api/referrals/status', 4],
    ['/api/referrals/document-types', 5],
  ])('%s answers its list', async (path, length) => {
    const answer = await api.get('admin', path)
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(length)
  })

  it('narrows by q and refuses a bad limit', async () => {
    const services = await api.get('admin', '/api/referrals/services?q=habla')
    expect(services.status).toBe(200)
    expect(services.body.length).toBeGreaterThan(0)
    expect(services.body.every((service: { name: string }) => /habla/i.test(service.name))).toBe(true)
    const schools = await api.get('admin', '/api/referrals/schools?q=Hostos')
    expect(schools.body.map((school: { name: string }) => school.name)).toContain('Esc. Eugenio María de Hostos')
    expect(schools.body.every((school: { school_code: string | null }) => school.school_code !== null)).toBe(true)
    expect((await api.get('admin', '/api/referrals/locations?limit=999')).body).toMatchObject({ code: 'validation_failed', errors: { limit: 'too_large' } })
    const specialties = await api.get('admin', `/api/referrals/provider-specialties?service_id=${marisol.service_id}`)
    expect(specialties.body.map((row: { id: number }) => row.id)).toContain(marisol.provider_specialty_id)
  })

  it('keeps who holds which licence from providers', async () => {
    expect((await api.get('provider', '/api/referrals/provider-specialties')).status).toBe(403)
    expect((await api.get('provider', '/api/referrals/status')).status).toBe(200)
  })
})

describe('POST /referrals and GET /referrals/{id}', () => {
  it('creates a referral whose customer is its school’s and whose provider is its specialty’s', async () => {
    const created = await api.call('admin', 'POST', '/api/referrals', createBody(marisol))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ customer_id: marisol.customer_id, provider_id: expect.any(Number), schedules: [], hash: expect.any(String) })
    const read = await api.get('admin', `/api/referrals/${created.body.id}`)
    expect(read.body).toMatchObject({ id: created.body.id, number: created.body.number, weekly_frequency: 2 })
  })

  it('checks the number format with the shared schema, and refuses a number already taken', async () => {
    const bad = await api.call('admin', 'POST', '/api/referrals', createBody(marisol, { number: '2026-1-000001' }))
    expect(bad).toMatchObject({ status: 422, body: { errors: { number: 'invalid_referral_number' } } })
    const body = createBody(marisol)
    expect((await api.call('admin', 'POST', '/api/referrals', body)).status).toBe(201)
    expect(await api.call('admin', 'POST', '/api/referrals', body)).toMatchObject({ status: 409, body: { code: 'referral_number_taken' } })
  })

  it('refuses an end before the start and ids that do not exist', async () => {
    expect((await api.call('admin', 'POST', '/api/referrals', createBody(marisol, { end_date: '2026-01-01' }))).body).toMatchObject({ errors: { end_date: 'end_before_start' } })
    expect((await api.call('admin', 'POST', '/api/referrals', createBody(marisol, { service_id: 999_999 }))).body).toMatchObject({ code: 'unknown_reference', errors: { service_id: 'unknown_reference' } })
  })

  it('lets only those who may write create, and a scoped role only for its customer', async () => {
    expect((await api.call('billing', 'POST', '/api/referrals', createBody(marisol))).status).toBe(403)
    expect((await api.call('provider', 'POST', '/api/referrals', createBody(marisol))).status).toBe(403)
    expect((await api.call('region', 'POST', '/api/referrals', createBody(sanJuanReferral))).status).toBe(403)
  })

  it('answers a referral the caller may not see exactly as a missing one', async () => {
    const missing = await api.get('provider2', '/api/referrals/999999')
    const foreign = await api.get('provider2', `/api/referrals/${marisol.id}`)
    expect(foreign).toEqual(missing)
    expect(foreign.status).toBe(404)
    expect((await api.get('provider', `/api/referrals/${marisol.id}`)).status).toBe(200)
    expect((await api.get('supervisor', `/api/referrals/${marisol.id}`)).status).toBe(200)
    expect((await api.get('supervisor', `/api/referrals/${carlos.id}`)).status).toBe(404)
    expect((await api.get('region', `/api/referrals/${sanJuanReferral.id}`)).status).toBe(200)
    expect((await api.get('region', `/api/referrals/${bayamonReferral.id}`)).status).toBe(404)
  })

  it('changes a referral with its version, and answers a stale one with the current referral', async () => {
    const referral = await newReferral()
    const changed = await api.call('admin', 'PATCH', `/api/referrals/${referral.id}`, { hash: referral.hash, weekly_frequency: 3 })
    expect(changed).toMatchObject({ status: 200, body: { weekly_frequency: 3 } })
    const stale = await api.call('admin', 'PATCH', `/api/referrals/${referral.id}`, { hash: referral.hash, weekly_frequency: 1 })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { weekly_frequency: 3, hash: changed.body.hash } } })
    expect((await api.call('region', 'PATCH', `/api/referrals/${sanJuanReferral.id}`, { hash: 'x', notes: 'x' })).status).toBe(403)
    expect((await api.call('supervisor', 'PATCH', `/api/referrals/${marisol.id}`, { hash: 'x', notes: 'x' })).status).toBe(403)
  })
})

describe('GET /referrals (list convention)', () => {
  it('pages, sorts and filters by status, service, region and provider', async () => {
    const page = await api.get('admin', '/api/referrals?page_size=20&sort=number')
    expect(page.status).toBe(200)
    expect(page.body.items).toHaveLength(20)
    expect(page.body.total).toBeGreaterThan(1000)
    const numbers = page.body.items.map((item: { number: string }) => item.number)
    expect(numbers).toEqual([...numbers].sort())

    const filtered = await api.get('admin', `/api/referrals?page_size=500&status_id=${marisol.status_id}&service_id=${marisol.service_id}&region=${encodeURIComponent(marisol.region)}`)
    expect(filtered.body.items.length).toBeGreaterThan(0)
    for (const item of filtered.body.items) expect(item).toMatchObject({ status_id: marisol.status_id, service_id: marisol.service_id, region: marisol.region })

    const providerId = (await api.get('admin', `/api/referrals/${marisol.id}`)).body.provider_id
    const byProvider = await api.get('admin', `/api/referrals?page_size=500&provider_id=${providerId}`)
    expect(byProvider.body.items.every((item: { provider_id: number }) => item.provider_id === providerId)).toBe(true)
    expect(byProvider.body.items.map((item: { id: number }) => item.id)).toContain(marisol.id)
  })

  it('searches by number prefix and refuses a sort outside the whitelist', async () => {
    const { number } = (await api.get('admin', `/api/referrals/${marisol.id}`)).body
    expect((await api.get('admin', `/api/referrals?q=${number}`)).body).toMatchObject({ total: 1, items: [{ id: marisol.id }] })
    expect((await api.get('admin', '/api/referrals?sort=hash')).body).toMatchObject({ errors: { sort: 'invalid_sort' } })
    expect((await api.get('admin', '/api/referrals?page_size=501')).status).toBe(422)
  })

  it('shows each caller only her referrals', async () => {
    const region = await api.get('region', '/api/referrals?page_size=500')
    expect(region.body.total).toBeGreaterThan(0)
    expect(region.body.items.every((item: { customer_id: number }) => item.customer_id === sanJuan)).toBe(true)
    const own = await api.get('provider2', '/api/referrals?page_size=500')
    expect(own.body.items.map((item: { id: number }) => item.id)).toContain(carlos.id)
    expect(own.body.items.map((item: { id: number }) => item.id)).not.toContain(marisol.id)
    const supervised = await api.get('supervisor', '/api/referrals?page_size=500')
    expect(supervised.body.items.map((item: { id: number }) => item.id)).toContain(marisol.id)
    expect(supervised.body.items.map((item: { id: number }) => item.id)).not.toContain(carlos.id)
  })

  it('counts the total of active students with a query', async () => {
    const total = await api.get('admin', '/api/referrals/total-active-students')
    expect(total.body.total).toBeGreaterThan(0)
  })
})

describe('schedules', () => {
  const slot = { day_of_week_id: 1, start_time: '08:00', end_time: '08:30' }

  it('adds, reads, changes and deletes a weekly slot, each change with its hash', async () => {
    const referral = await newReferral()
    const created = await api.call('admin', 'POST', `/api/referrals/${referral.id}/schedules`, slot)
    expect(created).toMatchObject({ status: 201, body: { day_of_week_id: 1, start_time: '08:00', hash: expect.any(String) } })
    const path = `/api/referrals/${referral.id}/schedules/${created.body.id}`
    expect((await api.get('admin', path)).body).toEqual(created.body)
    expect((await api.get('admin', `/api/referrals/${referral.id}/schedules`)).body).toEqual([created.body])
    const moved = await api.call('admin', 'PUT', path, { ...slot, day_of_week_id: 3, hash: created.body.hash })
    expect(moved).toMatchObject({ status: 200, body: { day_of_week_id: 3 } })
    expect(await api.call('admin', 'PUT', path, { ...slot, hash: created.body.hash })).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { day_of_week_id: 3 } } })
    expect(await api.call('admin', 'DELETE', path, { hash: created.body.hash })).toMatchObject({ status: 409, body: { current: { hash: moved.body.hash } } })
    expect((await api.call('admin', 'DELETE', path, { hash: moved.body.hash })).status).toBe(204)
    expect((await api.get('admin', path)).status).toBe(404)
  })

  it('refuses a time outside 06:00–20:00, an end before the start, and a provider in two places at once', async () => {
    const referral = await newReferral(marisol, { provider_specialty_id: marisol.provider_specialty_id })
    const path = `/api/referrals/${referral.id}/schedules`
    expect((await api.call('admin', 'POST', path, { ...slot, start_time: '05:30' })).body).toMatchObject({ errors: { start_time: 'time_window' } })
    expect((await api.call('admin', 'POST', path, { ...slot, end_time: '07:30' })).body).toMatchObject({ errors: { end_time: 'end_before_start' } })
    expect((await api.call('admin', 'POST', path, { ...slot, start_time: '18:00', end_time: '18:45' })).status).toBe(201)
    const second = await newReferral(marisol, { provider_specialty_id: marisol.provider_specialty_id })
    expect(await api.call('admin', 'POST', `/api/referrals/${second.id}/schedules`, { ...slot, start_time: '18:30', end_time: '19:00' })).toMatchObject({
      status: 409,
      body: { code: 'schedule_overlap' },
    })
  })

  it('answers a provider’s week from her referrals’ schedules, by day', async () => {
    const providerId = (await api.get('admin', `/api/referrals/${marisol.id}`)).body.provider_id
    const week = await api.get('admin', `/api/referrals/schedules?provider_id=${providerId}`)
    expect(week.status).toBe(200)
    expect(week.body.length).toBeGreaterThan(0)
    const own = new Set((await api.get('admin', `/api/referrals?provider_id=${providerId}&page_size=500`)).body.items.map((item: { id: number }) => item.id))
    expect(week.body.every((slot: { referral_id: number }) => own.has(slot.referral_id))).toBe(true)
    const monday = await api.get('provider', `/api/referrals/schedules?provider_id=${providerId}&day_of_week_id=1`)
    expect(monday.body.every((slot: { day_of_week_id: number }) => slot.day_of_week_id === 1)).toBe(true)
    expect((await api.get('provider2', `/api/referrals/schedules?provider_id=${providerId}`)).body).toEqual([])
    expect((await api.get('admin', '/api/referrals/schedules')).body).toMatchObject({ errors: { provider_id: 'required' } })
  })

  it('lets providers read but not change, and hides other referrals’ schedules', async () => {
    const path = `/api/referrals/${marisol.id}/schedules`
    expect((await api.get('provider', path)).status).toBe(200)
    expect((await api.get('supervisor', path)).status).toBe(200)
    expect((await api.get('provider2', path)).status).toBe(404)
    expect((await api.call('provider', 'POST', path, slot)).status).toBe(403)
    expect((await api.call('billing', 'POST', path, slot)).status).toBe(403)
  })
})

describe('events', () => {
  it('records, lists, cancels (with its hash) and deletes an event', async () => {
    const referral = await newReferral()
    const created = await api.call('admin', 'POST', `/api/referrals/${referral.id}/events`, { event_type_id: 1, date: '2026-03-02', time: '09:00', notes: 'Reunión con la maestra' })
    expect(created).toMatchObject({ status: 201, body: { cancelled: false, event_type_name: expect.any(String) } })
    expect((await api.get('admin', `/api/referrals/events/${created.body.id}`)).body).toEqual(created.body)
    const cancelPath = `/api/referrals/${referral.id}/events/${created.body.id}/cancel`
    const cancelled = await api.call('admin', 'PATCH', cancelPath, { hash: created.body.hash, comment: 'Se pospuso' })
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled: true, cancel_comment: 'Se pospuso' } })
    expect(await api.call('admin', 'PATCH', cancelPath, { hash: created.body.hash })).toMatchObject({ status: 409, body: { code: 'version_conflict' } })
    expect(await api.call('admin', 'PATCH', cancelPath, { hash: cancelled.body.hash })).toMatchObject({ status: 409, body: { code: 'already_cancelled' } })
    expect((await api.get('admin', `/api/referrals/${referral.id}/events`)).body).toMatchObject([{ id: created.body.id, cancelled: true }])
    expect((await api.call('admin', 'DELETE', `/api/referrals/${referral.id}/events/${created.body.id}`)).status).toBe(204)
    expect((await api.get('admin', `/api/referrals/${referral.id}/events`)).body).toEqual([])
    expect((await api.get('admin', `/api/referrals/events/${created.body.id}`)).status).toBe(404)
  })

  it('refuses a bad body, and writes by those who may not', async () => {
    const path = `/api/referrals/${marisol.id}/events`
    expect((await api.call('admin', 'POST', path, { event_type_id: 1, date: '2026-02-30' })).body).toMatchObject({ errors: { date: 'invalid_date' } })
    expect((await api.call('admin', 'POST', path, { event_type_id: 999, date: '2026-03-02' })).body).toMatchObject({ code: 'unknown_reference' })
    expect((await api.call('provider', 'POST', path, { event_type_id: 1, date: '2026-03-02' })).status).toBe(403)
    // Providers record no referral event: refused before the referral is looked up, as for any id.
    expect((await api.call('provider2', 'POST', path, { event_type_id: 1, date: '2026-03-02' })).status).toBe(403)
    expect((await api.get('provider', path)).status).toBe(200)
  })
})

describe('appointments', () => {
  async function bookFor(referralId: number) {
    const event = await api.call('admin', 'POST', `/api/referrals/${referralId}/events`, { event_type_id: 1, date: '2026-03-04' })
    const booked = await api.call('admin', 'POST', `/api/referrals/${referralId}/events/${event.body.id}/appointments`, { date: '2026-03-04', start_time: '10:00', end_time: '10:45' })
    expect(booked).toMatchObject({ status: 201, body: { status: 'scheduled', referral_id: referralId } })
    return booked.body as { id: number; hash: string }
  }

  it('serves the event types and cancel reasons', async () => {
    const types = await api.get('provider', '/api/referrals/events/appointments/events/types')
    expect(types.body.map((type: { status: string }) => type.status)).toEqual(expect.arrayContaining(['scheduled', 'held', 'cancelled', 'missed']))
    expect((await api.get('provider', '/api/referrals/events/appointments/cancel-reasons')).body.length).toBeGreaterThan(0)
  })

  it('books an appointment on an event and lists it for its provider’s week', async () => {
    const appointment = await bookFor(marisol.id)
    expect((await api.get('provider', `/api/referrals/events/appointments/${appointment.id}`)).body).toMatchObject({ id: appointment.id })
    expect((await api.get('provider', `/api/referral-appointments/${appointment.id}`)).body).toMatchObject({ id: appointment.id })
    const week = await api.get('provider', '/api/referral-appointments?from=2026-03-02&to=2026-03-08&page_size=500')
    expect(week.body.items.map((item: { id: number }) => item.id)).toContain(appointment.id)
    expect((await api.get('provider2', `/api/referral-appointments/${appointment.id}`)).status).toBe(404)
    const carlosWeek = await api.get('provider2', '/api/referral-appointments?page_size=500')
    expect(carlosWeek.body.items.map((item: { id: number }) => item.id)).not.toContain(appointment.id)
    expect((await api.get('admin', `/api/referrals/events/appointments/${appointment.id}/events`)).body).toHaveLength(1)
  })

  it('refuses an appointment on a cancelled event', async () => {
    const event = await api.call('admin', 'POST', `/api/referrals/${marisol.id}/events`, { event_type_id: 1, date: '2026-03-04' })
    await api.call('admin', 'PATCH', `/api/referrals/${marisol.id}/events/${event.body.id}/cancel`, { hash: event.body.hash })
    const refused = await api.call('admin', 'POST', `/api/referrals/${marisol.id}/events/${event.body.id}/appointments`, { date: '2026-03-04', start_time: '10:00' })
    expect(refused).toMatchObject({ status: 409, body: { code: 'event_cancelled' } })
  })

  it('lets the referral’s provider record what happened, once per Idempotency-Key', async () => {
    const appointment = await bookFor(marisol.id)
    const types = (await api.get('provider', '/api/referrals/events/appointments/events/types')).body as Array<{ id: number; status: string }>
    const held = types.find((type) => type.status === 'held')!
    const key = randomUUID()
    const send = async (account: Account, body: unknown, idempotencyKey = key) => {
      const response = await t.authed(`/api/referrals/events/appointments/${appointment.id}/events`, await api.token(account), {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      })
      return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), body: await response.json() }
    }
    const first = await send('provider', { event_type_id: held.id, hash: appointment.hash, notes: 'Se ofreció en el salón de recursos' })
    expect(first).toMatchObject({ status: 201, replayed: null, body: { appointment: { status: 'held' }, event: { event_type_id: held.id } } })
    const again = await send('provider', { event_type_id: held.id, hash: appointment.hash, notes: 'Se ofreció en el salón de recursos' })
    expect(again).toMatchObject({ status: 201, replayed: 'true', body: first.body })
    expect((await api.get('provider', `/api/referrals/events/appointments/${appointment.id}/events`)).body).toHaveLength(2)
    // A change based on the version before it is refused with the current appointment.
    expect(await send('provider', { event_type_id: held.id, hash: appointment.hash }, randomUUID())).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { status: 'held' } } })
  })

  it('asks a cancellation for its reason, and keeps the supervisor and other providers out', async () => {
    const appointment = await bookFor(marisol.id)
    const types = (await api.get('admin', '/api/referrals/events/appointments/events/types')).body as Array<{ id: number; status: string }>
    const cancel = types.find((type) => type.status === 'cancelled')!
    const path = `/api/referrals/events/appointments/${appointment.id}/events`
    expect((await api.call('provider', 'POST', path, { event_type_id: cancel.id })).body).toMatchObject({ errors: { cancel_reason_id: 'required' } })
    expect((await api.call('supervisor', 'POST', path, { event_type_id: cancel.id })).status).toBe(403)
    expect((await api.call('provider2', 'POST', path, { event_type_id: cancel.id })).status).toBe(404)
    expect((await api.call('billing', 'POST', path, { event_type_id: cancel.id })).status).toBe(403)
    const reasons = (await api.get('admin', '/api/referrals/events/appointments/cancel-reasons')).body as Array<{ id: number }>
    expect(await api.call('admin', 'POST', path, { event_type_id: cancel.id, cancel_reason_id: reasons[0]!.id })).toMatchObject({
      status: 201,
      body: { appointment: { status: 'cancelled', cancel_reason_id: reasons[0]!.id } },
    })
  })
})

describe('the seed', () => {
  it('gives the demo providers’ referrals schedules, events and appointments, some cancelled', async () => {
    const [counts] = await rows<{ schedules: number; events: number; cancelled: number; appointments: number }>(sql`select
      (select count(*)::int from referral_schedules) as schedules,
      (select count(*)::int from referral_events) as events,
      (select count(*)::int from referral_events where cancelled_at is not null) as cancelled,
      (select count(*)::int from referral_appointments) as appointments`)
    expect(counts!.schedules).toBeGreaterThan(50)
    expect(counts!.events).toBeGreaterThan(20)
    expect(counts!.cancelled).toBeGreaterThan(0)
    expect(counts!.appointments).toBeGreaterThan(10)
    expect((await api.get('provider', `/api/referrals/${marisol.id}/schedules`)).body.length).toBeGreaterThan(0)
  })
})
