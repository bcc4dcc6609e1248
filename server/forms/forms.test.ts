import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyModules, referrals } from '../db/schema'
import { officeClient } from '../test-support/office'
import { activeReferralsOf, providerIdOf } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let templates: { unreachable: number; certification: number }
let marisolReferral: number
let carlosReferral: number

const unreachableValues = {
  contact_attempts: '03/02 teléfono: no contestó.\n03/05 carta enviada.',
  last_attempt_date: '2026-03-05',
  last_contact_method: 'Carta',
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisolReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com')))[0]!.id
  carlosReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com')))[0]!.id
  const list = (await api.get('provider', '/api/forms/templates')).body as Array<{ id: number; code: string }>
  templates = { unreachable: list.find((item) => item.code === 'unreachable')!.id, certification: list.find((item) => item.code === 'certification')!.id }
})
afterAll(() => t?.close())

describe('GET /forms/templates', () => {
  it('lists the two seeded templates with their fields', async () => {
    const answer = await api.get('admin', '/api/forms/templates')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      expect.objectContaining({ code: 'unreachable', name: 'Formulario de no localización', fields: expect.arrayContaining([expect.objectContaining({ key: 'last_attempt_date', type: 'date', required: true })]) }),
      expect.objectContaining({ code: 'certification', name: 'Certificación', fields: expect.arrayContaining([expect.objectContaining({ key: 'statement', type: 'checkbox' })]) }),
    ])
  })
})

describe('POST, GET and PUT /forms', () => {
  it('lets the referral’s provider fill in a form, read it and change it with its version', async () => {
    const created = await api.call('provider', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: marisolReferral, values: unreachableValues })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ template_code: 'unreachable', referral_id: marisolReferral, values: { ...unreachableValues, notes: null } })
    const id = created.body.id as number

    expect((await api.get('provider', `/api/forms/${id}`)).body).toEqual(created.body)
    const changed = await api.call('provider', 'PUT', `/api/forms/${id}`, { values: { ...unreachableValues, notes: 'Se dejó mensaje en la escuela.' }, hash: created.body.hash })
    expect(changed.status).toBe(200)
    expect(changed.body.values.notes).toBe('Se dejó mensaje en la escuela.')
    expect(changed.body.hash).not.toBe(created.body.hash)

    // The first version again: 409 with the form as it is now, nothing overwritten.
    const stale = await api.call('admin', 'PUT', `/api/forms/${id}`, { values: unreachableValues, hash: created.body.hash })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { hash: changed.body.hash, values: { notes: 'Se dejó mensaje en la escuela.' } } } })
  })

  it('judges the answers by the template’s fields', async () => {
    const post = (values: unknown, template = templates.unreachable) => api.call('provider', 'POST', '/api/forms/', { template_id: template, referral_id: marisolReferral, values })
    expect((await post({ ...unreachableValues, contact_attempts: '   ' })).body.errors).toEqual({ 'values.contact_attempts': 'required' })
    expect((await post({ ...unreachableValues, last_attempt_date: '2026-02-30' })).body.errors).toEqual({ 'values.last_attempt_date': 'invalid_date' })
    expect((await post({ ...unreachableValues, last_contact_method: 'Paloma mensajera' })).body.errors).toEqual({ 'values.last_contact_method': 'invalid_option' })
    expect((await post({ ...unreachableValues, student_ssn: '123' })).status).toBe(422)
    expect((await post({ certifier_name: 'Ana', certifier_role: 'Maestra', certification_date: '2026-03-01', statement: false }, templates.certification)).body.errors).toEqual({ 'values.statement': 'required' })
    expect((await post({ certifier_name: 'Ana', certifier_role: 'Maestra', certification_date: '2026-03-01', statement: true }, templates.certification)).status).toBe(201)
    expect((await post(unreachableValues, 999_999)).body.errors).toEqual({ template_id: 'unknown_reference' })
    expect((await api.call('provider', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: marisolReferral })).body.errors).toEqual({ values: 'required' })
  })

  it('keeps another provider’s forms out of reach: 404 as a missing one, and no creating on her referral', async () => {
    const created = await api.call('provider', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: marisolReferral, values: unreachableValues })
    const id = created.body.id as number
    expect(await api.get('provider2', `/api/forms/${id}`)).toEqual(await api.get('provider2', '/api/forms/999999'))
    expect((await api.get('provider2', `/api/forms/${id}`)).status).toBe(404)
    const put = { values: unreachableValues, hash: created.body.hash }
    expect(await api.call('provider2', 'PUT', `/api/forms/${id}`, put)).toEqual(await api.call('provider2', 'PUT', '/api/forms/999999', put))
    expect((await api.call('provider2', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: marisolReferral, values: unreachableValues })).body.errors).toEqual({
      referral_id: 'unknown_reference',
    })
    // Her own referral works.
    expect((await api.call('provider2', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: carlosReferral, values: unreachableValues })).status).toBe(201)
    // Her supervisor reads it, but changes nothing.
    expect((await api.get('supervisor', `/api/forms/${id}`)).status).toBe(200)
    expect((await api.call('supervisor', 'PUT', `/api/forms/${id}`, put)).body).toMatchObject({ code: 'forbidden' })
  })

  it('lets staff read with plans.read and change with plans.write, within their customers', async () => {
    const created = await api.call('admin', 'POST', '/api/forms/', { template_id: templates.unreachable, referral_id: marisolReferral, values: unreachableValues })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    // Billing reads plans but does not write them.
    expect((await api.get('billing', `/api/forms/${id}`)).status).toBe(200)
    expect((await api.call('billing', 'PUT', `/api/forms/${id}`, { values: unreachableValues, hash: created.body.hash })).body).toMatchObject({ code: 'forbidden' })
    // The region's read-only role reaches only its customer's referrals.
    const [referral] = await t.db.select({ customer_id: referrals.customer_id }).from(referrals).where(eq(referrals.id, marisolReferral))
    const region = await api.get('region', `/api/forms/${id}`)
    expect(region.status).toBe(referral!.customer_id === (await regionCustomer()) ? 200 : 404)
  })

  it('needs the intervention-plans module', async () => {
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'intervention-plans'))
    try {
      expect((await api.get('admin', '/api/forms/templates')).body).toMatchObject({ code: 'module_disabled' })
    } finally {
      await t.db.insert(companyModules).values({ module_id: 'intervention-plans', name: 'Planes de intervención' })
    }
  })
})

async function regionCustomer(): Promise<number> {
  const user = await api.get('region', '/api/users/user')
  return user.body.customer_permissions[0].customer_id as number
}
