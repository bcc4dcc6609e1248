import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyModules, customers, referrals, students } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let sanJuan: number
let bayamon: number
/** A student of ORE San Juan with no active referral of a demo provider. */
let sanJuanStudent: { id: number; sie_number: string }
let bayamonStudent: { id: number }
/** A student of Marisol (terapeuta), supervised by Ana Luisa (supervisor). */
let marisolStudent: { id: number; customer_id: number }
/** A student of Carlos (terapeuta2), whom nobody supervises. */
let carlosStudent: { id: number }

async function providerStudent(email: string) {
  const [row] = await t.db.execute(sql`select s.id, s.customer_id from students s join referrals r on r.student_id = s.id
    join users u on u.provider_id = r.provider_id join referral_statuses rs on rs.id = r.status_id
    where u.email = ${email} and rs.name = 'Activo' order by s.id limit 1`).then((result) => (result as unknown as { rows: Array<{ id: number; customer_id: number }> }).rows)
  return row!
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const rows = await t.db.select().from(customers)
  sanJuan = rows.find((row) => row.short_name === 'ORE San Juan')!.id
  bayamon = rows.find((row) => row.short_name === 'ORE Bayamón')!.id
  const [sj] = await t.db.select().from(students).where(sql`${students.customer_id} = ${sanJuan} and ${students.sie_number} like '5%'`).limit(1)
  sanJuanStudent = sj!
  const [bay] = await t.db.select().from(students).where(sql`${students.customer_id} = ${bayamon} and ${students.sie_number} like '5%'`).limit(1)
  bayamonStudent = bay!
  marisolStudent = await providerStudent('terapeuta@example.com')
  carlosStudent = await providerStudent('terapeuta2@example.com')
})
afterAll(() => t?.close())

const details = (hash: string, extra: Record<string, unknown> = {}) => ({
  action: 'student-details',
  hash,
  first_name: 'Ana',
  last_name: 'Rivera',
  second_last_name: 'Soto',
  birth_date: '2015-03-02',
  gender_id: 1,
  ...extra,
})

describe('GET /students (list convention)', () => {
  it('pages every student for the administrator, with a total, sorted and searched', async () => {
    const page = await api.get('admin', '/api/students?page_size=20&sort=sie_number')
    expect(page.status).toBe(200)
    expect(page.body.items).toHaveLength(20)
    expect(page.body.total).toBeGreaterThan(3000)
    const sies = page.body.items.map((item: { sie_number: string }) => item.sie_number)
    expect(sies).toEqual([...sies].sort())
    expect(Object.keys(page.body.items[0])).not.toContain('ssn_last4')

    const bySie = await api.get('admin', `/api/students?q=${sanJuanStudent.sie_number}`)
    expect(bySie.body).toMatchObject({ total: 1, items: [{ id: sanJuanStudent.id }] })
    const [named] = await t.db.select().from(students).where(eq(students.id, sanJuanStudent.id))
    const byName = await api.get('admin', `/api/students?q=${encodeURIComponent(`${named!.first_name} ${named!.last_name}`)}&page_size=500`)
    expect(byName.body.items.map((item: { id: number }) => item.id)).toContain(sanJuanStudent.id)
  })

  it('filters by customer and refuses a sort outside the whitelist or a page_size over 500', async () => {
    const page = await api.get('admin', `/api/students?customer_id=${bayamon}&page_size=500`)
    expect(page.body.items.every((item: { customer_id: number }) => item.customer_id === bayamon)).toBe(true)
    expect((await api.get('admin', '/api/students?sort=ssn_encrypted')).body).toMatchObject({ code: 'validation_failed', errors: { sort: 'invalid_sort' } })
    expect((await api.get('admin', '/api/students?page_size=501')).status).toBe(422)
  })

  it('shows a customer-scoped account only its customer, both ways', async () => {
    const page = await api.get('region', '/api/students?page_size=500')
    expect(page.status).toBe(200)
    expect(page.body.total).toBeGreaterThan(0)
    expect(page.body.items.every((item: { customer_id: number }) => item.customer_id === sanJuan)).toBe(true)
    expect((await api.get('region', `/api/students/${sanJuanStudent.id}`)).status).toBe(200)
    expect((await api.get('region', `/api/students/${bayamonStudent.id}`)).body).toEqual({ code: 'not_found', message: expect.any(String) })
    expect((await api.get('region', `/api/students?customer_id=${bayamon}`)).body.total).toBe(0)
  })

  it('shows a provider only the students of her own referrals, a supervisor also those she supervises', async () => {
    const own = await api.get('provider', '/api/students?page_size=500')
    expect(own.status).toBe(200)
    expect(own.body.total).toBeGreaterThan(0)
    expect(own.body.total).toBeLessThan(72)
    expect(own.body.items.map((item: { id: number }) => item.id)).toContain(marisolStudent.id)
    expect((await api.get('provider', `/api/students/${carlosStudent.id}`)).status).toBe(404)
    expect((await api.get('provider', `/api/students/${sanJuanStudent.id}`)).status).toBe(404)
    expect((await api.get('supervisor', `/api/students/${marisolStudent.id}`)).status).toBe(200)
    expect((await api.get('supervisor', `/api/students/${carlosStudent.id}`)).status).toBe(404)
  })
})

describe('GET /students/{id}', () => {
  it('answers the student with services and version, the same 404 for missing and unseen', async () => {
    const detail = await api.get('admin', `/api/students/${marisolStudent.id}`)
    expect(detail.body).toMatchObject({ id: marisolStudent.id, hash: expect.any(String), ssn_masked: null })
    expect(detail.body.services.length).toBeGreaterThan(0)
    const missing = await api.get('provider', '/api/students/999999')
    const unseen = await api.get('provider', `/api/students/${carlosStudent.id}`)
    expect(missing).toEqual(unseen)
    expect((await api.get('admin', '/api/students/abc')).status).toBe(404)
  })
})

describe('PATCH /students/{id}', () => {
  it('changes student details, keeps the SSN masked and never answers it', async () => {
    const before = await api.get('admin', `/api/students/${sanJuanStudent.id}`)
    const changed = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, details(before.body.hash, { ssn: '123456789', registry_number: '1234567890', customer_id: sanJuan, location_id: before.body.location_id }))
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ first_name: 'Ana', ssn_masked: '***-**-6789', registry_number: '1234567890' })
    expect(changed.body.hash).not.toBe(before.body.hash)
    expect(JSON.stringify(changed.body)).not.toContain('123-45')
    const [row] = await t.db.select().from(students).where(eq(students.id, sanJuanStudent.id))
    expect(row!.ssn_encrypted).not.toContain('123')
    expect(row!.search_text).toContain('ana rivera soto')
    // The section is the whole form: a field it leaves out is cleared.
    expect(row!.grade_id).toBeNull()
    // The search finds the new name.
    expect((await api.get('admin', '/api/students?q=ana%20rivera%20soto')).body.items.map((item: { id: number }) => item.id)).toContain(sanJuanStudent.id)
  })

  it('changes contact details and a plain PATCH changes only what it sends', async () => {
    const before = await api.get('admin', `/api/students/${sanJuanStudent.id}`)
    const contact = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, {
      action: 'contact-details',
      hash: before.body.hash,
      guardian_name: 'Carmen Soto',
      guardian_phone: '787 555 0101',
      email: 'Carmen@Example.com',
      state: 'pr',
      zip: '00961-1234',
    })
    expect(contact.body).toMatchObject({ guardian_phone: '(787) 555-0101', email: 'carmen@example.com', state: 'PR', first_name: before.body.first_name })
    const plain = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, { hash: contact.body.hash, zip: '00962-0000' })
    expect(plain.body).toMatchObject({ zip: '00962-0000', guardian_name: 'Carmen Soto', email: 'carmen@example.com' })
  })

  it('refuses a stale version with 409 and the current student', async () => {
    const before = await api.get('admin', `/api/students/${sanJuanStudent.id}`)
    await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, { hash: before.body.hash, phone: '(787) 555-0000' })
    const stale = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, { hash: before.body.hash, phone: '(787) 555-1111' })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { id: sanJuanStudent.id, phone: '(787) 555-0000' } })
  })

  it('validates at the boundary with field codes, after access and before the version', async () => {
    const before = await api.get('admin', `/api/students/${sanJuanStudent.id}`)
    const bad = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, details('stale', { first_name: 'A\u0007', gender_id: 2_147_483_648, zip: '1' }))
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ first_name: 'invalid_characters', gender_id: 'invalid_id' })
    expect((await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, { hash: before.body.hash, action: 'delete' })).body.errors).toEqual({ action: 'invalid_action' })
    expect((await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, '{not json')).status).toBe(400)
    const unknownRef = await api.call('admin', 'PATCH', `/api/students/${sanJuanStudent.id}`, { hash: before.body.hash, location_id: 2_000_000_000 })
    expect(unknownRef).toMatchObject({ status: 422, body: { code: 'unknown_reference', errors: { location_id: 'unknown_reference' } } })
    // A body's mistakes come after access: an unseen student is 404 whatever the body, and a
    // role that may change no student (Consulta) is 403 for every id, seen or not.
    expect((await api.call('clinical', 'PATCH', `/api/students/${bayamonStudent.id}`, '{not json')).status).toBe(400)
    expect((await api.call('region', 'PATCH', `/api/students/${bayamonStudent.id}`, '{not json')).status).toBe(403)
  })

  it('answers 403 to those who see the student but may not change it', async () => {
    const before = await api.get('admin', `/api/students/${marisolStudent.id}`)
    const body = { hash: before.body.hash, phone: '(787) 555-2222' }
    for (const account of ['billing', 'region', 'provider', 'supervisor'] as Account[]) {
      if (account === 'region' && marisolStudent.customer_id !== sanJuan) continue
      expect((await api.call(account, 'PATCH', `/api/students/${marisolStudent.id}`, body)).status, account).toBe(403)
    }
    expect((await api.call('region', 'PATCH', `/api/students/${sanJuanStudent.id}`, body)).status).toBe(403)
    // Providers change no student: refused before the student is looked up, the same for any id.
    expect((await api.call('provider2', 'PATCH', `/api/students/${marisolStudent.id}`, body)).status).toBe(403)
  })
})

describe('POST and PUT /students', () => {
  const newStudent = { sie_number: '99000001', first_name: 'Nuevo', last_name: 'Estudiante', birth_date: '2016-05-05', gender_id: 1 }

  it('creates a student, refuses a duplicate SIE number and a bad one', async () => {
    const created = await api.call('admin', 'POST', '/api/students', { ...newStudent, customer_id: sanJuan })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ sie_number: '99000001', customer_id: sanJuan, hash: expect.any(String) })
    expect((await api.call('admin', 'POST', '/api/students', newStudent)).body).toMatchObject({ code: 'sie_number_taken' })
    expect((await api.call('admin', 'POST', '/api/students', { ...newStudent, sie_number: '9900001' })).body.errors).toEqual({ sie_number: 'invalid_sie_number' })
  })

  it('lets only those who may write students create them', async () => {
    for (const account of ['billing', 'region', 'provider', 'supervisor'] as Account[]) {
      expect((await api.call(account, 'POST', '/api/students', { ...newStudent, sie_number: '99000002' })).status, account).toBe(403)
    }
  })

  it('replaces the whole student with PUT, by version', async () => {
    const current = await api.get('admin', `/api/students/${bayamonStudent.id}`)
    const { id: _id, services: _services, ssn_masked: _ssn, location_name: _l, customer_name: _c, updated_at: _u, ...fields } = current.body
    const put = await api.call('admin', 'PUT', `/api/students/${bayamonStudent.id}`, { ...fields, first_name: 'Puesto' })
    expect(put).toMatchObject({ status: 200, body: { first_name: 'Puesto', sie_number: current.body.sie_number } })
    expect((await api.call('admin', 'PUT', `/api/students/${bayamonStudent.id}`, { ...fields, first_name: 'Otra vez' })).status).toBe(409)
  })
})

describe('a student service and its academic years', () => {
  it('creates, lists, changes and deletes a year, and discharges the service', async () => {
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.student_id, marisolStudent.id)).limit(1)
    const base = `/api/students/${marisolStudent.id}/services/${referral!.service_id}`
    const years = await api.get('admin', '/api/service-sessions/academic-years')
    const yearId = years.body[1].id
    const put = await api.call('admin', 'PATCH', `${base}/academic-years/${yearId}`, { frequency_id: 2, eligible: true, comments: 'Dos veces' })
    expect(put.status).toBe(200)
    expect(put.body).toEqual([expect.objectContaining({ academic_year_id: yearId, frequency_id: 2, comments: 'Dos veces' })])
    expect((await api.get('supervisor', `${base}/academic-years`)).body).toHaveLength(1)
    expect((await api.call('provider', 'PATCH', `${base}/academic-years/${yearId}`, { eligible: false })).status).toBe(403)
    expect((await api.call('admin', 'PATCH', `${base}/academic-years/${yearId}`, { frequency_id: 999999 })).body.errors).toEqual({ frequency_id: 'unknown_reference' })
    expect((await api.call('admin', 'PATCH', `${base}/academic-years/999999`, {})).body.errors).toEqual({ academic_year_id: 'unknown_reference' })
    expect((await api.call('admin', 'DELETE', `${base}/academic-years/${yearId}`)).status).toBe(204)
    expect((await api.call('admin', 'DELETE', `${base}/academic-years/${yearId}`)).status).toBe(404)

    const discharged = await api.call('admin', 'PATCH', base, { discharge_reason_id: 1, discharge_date: '2026-01-15' })
    expect(discharged.body).toMatchObject({ discharge_reason_id: 1, discharge_date: '2026-01-15' })
    const detail = await api.get('admin', `/api/students/${marisolStudent.id}`)
    expect(detail.body.services.find((service: { service_id: number }) => service.service_id === referral!.service_id)).toMatchObject({ discharge_reason_id: 1 })
    expect((await api.get('admin', `/api/students/${marisolStudent.id}/services/999999/academic-years`)).status).toBe(404)
    expect((await api.get('provider2', `${base}/academic-years`)).status).toBe(404)
  })
})

describe('permissions and modules', () => {
  it('reports permissions and scopes in GET /users/user', async () => {
    expect((await api.get('admin', '/api/users/user')).body.permissions).toContain('students.write')
    expect((await api.get('region', '/api/users/user')).body).toMatchObject({
      permissions: [],
      customer_permissions: [{ customer_id: sanJuan, permissions: expect.arrayContaining(['students.read']) }],
    })
    expect((await api.get('billing', '/api/users/user')).body.permissions).toEqual(expect.arrayContaining(['billing.manage', 'students.read']))
  })

  it('answers 403 module_disabled when the company lacks the module', async () => {
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'referrals'))
    expect((await api.get('admin', '/api/students')).body).toMatchObject({ code: 'module_disabled' })
    await t.db.insert(companyModules).values({ module_id: 'referrals', name: 'Referidos y estudiantes' })
    expect((await api.get('admin', '/api/students')).status).toBe(200)
  })
})
