import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, locations, roles, userRoles, users } from '../db/schema'
import { multipart, officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { samplePng, sampleScanPdf } from './sample-scan'

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
let sanJuanSchool: number
let bayamonSchool: number

const userIdOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = (await userIdOf('terapeuta@example.com')).provider_id!
  carlos = (await userIdOf('terapeuta2@example.com')).provider_id!
  const all = await t.db.select().from(customers)
  const sanJuan = all.find((row) => row.short_name === 'ORE San Juan')!.id
  const bayamon = all.find((row) => row.short_name === 'ORE Bayamón')!.id
  const places = await t.db.select().from(locations)
  sanJuanSchool = places.find((row) => row.customer_id === sanJuan)!.id
  bayamonSchool = places.find((row) => row.customer_id === bayamon)!.id
  // region@ gains billing for San Juan only: a customer-scoped clerk (before its first sign-in).
  const [billingRole] = await t.db.select().from(roles).where(eq(roles.name, 'Facturación'))
  await t.db.insert(userRoles).values({ user_id: (await userIdOf('region@example.com')).id, role_id: billingRole!.id, customer_id: sanJuan })
})
afterAll(() => t?.close())

interface Upload {
  provider_id?: number
  location_id?: number
  year?: number
  month?: number
  notes?: string
  file?: { bytes: Uint8Array; name: string } | null
}

async function upload(account: Account, fields: Upload) {
  const form = new FormData()
  const { file = { bytes: samplePng(), name: 'registro.png' }, ...rest } = fields
  for (const [key, value] of Object.entries(rest)) form.set(key, String(value))
  if (file) form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name)
  const response = await t.authed('/api/provider-location-visit-logs', await api.token(account), await multipart(form))
  return { status: response.status, body: await response.json() }
}

const newLog = (overrides: Upload = {}) => upload('billing', { provider_id: marisol, location_id: sanJuanSchool, year: 2026, month: 9, ...overrides })
const act = (account: Account, id: number, action: string, body: unknown) => api.call(account, 'POST', `/api/provider-location-visit-logs/${id}/${action}`, body)

describe('/provider-location-visit-logs', () => {
  it('answers its statuses from the server, under both names the spec uses', async () => {
    const statuses = await api.get('billing', '/api/provider-location-visit-logs/statuses')
    expect(statuses.body).toEqual([
      { code: 'received', name: 'Recibido', final: false, sort_index: 1 },
      { code: 'claimed', name: 'En proceso', final: false, sort_index: 2 },
      { code: 'processed', name: 'Procesado', final: true, sort_index: 3 },
    ])
    expect(await api.get('provider', '/api/provider-location-visit-logs/status-list')).toEqual(statuses)
  })

  it('creates a log with its scan and a first event; one per provider, location and month', async () => {
    const created = await newLog({ notes: 'Entregado en la oficina' })
    expect(created).toMatchObject({
      status: 201,
      body: {
        provider_id: marisol,
        location_id: sanJuanSchool,
        year: 2026,
        month: 9,
        status: 'received',
        status_name: 'Recibido',
        allowed_actions: ['claim'],
        can_change: true,
        notes: 'Entregado en la oficina',
        scan: { filename: 'registro.png', content_type: 'image/png', size_bytes: samplePng().byteLength },
        hash: expect.any(String),
      },
    })
    const events = await api.get('billing', `/api/provider-location-visit-logs/${created.body.id}/events`)
    expect(events.body).toEqual([expect.objectContaining({ action: 'create', from_status: null, to_status: 'received', to_status_name: 'Recibido', user_name: 'Roberto Pagán Cruz' })])
    expect(await newLog()).toMatchObject({ status: 409, body: { code: 'visit_log_exists' } })
  })

  it('refuses what is not a scan, a missing file, bad fields, JSON, and callers without the right', async () => {
    expect(await newLog({ month: 1, file: { bytes: new TextEncoder().encode('hola'), name: 'registro.pdf' } })).toMatchObject({
      status: 422,
      body: { code: 'unsupported_file_type', errors: { file: 'unsupported_file_type' } },
    })
    expect(await newLog({ month: 1, file: null })).toMatchObject({ status: 422, body: { errors: { file: 'required' } } })
    expect(await newLog({ month: 13 })).toMatchObject({ status: 422, body: { errors: { month: 'invalid_month' } } })
    expect(await newLog({ month: 1, location_id: 999_999 })).toMatchObject({ status: 422, body: { code: 'unknown_reference', errors: { location_id: 'unknown_reference' } } })
    expect((await api.call('billing', 'POST', '/api/provider-location-visit-logs', { provider_id: marisol })).status).toBe(400)
    expect((await upload('provider', { provider_id: marisol, location_id: sanJuanSchool, year: 2026, month: 1 })).status).toBe(403)
    // region@ holds billing for San Juan only: a Bayamón location is not hers to fill.
    expect((await upload('region', { provider_id: marisol, location_id: bayamonSchool, year: 2026, month: 1 })).status).toBe(403)
  })

  it('claims, refuses a second claim, a stale hash and another person finishing it, then marks it processed', async () => {
    const log = (await newLog({ month: 2 })).body
    const claimed = await act('billing', log.id, 'claim', { hash: log.hash })
    expect(claimed).toMatchObject({ status: 200, body: { status: 'claimed', claimed_by_name: 'Roberto Pagán Cruz', allowed_actions: ['unclaim', 'mark-processed'] } })
    expect(claimed.body.hash).not.toBe(log.hash)

    expect(await act('billing', log.id, 'claim', { hash: claimed.body.hash })).toMatchObject({
      status: 409,
      body: { code: 'action_not_allowed', status: 'claimed', current: { id: log.id, status: 'claimed' } },
    })
    expect(await act('billing', log.id, 'unclaim', { hash: log.hash })).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { hash: claimed.body.hash } } })
    // The administrator sees it claimed by someone else: she may release it, not finish it.
    expect((await api.get('admin', `/api/provider-location-visit-logs/${log.id}`)).body.allowed_actions).toEqual(['unclaim'])
    expect(await act('admin', log.id, 'mark-processed', { hash: claimed.body.hash })).toMatchObject({ status: 409, body: { code: 'claimed_by_other' } })
    expect(await act('provider', log.id, 'mark-processed', { hash: claimed.body.hash })).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    expect((await act('billing', log.id, 'approve', { hash: claimed.body.hash })).status).toBe(404)
    expect((await act('billing', log.id, 'claim', { hash: '' })).status).toBe(422)

    const done = await act('billing', log.id, 'mark-processed', { hash: claimed.body.hash, comment: 'Visitas confirmadas' })
    expect(done).toMatchObject({ status: 200, body: { status: 'processed', allowed_actions: [], can_change: false, processed_at: expect.any(String) } })
    const events = (await api.get('billing', `/api/provider-location-visit-logs/${log.id}/events`)).body
    expect(events.map((event: { action: string; from_status: string | null; to_status: string }) => [event.action, event.from_status, event.to_status])).toEqual([
      ['create', null, 'received'],
      ['claim', 'received', 'claimed'],
      ['mark-processed', 'claimed', 'processed'],
    ])
    expect(events[2]).toMatchObject({ comment: 'Visitas confirmadas', from_status_name: 'En proceso', to_status_name: 'Procesado' })
    expect(await act('billing', log.id, 'unclaim', { hash: done.body.hash })).toMatchObject({ status: 409, body: { code: 'action_not_allowed', status: 'processed' } })
  })

  it('lets only one of two people claiming the same log at once succeed (the row lock)', async () => {
    const made = await newLog({ year: 2024, month: 1 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const log = made.body
    const answers = await Promise.all([act('billing', log.id, 'claim', { hash: log.hash }), act('admin', log.id, 'claim', { hash: log.hash })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const events = (await api.get('billing', `/api/provider-location-visit-logs/${log.id}/events`)).body
    expect(events.filter((event: { action: string }) => event.action === 'claim')).toHaveLength(1)
  })

  it('releases a claim back to received, by anyone with the permission', async () => {
    const log = (await newLog({ month: 3 })).body
    const claimed = (await act('billing', log.id, 'claim', { hash: log.hash })).body
    expect(await act('admin', log.id, 'unclaim', { hash: claimed.hash })).toMatchObject({ status: 200, body: { status: 'received', claimed_by: null, claimed_at: null } })
  })

  it('edits by version while open, never once processed; deletes only an unclaimed log', async () => {
    const log = (await newLog({ month: 4 })).body
    const fields = { provider_id: marisol, location_id: sanJuanSchool, year: 2026, month: 5, notes: 'Mes corregido' }
    const changed = await api.call('billing', 'PUT', `/api/provider-location-visit-logs/${log.id}`, { ...fields, hash: log.hash })
    expect(changed).toMatchObject({ status: 200, body: { month: 5, notes: 'Mes corregido' } })
    expect(await api.call('billing', 'PUT', `/api/provider-location-visit-logs/${log.id}`, { ...fields, hash: log.hash })).toMatchObject({
      status: 409,
      body: { code: 'version_conflict', current: { month: 5 } },
    })
    expect((await api.call('provider', 'PUT', `/api/provider-location-visit-logs/${log.id}`, { ...fields, hash: changed.body.hash })).status).toBe(403)
    expect((await api.call('billing', 'PUT', `/api/provider-location-visit-logs/${log.id}`, { ...fields, month: 0, hash: changed.body.hash })).status).toBe(422)

    const claimed = (await act('billing', log.id, 'claim', { hash: changed.body.hash })).body
    expect(await api.call('billing', 'DELETE', `/api/provider-location-visit-logs/${log.id}?hash=${claimed.hash}`)).toMatchObject({
      status: 409,
      body: { code: 'action_not_allowed', status: 'claimed' },
    })
    const processed = (await act('billing', log.id, 'mark-processed', { hash: claimed.hash })).body
    expect(await api.call('billing', 'PUT', `/api/provider-location-visit-logs/${log.id}`, { ...fields, hash: processed.hash })).toMatchObject({
      status: 409,
      body: { code: 'action_not_allowed' },
    })

    const other = (await newLog({ month: 6 })).body
    expect((await api.call('billing', 'DELETE', `/api/provider-location-visit-logs/${other.id}?hash=stale`)).status).toBe(409)
    expect((await api.call('billing', 'DELETE', `/api/provider-location-visit-logs/${other.id}`)).status).toBe(422)
    expect((await api.call('billing', 'DELETE', `/api/provider-location-visit-logs/${other.id}?hash=${other.hash}`)).status).toBe(204)
    expect((await api.get('billing', `/api/provider-location-visit-logs/${other.id}`)).status).toBe(404)
    expect((await api.get('billing', `/api/provider-location-visit-logs/${other.id}/events`)).status).toBe(404)
  })

  it('lists by the list convention, and a provider sees only her own logs, a scoped clerk only her customer', async () => {
    const carlosLog = (await newLog({ provider_id: carlos, location_id: bayamonSchool, month: 7 })).body
    const mine = (await newLog({ month: 8 })).body

    const all = await api.get('billing', '/api/provider-location-visit-logs?page_size=500')
    expect(all.body.total).toBe(all.body.items.length)
    expect(all.body.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([carlosLog.id, mine.id]))
    const filtered = await api.get('billing', `/api/provider-location-visit-logs?provider_id=${carlos}&status=received&year=2026&month=7`)
    expect(filtered.body).toEqual({ items: [expect.objectContaining({ id: carlosLog.id })], total: 1 })
    const sorted = (await api.get('billing', '/api/provider-location-visit-logs?sort=-period&page_size=500')).body.items
    const periods = sorted.map((item: { year: number; month: number }) => item.year * 100 + item.month)
    expect(periods).toEqual([...periods].sort((a, b) => b - a))
    expect((await api.get('billing', '/api/provider-location-visit-logs?sort=hash')).status).toBe(422)
    expect((await api.get('billing', '/api/provider-location-visit-logs?status=lost')).status).toBe(422)

    const own = (await api.get('provider', '/api/provider-location-visit-logs?page_size=500')).body.items
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((item: { provider_id: number; allowed_actions: string[]; can_change: boolean }) => item.provider_id === marisol && item.allowed_actions.length === 0 && !item.can_change)).toBe(true)
    expect(await api.get('provider', `/api/provider-location-visit-logs/${carlosLog.id}`)).toEqual(await api.get('provider', '/api/provider-location-visit-logs/999999'))
    expect((await api.get('provider', `/api/provider-location-visit-logs/${mine.id}`)).status).toBe(200)
    expect((await api.get('provider', '/api/provider-location-visit-logs/providers')).body).toEqual([expect.objectContaining({ id: marisol })])

    const scoped = (await api.get('region', '/api/provider-location-visit-logs?page_size=500')).body.items
    expect(scoped.map((item: { id: number }) => item.id)).toContain(mine.id)
    expect(scoped.map((item: { id: number }) => item.id)).not.toContain(carlosLog.id)
    expect((await api.get('region', `/api/provider-location-visit-logs/${carlosLog.id}/events`)).status).toBe(404)
    expect((await act('region', carlosLog.id, 'claim', { hash: carlosLog.hash })).status).toBe(404)
  })

  it('answers per provider its years, months and that month\'s logs', async () => {
    await newLog({ year: 2025, month: 11 })
    const years = await api.get('billing', `/api/provider-location-visit-logs/providers/${marisol}/years`)
    expect(years.body.map((row: { year: number }) => row.year)).toEqual([2026, 2025, 2024])
    const months = await api.get('billing', `/api/provider-location-visit-logs/providers/${marisol}/years/2025/months`)
    expect(months.body).toEqual([{ month: 11, logs: 1 }])
    const logs = await api.get('billing', `/api/provider-location-visit-logs/providers/${marisol}/years/2025/months/11/logs`)
    expect(logs.body).toEqual([expect.objectContaining({ provider_id: marisol, year: 2025, month: 11 })])
    expect((await api.get('billing', `/api/provider-location-visit-logs/providers/${marisol}/years/25/months`)).status).toBe(404)
    expect((await api.get('provider', `/api/provider-location-visit-logs/providers/${carlos}/years`)).body).toEqual([])
    const providers = (await api.get('billing', '/api/provider-location-visit-logs/providers')).body
    expect(providers.find((row: { id: number }) => row.id === marisol)).toMatchObject({ name: expect.any(String), logs: expect.any(Number) })
  })

  it('downloads the scan as a PDF: a PDF as uploaded, an image on a page, to whoever may see the log', async () => {
    const pdf = await sampleScanPdf('Terapias', 'Marisol', 'octubre 2026')
    const withPdf = (await newLog({ month: 10, file: { bytes: pdf, name: 'registro octubre.pdf' } })).body
    const pdfAnswer = await t.authed(`/api/provider-location-visit-logs/${withPdf.id}/download-pdf`, await api.token('provider'))
    expect(pdfAnswer.status).toBe(200)
    expect(pdfAnswer.headers.get('Content-Type')).toBe('application/pdf')
    expect(new Uint8Array(await pdfAnswer.arrayBuffer())).toEqual(pdf)

    const withImage = (await newLog({ month: 12 })).body
    const imageAnswer = await t.authed(`/api/provider-location-visit-logs/${withImage.id}/download-pdf`, await api.token('billing'))
    const bytes = new Uint8Array(await imageAnswer.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    expect(bytes.byteLength).toBeGreaterThan(samplePng().byteLength)
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text
    expect(text).toBe('')

    const carlosAnswer = await t.authed(`/api/provider-location-visit-logs/${withImage.id}/download-pdf`, await api.token('provider2'))
    expect(carlosAnswer.status).toBe(404)
    // The attachment machinery knows the new container: a signed link for who may see the log.
    const link = await api.get('billing', `/api/attachments/provider-location-visit-log/${withImage.id}?filename=registro.png`)
    expect(link).toMatchObject({ status: 200, body: { url: expect.stringContaining('/attachments/download/') } })
    expect((await api.get('provider2', `/api/attachments/provider-location-visit-log/${withImage.id}?filename=registro.png`)).status).toBe(404)
  })
})

describe('the demo seed', () => {
  it('has a log in each status, each with a scan; the download gives a summary until the sample is restored', async () => {
    const { restoreSeedScan, SEED_SCAN_KEY } = await import('./seed')
    const { createFileStorage } = await import('../files/create-storage')
    const seeded = (await api.get('admin', '/api/provider-location-visit-logs?page_size=500&sort=id')).body.items.slice(0, 3)
    expect(seeded.map((log: { status: string }) => log.status).sort()).toEqual(['claimed', 'processed', 'received'])
    expect(seeded.every((log: { scan: unknown }) => log.scan !== null)).toBe(true)
    const processed = seeded.find((log: { status: string }) => log.status === 'processed')
    expect((await api.get('admin', `/api/provider-location-visit-logs/${processed.id}/events`)).body).toHaveLength(3)

    const download = async () => new Uint8Array(await (await t.authed(`/api/provider-location-visit-logs/${seeded[0].id}/download-pdf`, await api.token('admin'))).arrayBuffer())
    const summary = (await extractText(await getDocumentProxy(await download()), { mergePages: true })).text
    expect(summary).toContain('Registro de visitas')
    await restoreSeedScan(t.db, createFileStorage(t.config))
    const page = await download()
    expect((await extractText(await getDocumentProxy(page), { mergePages: true })).text).toBe('')

    // Deleting one seeded log keeps the sample the others still name.
    const received = seeded.find((log: { status: string }) => log.status === 'received')
    expect((await api.call('admin', 'DELETE', `/api/provider-location-visit-logs/${received.id}?hash=${received.hash}`)).status).toBe(204)
    expect(await createFileStorage(t.config).get(SEED_SCAN_KEY)).not.toBeNull()
  })
})
