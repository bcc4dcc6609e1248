import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lookups, mutation, type Lookups, type Referral } from '../test-support/sessions'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * The compensatory ledger and requests, end to end. The clock is TEST_NOW (Tuesday 10 March
 * 2026), so the ledger runs to Monday 9 March. A referral made here for an office student,
 * assigned to Marisol from Monday 23 February, twice a week for 30 minutes, mandates 11 school
 * days × 60 / 5 = 132 minutes; Marisol records one session given, one she missed and one the
 * student missed: 132 − 30 given − 30 excused = 72 owed, 3 visits of 30 minutes.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let ids: Lookups
let referral: Referral
let sanJuan: number
let statuses: Array<{ id: number; code: string }>

const statusId = (code: string) => statuses.find((status) => status.code === code)!.id

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function record(date: string, outcome: string, visitOutcome: string) {
  const body = {
    id: crypto.randomUUID(),
    date,
    time: '08:00',
    duration_id: ids.duration(30),
    location_id: referral.location_id,
    session_type_id: ids.sessionType('Terapia individual'),
    session_outcome_id: ids.outcome(outcome),
    service_id: referral.service_id,
    notes: '',
    visits: [{ student_id: referral.student_id, referral_id: referral.id, visit_outcome_id: ids.visitOutcome(visitOutcome) }],
  }
  const response = await t.authed('/api/service-sessions', await api.token('provider'), mutation('POST', body))
  expect(response.status).toBe(201)
}

const lineOf = async (account: 'admin' | 'region' | 'billing' = 'admin') => {
  const page = await api.get(account, `/api/compensatory-services-requests/monitor?student_id=${referral.student_id}&service_id=${referral.service_id}&owed=false`)
  return page.body.items[0]
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  ids = await lookups(t)
  sanJuan = (await rows<{ id: number }>(sql`select id from customers where short_name = 'ORE San Juan'`))[0]!.id
  const [base] = await rows<{ specialty: number; service_id: number; academic_year_id: number; status_id: number }>(sql`select r.provider_specialty_id as specialty,
    r.service_id, r.academic_year_id, r.status_id from referrals r join users u on u.provider_id = r.provider_id join referral_statuses rs on rs.id = r.status_id
    where u.email = 'terapeuta@example.com' and rs.name = 'Activo' order by r.id limit 1`)
  const [student] = await rows<{ id: number; location_id: number }>(sql`select s.id, s.location_id from students s
    where s.customer_id = ${sanJuan} and s.sie_number like '5%' order by s.id limit 1`)
  const created = await api.call('admin', 'POST', '/api/referrals', {
    number: '2026-02-777001',
    student_id: student!.id,
    service_id: base!.service_id,
    location_id: student!.location_id,
    provider_specialty_id: base!.specialty,
    academic_year_id: base!.academic_year_id,
    status_id: base!.status_id,
    start_date: '2026-02-23',
    weekly_frequency: 2,
    session_minutes: 30,
  })
  expect(created.status).toBe(201)
  referral = { id: created.body.id, student_id: student!.id, service_id: base!.service_id, location_id: student!.location_id, provider_specialty_id: base!.specialty }
  await record('2026-03-02', 'Sesión ofrecida', 'Asistió')
  await record('2026-03-03', 'Proveedor ausente', 'No ofrecida por ausencia del proveedor')
  await record('2026-03-04', 'Estudiante ausente', 'Ausencia justificada')
  statuses = (await api.get('admin', '/api/compensatory-services-requests/statuses')).body
})
afterAll(() => t?.close())

describe('statuses (served from the database)', () => {
  it('lists the statuses with their moves, and the names map', async () => {
    expect(statuses.map((status) => status.code)).toEqual(['open', 'in_review', 'approved', 'in_service', 'completed', 'rejected', 'cancelled'])
    const names = await api.get('admin', '/api/compensatory-services-requests/status-names-map')
    expect(names.body[statusId('open')]).toBe('Abierta')
  })
})

describe('the ledger: monitor and total', () => {
  it('owes the provider’s miss and the unrecorded visits, not the student’s absence', async () => {
    expect(await lineOf()).toMatchObject({
      mandated_minutes: 132,
      delivered_minutes: 30,
      excused_minutes: 30,
      provider_missed_minutes: 30,
      owed_minutes: 72,
      outstanding_minutes: 72,
      outstanding_visits: 3,
      session_minutes: 30,
      open_request_id: null,
    })
  })

  it('pages the owed lines, most owed first, and totals the same lines', async () => {
    const monitor = await api.get('admin', '/api/compensatory-services-requests/monitor?page_size=500')
    expect(monitor.status).toBe(200)
    expect(monitor.body.total).toBeGreaterThan(0)
    const outstanding = monitor.body.items.map((line: { outstanding_minutes: number }) => line.outstanding_minutes)
    expect(outstanding.every((minutes: number) => minutes > 0)).toBe(true)
    expect(outstanding).toEqual([...outstanding].sort((a, b) => b - a))
    const total = await api.get('admin', '/api/compensatory-services-requests/total')
    expect(total.body.lines).toBe(monitor.body.total)
    expect(total.body.outstanding_minutes).toBe(outstanding.reduce((sum: number, minutes: number) => sum + minutes, 0))
    expect((await api.get('admin', '/api/compensatory-services-requests/monitor?sort=hash')).status).toBe(422)
  })

  it('shows a customer-scoped role only its customer’s lines, and providers nothing', async () => {
    const region = await api.get('region', '/api/compensatory-services-requests/monitor?page_size=500&owed=false')
    expect(region.body.total).toBeGreaterThan(0)
    expect(region.body.items.every((line: { customer_id: number }) => line.customer_id === sanJuan)).toBe(true)
    expect(region.body.items.map((line: { student_id: number }) => line.student_id)).toContain(referral.student_id)
    expect((await api.get('provider', '/api/compensatory-services-requests/monitor')).status).toBe(403)
    expect((await api.get('supervisor', '/api/compensatory-services-requests/total')).status).toBe(403)
  })
})

describe('requests opened from the ledger', () => {
  let request: { id: number; hash: string }

  it('opens one with the outstanding totals, and only one at a time', async () => {
    const body = { student_id: referral.student_id, service_id: referral.service_id, comment: 'Ausencias del proveedor en marzo' }
    expect((await api.call('billing', 'PUT', '/api/compensatory-services-requests', body)).status).toBe(403)
    expect((await api.call('provider', 'PUT', '/api/compensatory-services-requests', body)).status).toBe(403)
    expect((await api.call('admin', 'PUT', '/api/compensatory-services-requests', { ...body, student_id: 'x' })).status).toBe(422)
    const opened = await api.call('admin', 'PUT', '/api/compensatory-services-requests', body)
    expect(opened).toMatchObject({ status: 201, body: { status_code: 'open', owed_minutes: 72, outstanding_visits: 3, session_minutes: 30 } })
    request = opened.body
    expect(await api.call('admin', 'PUT', '/api/compensatory-services-requests', body)).toMatchObject({ status: 409, body: { code: 'request_already_open', current: { id: request.id } } })
    expect(await lineOf()).toMatchObject({ owed_minutes: 72, requested_minutes: 72, outstanding_minutes: 0, open_request_id: request.id })
  })

  it('moves through the statuses with its hash, logging each move', async () => {
    const path = `/api/compensatory-services-requests/${request.id}`
    expect(await api.call('admin', 'PATCH', path, { hash: request.hash, status_id: statusId('completed') })).toMatchObject({ status: 409, body: { code: 'invalid_transition' } })
    const reviewed = await api.call('admin', 'PATCH', path, { hash: request.hash, status_id: statusId('in_review'), comment: 'A coordinación' })
    expect(reviewed).toMatchObject({ status: 200, body: { status_code: 'in_review', events: [{ to_status_id: statusId('open') }, { to_status_id: statusId('in_review'), comment: 'A coordinación' }] } })
    expect(await api.call('admin', 'PATCH', path, { hash: request.hash, status_id: statusId('approved') })).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { status_code: 'in_review' } } })
    expect((await api.call('admin', 'PATCH', path, { hash: reviewed.body.hash, status_id: statusId('rejected') })).body).toMatchObject({ errors: { comment: 'required' } })
    expect((await api.call('billing', 'PATCH', path, { hash: reviewed.body.hash, status_id: statusId('approved') })).status).toBe(403)
    const approved = await api.call('admin', 'PATCH', path, { hash: reviewed.body.hash, status_id: statusId('approved') })
    expect(approved.body.status_code).toBe('approved')
    expect((await api.get('billing', path)).body.events).toHaveLength(3)
    expect((await api.get('admin', `/api/compensatory-services-requests?student_id=${referral.student_id}`)).body).toMatchObject({ total: 1, items: [{ id: request.id, status_code: 'approved' }] })
    // A cancelled request gives its minutes back to the ledger.
    const cancelled = await api.call('admin', 'PATCH', path, { hash: approved.body.hash, status_id: statusId('cancelled'), comment: 'Duplicada' })
    expect(cancelled.body.status_code).toBe('cancelled')
    expect(await lineOf()).toMatchObject({ requested_minutes: 0, outstanding_minutes: 72, open_request_id: null })
  })

  it('names the provider of each request, and lists one provider’s (or one specialty of hers)', async () => {
    const [marisol] = await rows<{ id: number }>(sql`select provider_id as id from users where email = 'terapeuta@example.com'`)
    const [other] = await rows<{ id: number }>(sql`select ps.id from provider_specialties ps join users u on u.provider_id = ps.provider_id where u.email = 'terapeuta2@example.com' limit 1`)
    const list = (query: string) => api.get('admin', `/api/compensatory-services-requests?page_size=500&${query}`)
    const ids = (page: { body: { items: Array<{ id: number }> } }) => page.body.items.map((item) => item.id)
    const hers = await list(`provider_id=${marisol!.id}`)
    expect(hers.body.items.find((item: { id: number }) => item.id === request.id)).toMatchObject({ provider_id: marisol!.id, provider_name: 'Marisol Rivera Torres', provider_specialty_id: referral.provider_specialty_id })
    expect(hers.body.items.every((item: { provider_id: number }) => item.provider_id === marisol!.id)).toBe(true)
    expect(ids(await list(`provider_id=${marisol!.id}&provider_specialty_id=${referral.provider_specialty_id}`))).toContain(request.id)
    // Another provider's specialty under her id matches nothing: the two filters narrow together.
    expect((await list(`provider_id=${marisol!.id}&provider_specialty_id=${other!.id}`)).body.total).toBe(0)
    expect((await list('provider_id=abc')).status).toBe(422)
  })

  it('answers a request the caller may not see as a missing one', async () => {
    const [bayamonRequest] = await rows<{ id: number }>(sql`select r.id from compensatory_services_requests r join customers c on c.id = r.customer_id where c.short_name <> 'ORE San Juan' limit 1`)
    expect(bayamonRequest).toBeDefined()
    const foreign = await api.get('region', `/api/compensatory-services-requests/${bayamonRequest!.id}`)
    expect(foreign.status).toBe(404)
    expect(foreign).toEqual(await api.get('region', '/api/compensatory-services-requests/999999'))
    expect((await api.get('region', `/api/compensatory-services-requests/${request.id}`)).status).toBe(200)
    const list = await api.get('region', '/api/compensatory-services-requests?page_size=500')
    expect(list.body.items.every((item: { customer_id: number }) => item.customer_id === sanJuan)).toBe(true)
  })

  it('opens nothing for a line that owes nothing', async () => {
    const line = await api.get('admin', '/api/compensatory-services-requests/monitor?owed=false&page_size=500&sort=outstanding_minutes')
    const settled = line.body.items.find((item: { outstanding_minutes: number; open_request_id: number | null }) => item.outstanding_minutes === 0 && item.open_request_id === null)
    expect(settled).toBeDefined()
    const answer = await api.call('admin', 'PUT', '/api/compensatory-services-requests', { student_id: settled.student_id, service_id: settled.service_id })
    expect(answer).toMatchObject({ status: 409, body: { code: 'nothing_owed' } })
  })
})

describe('the seed', () => {
  it('leaves owed minutes in the ledger and requests in several statuses', async () => {
    const total = await api.get('admin', '/api/compensatory-services-requests/total')
    expect(total.body.owed_minutes).toBeGreaterThan(0)
    const seeded = await rows<{ code: string }>(sql`select distinct s.code from compensatory_services_requests r join compensatory_request_statuses s on s.id = r.status_id`)
    expect(seeded.length).toBeGreaterThanOrEqual(4)
  })
})
