import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractTypes, providerSpecialties, users } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { samplePng } from '../visit-logs/sample-scan'

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
let typeId: number

const providerOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.provider_id!
const BASE = '/api/provider-contracts'

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = await providerOf('terapeuta@example.com')
  carlos = await providerOf('terapeuta2@example.com')
  typeId = (await t.db.select().from(contractTypes))[0]!.id
  // Licences and insurance in force, so approvals pass unless a test expires them.
  await t.db.update(providerSpecialties).set({ license_expiration: '2098-12-31', insurance_expiration: '2098-12-31' })
})
afterAll(() => t?.close())

const draftFor = (providerId: number, extra: Record<string, unknown> = {}) =>
  api.call('admin', 'POST', BASE, { provider_id: providerId, contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-07-31', ...extra })
const act = (account: Account, id: number, action: string, body: unknown) => api.call(account, 'POST', `${BASE}/${id}/${action}`, body)

/** A JSON body with its declared length, as a browser sends it (the add-attachment route needs it). */
async function sendJson(account: Account, method: string, path: string, body: unknown) {
  const text = JSON.stringify(body)
  const response = await t.authed(path, await api.token(account), {
    method,
    body: text,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) },
  })
  return { status: response.status, body: await response.json() }
}

describe('/provider-contracts', () => {
  it('answers statuses, types and document types from the server', async () => {
    const statuses = await api.get('admin', `${BASE}/status`)
    expect(statuses.body.map((status: { code: string }) => status.code)).toEqual(['draft', 'submitted', 'returned', 'approved', 'voided', 'cancelled'])
    expect((await api.get('provider', `${BASE}/types`)).body.length).toBeGreaterThan(0)
    expect((await api.get('provider', `${BASE}/document-types`)).body.length).toBeGreaterThan(0)
  })

  it('finance creates a draft with the provider rates snapshot and a first event; others may not', async () => {
    const created = await draftFor(marisol, { notes: 'Año escolar' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ provider_id: marisol, status: 'draft', status_name: 'Borrador', can_edit: true, notes: 'Año escolar' })
    expect(created.body.rates.length).toBeGreaterThan(0)
    expect(created.body.allowed_actions).toEqual(['submit', 'cancel'])
    const events = await api.get('admin', `${BASE}/${created.body.id}/events`)
    expect(events.body).toMatchObject([{ action: 'create', from_status: null, to_status: 'draft' }])
    const single = await api.get('admin', `${BASE}/events/${events.body[0].id}`)
    expect(single.body).toMatchObject({ id: events.body[0].id, action: 'create' })

    expect((await api.call('billing', 'POST', BASE, { provider_id: marisol, contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-07-31' })).status).toBe(403)
    expect((await api.call('provider', 'POST', BASE, { provider_id: marisol, contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-07-31' })).status).toBe(403)
    const backwards = await draftFor(marisol, { end_date: '2026-01-01' })
    expect(backwards).toMatchObject({ status: 422, body: { errors: { end_date: 'ends_before_start' } } })
    expect((await draftFor(marisol, { contract_type_id: 999999 })).status).toBe(422)
  })

  it('a provider reaches only her own contracts (404 otherwise), in lists, reads, events and actions', async () => {
    const hers = (await draftFor(marisol)).body
    const his = (await draftFor(carlos)).body
    expect((await api.get('provider', `${BASE}/${hers.id}`)).status).toBe(200)
    expect((await api.get('provider', `${BASE}/${his.id}`)).status).toBe(404)
    expect((await api.get('provider', `${BASE}/${his.id}/events`)).status).toBe(404)
    const hisEvents = await api.get('admin', `${BASE}/${his.id}/events`)
    expect((await api.get('provider', `${BASE}/events/${hisEvents.body[0].id}`)).status).toBe(404)
    expect((await act('provider', his.id, 'submit', { hash: his.hash })).status).toBe(404)
    const list = await api.get('provider', `${BASE}?page_size=500`)
    expect(list.body.items.length).toBeGreaterThan(0)
    expect(list.body.items.every((item: { provider_id: number }) => item.provider_id === marisol)).toBe(true)
    // Staff without finance.manage pass nothing.
    expect((await api.get('billing', `${BASE}/${hers.id}`)).status).toBe(403)
  })

  it('lists under the list convention with status, provider and type filters', async () => {
    const page = await api.get('admin', `${BASE}?status=draft&provider_id=${carlos}&contract_type_id=${typeId}&sort=-start_date`)
    expect(page.status).toBe(200)
    expect(page.body.items.every((item: { status: string; provider_id: number }) => item.status === 'draft' && item.provider_id === carlos)).toBe(true)
    expect((await api.get('admin', `${BASE}?sort=hash`)).status).toBe(422)
    expect((await api.get('admin', `${BASE}?status=lost`)).status).toBe(422)
  })

  it('runs the flow: the provider submits, finance returns with a comment, she resubmits, finance approves', async () => {
    const draft = (await draftFor(marisol)).body
    expect((await act('billing', draft.id, 'submit', { hash: draft.hash })).status).toBe(403)
    const submitted = await act('provider', draft.id, 'submit', { hash: draft.hash })
    expect(submitted).toMatchObject({ status: 200, body: { status: 'submitted', allowed_actions: [] } })
    // The provider may not approve her own; a stale hash is a conflict with the contract as it is now.
    expect((await act('provider', draft.id, 'approve', { hash: submitted.body.hash })).status).toBe(403)
    const stale = await act('admin', draft.id, 'approve', { hash: draft.hash })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { status: 'submitted' } } })
    expect(await act('admin', draft.id, 'return-for-revision', { hash: submitted.body.hash })).toMatchObject({ status: 422, body: { errors: { comment: 'comment_required' } } })
    const returned = await act('admin', draft.id, 'return-for-revision', { hash: submitted.body.hash, comment: 'Falta el seguro' })
    expect(returned.body.status).toBe('returned')
    const again = await act('provider', draft.id, 'submit', { hash: returned.body.hash })
    const approved = await act('admin', draft.id, 'approve', { hash: again.body.hash })
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', can_edit: false } })
    expect(approved.body.allowed_actions).toEqual(['unlock', 'void'])
    expect(await act('admin', draft.id, 'cancel', { hash: approved.body.hash })).toMatchObject({ status: 409, body: { code: 'action_not_allowed' } })
    const events = await api.get('provider', `${BASE}/${draft.id}/events`)
    expect(events.body.map((event: { action: string }) => event.action)).toEqual(['create', 'submit', 'return-for-revision', 'submit', 'approve'])
    expect(events.body[2].comment).toBe('Falta el seguro')
    // An approved contract is not edited: it is unlocked (back to draft) or voided.
    const put = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-07-31', rates: [], hash: approved.body.hash })
    expect(put).toMatchObject({ status: 409, body: { code: 'action_not_allowed' } })
    const unlocked = await act('admin', draft.id, 'unlock', { hash: approved.body.hash, comment: 'Corregir tarifas' })
    expect(unlocked.body.status).toBe('draft')
    const edited = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, {
      contract_type_id: typeId,
      start_date: '2026-08-01',
      end_date: '2027-06-30',
      rates: [{ service_id: draft.rates[0].service_id, duration_id: draft.rates[0].duration_id, rate_cents: 5125 }],
      hash: unlocked.body.hash,
    })
    expect(edited).toMatchObject({ status: 200, body: { end_date: '2027-06-30', rates: [{ rate_cents: 5125 }] } })
    expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-06-30', rates: [], hash: unlocked.body.hash })).body.code).toBe(
      'version_conflict',
    )
    expect((await api.call('provider', 'PUT', `${BASE}/${draft.id}`, { contract_type_id: typeId, start_date: '2026-08-01', end_date: '2027-06-30', rates: [], hash: edited.body.hash })).status).toBe(403)
    const cancelled = await act('admin', draft.id, 'cancel', { hash: edited.body.hash })
    expect(cancelled.body).toMatchObject({ status: 'cancelled', allowed_actions: [] })
  })

  it('refuses to approve while the provider licence or insurance has expired, and approves once renewed', async () => {
    const draft = (await draftFor(carlos)).body
    const submitted = (await act('admin', draft.id, 'submit', { hash: draft.hash })).body
    await t.db.update(providerSpecialties).set({ license_expiration: '2020-01-31' }).where(eq(providerSpecialties.provider_id, carlos))
    expect(await act('admin', draft.id, 'approve', { hash: submitted.hash })).toMatchObject({
      status: 409,
      body: { code: 'provider_license_expired', current: { status: 'submitted' } },
    })
    await t.db.update(providerSpecialties).set({ license_expiration: '2098-12-31', insurance_expiration: '2020-01-31' }).where(eq(providerSpecialties.provider_id, carlos))
    expect((await act('admin', draft.id, 'approve', { hash: submitted.hash })).body.code).toBe('provider_insurance_expired')
    // Nothing changed meanwhile: no event was written, the hash still holds.
    expect((await api.get('admin', `${BASE}/${draft.id}/events`)).body).toHaveLength(2)
    await t.db.update(providerSpecialties).set({ insurance_expiration: '2098-12-31' }).where(eq(providerSpecialties.provider_id, carlos))
    expect((await act('admin', draft.id, 'approve', { hash: submitted.hash })).body.status).toBe('approved')
  })

  it('adds and removes documents through the attachment machinery, and sets their use type', async () => {
    const draft = (await draftFor(marisol)).body
    const [documentType] = (await api.get('admin', `${BASE}/document-types`)).body
    const file = Buffer.from(samplePng()).toString('base64')
    const added = await sendJson('provider', 'POST', `${BASE}/${draft.id}/add-attachment`, {
      hash: draft.hash,
      attachments: [{ filename: 'contrato firmado.png', file, document_type_id: documentType.id, use_type: 'signed' }],
    })
    expect(added).toMatchObject({ status: 200, body: { documents: [{ filename: 'contrato firmado.png', use_type: 'signed', document_type_name: documentType.name }] } })
    const duplicate = await sendJson('admin', 'POST', `${BASE}/${draft.id}/add-attachment`, {
      hash: added.body.hash,
      attachments: [{ filename: 'Contrato Firmado.png', file, document_type_id: documentType.id, use_type: 'signed' }],
    })
    expect(duplicate.body.code).toBe('duplicate_filename')
    const notAnImage = await sendJson('admin', 'POST', `${BASE}/${draft.id}/add-attachment`, {
      hash: added.body.hash,
      attachments: [{ filename: 'x.png', file: Buffer.from('hola, no soy una imagen').toString('base64'), document_type_id: documentType.id, use_type: 'reference' }],
    })
    expect(notAnImage.body.code).toBe('unsupported_file_type')
    // Someone else's provider never reaches it.
    expect((await sendJson('provider2', 'POST', `${BASE}/${draft.id}/add-attachment`, { hash: added.body.hash, attachments: [] })).status).toBe(404)
    const link = await api.get('provider', `/api/attachments/provider-contract/${draft.id}?filename=${encodeURIComponent('contrato firmado.png')}`)
    expect(link.status).toBe(200)
    expect((await api.get('provider2', `/api/attachments/provider-contract/${draft.id}?filename=${encodeURIComponent('contrato firmado.png')}`)).status).toBe(404)

    const documentId = added.body.documents[0].id
    const useType = await api.call('admin', 'PUT', `${BASE}/${draft.id}/documents/${documentId}/use-type`, { use_type: 'reference', hash: added.body.hash })
    expect(useType.body.documents[0].use_type).toBe('reference')
    expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}/documents/${documentId}/use-type`, { use_type: 'lost', hash: useType.body.hash })).status).toBe(422)
    expect((await api.call('admin', 'DELETE', `${BASE}/${draft.id}/remove-attachment?document_id=${documentId}&hash=${added.body.hash}`)).body.code).toBe('version_conflict')
    const removed = await api.call('admin', 'DELETE', `${BASE}/${draft.id}/remove-attachment?document_id=${documentId}&hash=${useType.body.hash}`)
    expect(removed).toMatchObject({ status: 200, body: { documents: [] } })
    const actions = (await api.get('admin', `${BASE}/${draft.id}/events`)).body.map((event: { action: string }) => event.action)
    expect(actions).toEqual(['create', 'add-attachment', 'set-use-type', 'remove-attachment'])
  })

  it('the seed has a contract in each status', async () => {
    const all = await api.get('admin', `${BASE}?page_size=500`)
    const statuses = new Set(all.body.items.map((item: { status: string }) => item.status))
    for (const status of ['draft', 'submitted', 'returned', 'approved', 'voided', 'cancelled']) expect(statuses.has(status)).toBe(true)
  })
})
