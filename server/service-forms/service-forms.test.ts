import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyModules, serviceFormSignatures } from '../db/schema'
import { officeClient } from '../test-support/office'
import { activeReferralsOf, providerIdOf } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

let t: TestApp
let api: ReturnType<typeof officeClient>
let types: { id: number; code: string }[]
let marisolReferral: number
let carlosReferral: number
let png: Buffer

function guest(method: string, path: string, body?: unknown, address = '203.0.113.8') {
  const init: RequestInit = body === undefined ? { method } : { ...postJson(body), method }
  return t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } }).then(async (response) => ({
    status: response.status,
    body: (await response.json().catch(() => null)) as Loose,
  }))
}

const signature = () => `data:image/png;base64,${png.toString('base64')}`
const signBody = (hash: string, changes: Record<string, unknown> = {}) => ({
  hash,
  signer_name: 'Carmen Ortiz',
  signer_relationship: 'Madre',
  accepted: true,
  signature: signature(),
  ...changes,
})

async function newForm(account: 'provider' | 'admin' = 'provider', referral = marisolReferral) {
  const created = await api.call(account, 'POST', '/api/service-forms', {
    referral_id: referral,
    type_id: types[0]!.id,
    form_date: '2026-03-09',
    signer_hint: 'Carmen Ortiz (madre)',
    details: 'Terapia del habla, martes y jueves.',
  })
  expect(created.status).toBe(201)
  return created.body as Loose
}

async function sentForm() {
  const form = await newForm()
  const link = await api.call('provider', 'POST', `/api/service-forms/${form.id}/guest-links`)
  expect(link.status).toBe(201)
  return { form, link: link.body as Loose }
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } })
  api = officeClient(t)
  marisolReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com')))[0]!.id
  carlosReferral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com')))[0]!.id
  types = (await api.get('provider', '/api/service-forms/types')).body
  png = await readFile(new URL('../branding/terapias-caribe/favicon.png', import.meta.url))
})
afterAll(() => t?.close())

describe('GET /service-forms/types', () => {
  it('lists the seeded types with their declarations', async () => {
    expect(types.map((type) => type.code)).toEqual(['consent', 'services_received', 'evaluation_consent'])
    expect((await api.get('admin', '/api/service-forms/types')).body[0]).toMatchObject({ name: 'Consentimiento para servicios', statement: expect.stringContaining('autorizo') })
  })
})

describe('service form CRUD', () => {
  it('creates, reads, lists, changes with its version and deletes', async () => {
    const form = await newForm()
    expect(form).toMatchObject({ status: 'draft', guest_link: null, signature: null, referral_id: marisolReferral, type_name: 'Consentimiento para servicios' })
    expect((await api.get('provider', `/api/service-forms/${form.id}`)).body).toEqual(form)
    const list = await api.get('provider', `/api/service-forms?referral_id=${marisolReferral}&status=draft`)
    expect(list.status).toBe(200)
    expect(list.body.items.map((row: Loose) => row.id)).toContain(form.id)
    expect(list.body.items.every((row: Loose) => row.status === 'draft' && row.referral_id === marisolReferral)).toBe(true)

    const put = { type_id: types[1]!.id, form_date: '2026-03-10', signer_hint: null, details: 'Sesión del martes.', hash: form.hash }
    const changed = await api.call('provider', 'PUT', `/api/service-forms/${form.id}`, put)
    expect(changed).toMatchObject({ status: 200, body: { type_id: types[1]!.id, details: 'Sesión del martes.', signer_hint: null } })
    expect(await api.call('admin', 'PUT', `/api/service-forms/${form.id}`, put)).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { hash: changed.body.hash } } })

    expect((await api.call('provider', 'DELETE', `/api/service-forms/${form.id}`, { hash: form.hash })).status).toBe(409)
    expect((await api.call('provider', 'DELETE', `/api/service-forms/${form.id}`, { hash: changed.body.hash })).status).toBe(204)
    expect((await api.get('provider', `/api/service-forms/${form.id}`)).status).toBe(404)
  })

  it('refuses bad bodies with field codes', async () => {
    const post = (body: Record<string, unknown>) => api.call('provider', 'POST', '/api/service-forms', { referral_id: marisolReferral, type_id: types[0]!.id, form_date: '2026-03-09', ...body })
    expect((await post({ form_date: '2026-02-30' })).body.errors).toEqual({ form_date: 'invalid_date' })
    expect((await post({ type_id: 999_999 })).body.errors).toEqual({ type_id: 'unknown_reference' })
    expect((await post({ referral_id: 999_999 })).body.errors).toEqual({ referral_id: 'unknown_reference' })
    expect((await post({ details: 'x'.repeat(4001) })).body.errors).toEqual({ details: 'too_long' })
    expect((await post({ extra: 1 })).status).toBe(422)
    expect((await api.get('provider', '/api/service-forms?status=lost')).status).toBe(422)
  })

  it('keeps another provider’s forms out of reach, and lets a supervisor read but not change', async () => {
    const form = await newForm()
    expect(await api.get('provider2', `/api/service-forms/${form.id}`)).toEqual(await api.get('provider2', '/api/service-forms/999999'))
    expect((await api.call('provider2', 'PUT', `/api/service-forms/${form.id}`, { type_id: types[0]!.id, form_date: '2026-03-09', hash: form.hash })).status).toBe(404)
    expect((await api.call('provider2', 'POST', `/api/service-forms/${form.id}/guest-links`)).status).toBe(404)
    expect((await api.call('provider2', 'POST', '/api/service-forms', { referral_id: marisolReferral, type_id: types[0]!.id, form_date: '2026-03-09' })).body.errors).toEqual({
      referral_id: 'unknown_reference',
    })
    const others = (await api.get('provider2', '/api/service-forms?page_size=500')).body.items as Loose[]
    expect(others.some((row) => row.id === form.id)).toBe(false)
    expect((await newForm('admin', carlosReferral)).referral_id).toBe(carlosReferral)
    expect((await api.get('supervisor', `/api/service-forms/${form.id}`)).status).toBe(200)
    expect((await api.call('supervisor', 'POST', `/api/service-forms/${form.id}/guest-links`)).body).toMatchObject({ code: 'forbidden' })
    // Billing reads referrals but does not change them.
    expect((await api.call('billing', 'PUT', `/api/service-forms/${form.id}`, { type_id: types[0]!.id, form_date: '2026-03-09', hash: form.hash })).body).toMatchObject({ code: 'forbidden' })
  })
})

describe('guest links and signing', () => {
  it('a guest reads the form in Spanish, with no ids or staff data, and signs it with a content hash', async () => {
    const { form, link } = await sentForm()
    expect(link).toMatchObject({ state: 'live', url_path: `/guest/service-forms/${link.uuid}` })
    expect(link.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect((await api.get('provider', `/api/service-forms/${form.id}`)).body).toMatchObject({ status: 'sent', guest_link: { uuid: link.uuid, state: 'live' } })

    const view = await guest('GET', `/api/public/service-forms/${link.uuid}`)
    expect(view).toMatchObject({ status: 200, body: { form: { type_name: 'Consentimiento para servicios', status: 'sent', signature: null, provider_name: expect.any(String) } } })
    const text = JSON.stringify(view.body)
    for (const leak of ['student_id', 'referral_id', 'user_id', 'client_address', 'provider_id', 'content_hash', '@example.com', '"id"']) expect(text).not.toContain(leak)

    // A stale version, a missing acceptance, a bad image: nothing signed.
    expect(await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody('0123abcd'))).toMatchObject({ status: 409, body: { code: 'version_conflict' } })
    expect((await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash, { accepted: false }))).body.errors).toEqual({ accepted: 'required' })
    const fake = `data:image/png;base64,${Buffer.from('not a png at all, just text').toString('base64')}`
    expect((await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash, { signature: fake }))).body.errors).toEqual({ signature: 'invalid_signature_image' })
    expect((await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash, { signer_name: ' ' }))).body.errors).toEqual({ signer_name: 'required' })

    const signed = await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash))
    expect(signed).toMatchObject({ status: 200, body: { form: { status: 'signed', signature: { signer_name: 'Carmen Ortiz', signer_relationship: 'Madre' } } } })
    const [row] = await t.db.select().from(serviceFormSignatures).where(eq(serviceFormSignatures.form_id, form.id))
    expect(row).toMatchObject({ client_address: '203.0.113.8', content_type: 'image/png' })
    expect(row!.content_hash).toMatch(/^[0-9a-f]{64}$/)

    // Signed is final: no second signature, no change, no new link, no delete.
    expect(await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash))).toMatchObject({ status: 409, body: { code: 'already_signed' } })
    const office = (await api.get('provider', `/api/service-forms/${form.id}`)).body
    expect(office).toMatchObject({ status: 'signed', signature: { content_hash: row!.content_hash } })
    expect(await api.call('provider', 'PUT', `/api/service-forms/${form.id}`, { type_id: types[0]!.id, form_date: '2026-03-09', hash: office.hash })).toMatchObject({
      status: 409,
      body: { code: 'service_form_signed' },
    })
    expect((await api.call('provider', 'POST', `/api/service-forms/${form.id}/guest-links`)).body.code).toBe('service_form_signed')
    expect((await api.call('provider', 'DELETE', `/api/service-forms/${form.id}`, { hash: office.hash })).body.code).toBe('service_form_signed')
  })

  it('an office change while the guest reads makes her signature a conflict showing the new form', async () => {
    const { form, link } = await sentForm()
    const view = await guest('GET', `/api/public/service-forms/${link.uuid}`)
    await api.call('provider', 'PUT', `/api/service-forms/${form.id}`, { type_id: form.type_id, form_date: form.form_date, details: 'Cambió el horario.', hash: form.hash })
    const refused = await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash))
    expect(refused).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { form: { details: 'Cambió el horario.' } } } })
  })

  it('expire after their days (410), are revoked by a re-issue or on their own (410), and an unknown one is 404', async () => {
    const { form, link } = await sentForm()
    const start = t.clock.now()
    t.clock.advance(30 * 86_400 + 1)
    try {
      expect(await guest('GET', `/api/public/service-forms/${link.uuid}`)).toMatchObject({ status: 410, body: { code: 'guest_link_expired' } })
    } finally {
      t.clock.set(start)
    }
    const second = (await api.call('admin', 'POST', `/api/service-forms/${form.id}/guest-links`)).body
    expect(await guest('GET', `/api/public/service-forms/${link.uuid}`)).toMatchObject({ status: 410, body: { code: 'guest_link_revoked' } })
    expect((await guest('GET', `/api/public/service-forms/${second.uuid}`)).status).toBe(200)
    const revoked = await api.call('provider', 'PATCH', `/api/service-forms/${form.id}/guest-links/${second.id}/revoke`)
    expect(revoked).toMatchObject({ status: 200, body: { state: 'revoked' } })
    expect(await guest('PATCH', `/api/public/service-forms/${second.uuid}`, signBody(form.hash))).toMatchObject({ status: 410, body: { code: 'guest_link_revoked' } })
    expect(await guest('GET', '/api/public/service-forms/6f1c2a8e-1d3b-4c5d-9e7f-0a1b2c3d4e5f')).toMatchObject({ status: 404, body: { code: 'guest_link_not_found' } })
    expect((await guest('GET', '/api/public/service-forms/not-a-uuid')).status).toBe(404)
    const links = await api.get('provider', `/api/service-forms/${form.id}/guest-links`)
    expect(links.body.map((row: Loose) => row.state)).toEqual(['revoked', 'revoked'])
    // Another form's link id on this form is unknown.
    const other = await sentForm()
    expect((await api.call('provider', 'PATCH', `/api/service-forms/${form.id}/guest-links/${other.link.id}/revoke`)).status).toBe(404)
  })

  it('open only their own form', async () => {
    const first = await sentForm()
    const second = await sentForm()
    const view = await guest('GET', `/api/public/service-forms/${first.link.uuid}`)
    expect(view.body.form.uuid).toBe(first.form.uuid)
    expect(view.body.form.uuid).not.toBe(second.form.uuid)
  })

  it('are rate-limited per address', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: '1', PLAN_GUEST_MAX_REQUESTS: '3' } })
    try {
      const call = () => limited.request('/api/public/service-forms/6f1c2a8e-1d3b-4c5d-9e7f-0a1b2c3d4e5f', { headers: { 'X-Forwarded-For': '198.51.100.10' } })
      for (let attempt = 0; attempt < 3; attempt++) expect((await call()).status).toBe(404)
      const refused = await call()
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { code: string }).code).toBe('too_many_requests')
    } finally {
      await limited.close()
    }
  })

  it('need the referrals module', async () => {
    const { link } = await sentForm()
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'referrals'))
    try {
      expect(await guest('GET', `/api/public/service-forms/${link.uuid}`)).toMatchObject({ status: 403, body: { code: 'module_disabled' } })
    } finally {
      await t.db.insert(companyModules).values({ module_id: 'referrals', name: 'Referidos' })
    }
  })
})

describe('GET /download-pdf/service-forms/{id}', () => {
  async function pdfText(path: string, account: 'provider' | 'admin' | 'provider2' = 'provider') {
    const response = await t.authed(`/api${path}`, await api.token(account))
    if (response.status !== 200) return { status: response.status, pages: [] as string[] }
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: false })
    return { status: 200, pages: text.map((page) => page.replace(/\s+/g, ' ')) }
  }

  it('prints the signed form and the certificate page with the signature’s hash, read back from the file', async () => {
    const { form, link } = await sentForm()
    const view = await guest('GET', `/api/public/service-forms/${link.uuid}`)
    await guest('PATCH', `/api/public/service-forms/${link.uuid}`, signBody(view.body.form.hash))
    const [row] = await t.db.select().from(serviceFormSignatures).where(eq(serviceFormSignatures.form_id, form.id))
    const file = await pdfText(`/download-pdf/service-forms/${form.id}`)
    expect(file.status).toBe(200)
    expect(file.pages.length).toBeGreaterThanOrEqual(2)
    const all = file.pages.join(' ')
    expect(file.pages[0]).toContain('Consentimiento para servicios')
    expect(file.pages[0]).toContain('Firma de Carmen Ortiz (Madre)')
    expect(all).toContain('Certificado de firmas')
    expect(all).toContain(row!.content_hash)
    expect(all).toContain('Vigente')
    expect(all).toContain('203.0.113.8')

    const alone = await pdfText(`/download-pdf/service-forms/${form.id}?document=certificate`)
    expect(alone.pages.join(' ')).not.toContain('Declaración')
    expect((await pdfText(`/download-pdf/service-forms/${form.id}?document=form`)).pages.join(' ')).not.toContain('Certificado de firmas')
    expect((await pdfText(`/download-pdf/service-forms/${form.id}?document=other`)).status).toBe(422)
    expect((await pdfText(`/download-pdf/service-forms/${form.id}`, 'provider2')).status).toBe(404)
    expect((await pdfText(`/download-pdf/service-forms/${form.id}`, 'admin')).status).toBe(200)
  })

  it('prints an unsigned form as unsigned', async () => {
    const form = await newForm()
    const file = await pdfText(`/download-pdf/service-forms/${form.id}`)
    expect(file.pages.join(' ')).toContain('Sin firmar')
    expect(file.pages.join(' ')).toContain('El formulario no tiene firmas todavía.')
  })
})
