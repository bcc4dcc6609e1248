import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AttachmentUrl } from '../../src/domain/attachments/schemas'
import type { ProviderSpecialty } from '../../src/domain/specialties/types'
import { DEFAULT_BODY_LIMIT } from '../app'
import { attachments } from '../db/schema'
import { credentialHelpers, errorOf } from '../test-support/credentials'
import {
  addFile,
  deleteFile,
  JPEG_HEADER,
  pdfOfSize,
  PLAIN_TEXT,
  PNG_1X1,
  SVG,
  TEN_MB,
  WINDOWS_PROGRAM,
} from '../test-support/files'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'
import { SPECIALTY_SAVE_BODY_LIMIT } from './limits'

let t: TestApp
let h: ReturnType<typeof credentialHelpers>
let staff: string
let carlos: string
let marisol: string
let carlosSpecialty: ProviderSpecialty

beforeAll(async () => {
  t = await createTestApp()
  h = credentialHelpers(t)
})
afterAll(() => t?.close())
beforeEach(async () => {
  t.clock.set(TEST_NOW)
  staff = await h.token('oficina@example.com')
  carlos = await h.token('terapeuta2@example.com')
  marisol = await h.token('terapeuta@example.com')
  carlosSpecialty = (await h.specialtiesOf(staff, await h.providerIdOf('terapeuta2@example.com')))[0]!
  // Each test starts from a specialty with no files.
  const names = (await h.specialtiesOf(staff, carlosSpecialty.provider_id))[0]!.attachments.map((file) => file.filename)
  if (names.length) await patch(staff, { attachments: names.map((name) => deleteFile(name)) })
})

function patch(token: string, body: unknown, id = carlosSpecialty.id) {
  return h.send(token, 'PATCH', `/api/provider-specialties/${id}`, body)
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files')
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)])))
    return nested.flat()
  }
  return walk(root)
}

async function downloadUrl(token: string, filename: string, id = carlosSpecialty.id): Promise<Response> {
  return h.send(token, 'GET', `/api/attachments/provider-specialty/${id}?filename=${encodeURIComponent(filename)}`)
}

describe('saving a specialty with files', () => {
  it('stores images and PDFs, lists them with the specialty, and offers a short-lived download link', async () => {
    const pdf = pdfOfSize(4096)
    const response = await patch(carlos, {
      attachments: [addFile('licencia.pdf', pdf), addFile('póliza.png', PNG_1X1, 'Póliza de Responsabilidad', carlosSpecialty.id)],
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const saved = (await response.json()) as ProviderSpecialty
    expect(saved.attachments).toEqual([
      { filename: 'licencia.pdf', description: 'Licencia de la Especialidad', content_type: 'application/pdf', size_bytes: 4096, created_at: expect.any(String) },
      { filename: 'póliza.png', description: 'Póliza de Responsabilidad', content_type: 'image/png', size_bytes: PNG_1X1.length, created_at: expect.any(String) },
    ])
    expect(await storedFiles()).toHaveLength(2)

    const link = await downloadUrl(carlos, 'licencia.pdf')
    expect(link.status).toBe(200)
    const { url, filename } = (await link.json()) as AttachmentUrl
    expect(filename).toBe('licencia.pdf')
    expect(url).toMatch(/^\/api\/attachments\/download\/[\w-]+\.[\w-]+$/)

    // The link needs no bearer token: a browser follows it as a plain link.
    const file = await t.request(url)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toContain("filename*=UTF-8''licencia.pdf")
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)

    // Five minutes later it no longer works.
    t.clock.advance(5 * 60 + 1)
    const expired = await t.request(url)
    expect(expired.status).toBe(403)
    expect((await errorOf(expired)).code).toBe('invalid_download_link')
  })

  it('refuses a forged or altered download link', async () => {
    await patch(carlos, { attachments: [addFile('licencia.pdf', pdfOfSize())] })
    const { url } = (await (await downloadUrl(carlos, 'licencia.pdf')).json()) as AttachmentUrl
    const [payload, signature] = url.split('/').at(-1)!.split('.')
    const otherPayload = Buffer.from(`1.1.${Math.floor(TEST_NOW.getTime() / 1000) + 9999}`).toString('base64url')
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, 'abc', `${payload}`]) {
      expect((await t.request(`/api/attachments/download/${forged}`)).status, forged).toBe(403)
    }
  })

  it('accepts three files of exactly 10 MB in one save (the body limit leaves room for them)', async () => {
    const big = pdfOfSize(TEN_MB)
    const response = await patch(staff, {
      attachments: [addFile('a.pdf', big), addFile('b.pdf', big, 'Licencia de Ciberterapia'), addFile('c.pdf', big, 'Otro')],
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as ProviderSpecialty).attachments.map((file) => file.size_bytes)).toEqual([TEN_MB, TEN_MB, TEN_MB])
  })

  it('refuses a file over 10 MB by one byte', async () => {
    const response = await patch(staff, { attachments: [addFile('grande.pdf', pdfOfSize(TEN_MB + 1))] })
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({ code: 'file_too_large', errors: { 'attachments.0.file': 'file_too_large' } })
    expect(await storedFiles()).toEqual([])
  })

  it('refuses a fourth file, counting the files already there', async () => {
    const first = await patch(staff, { attachments: [addFile('a.pdf', pdfOfSize()), addFile('b.jpg', JPEG_HEADER, 'Otro')] })
    expect(first.status).toBe(200)
    const tooMany = await patch(staff, { attachments: [addFile('c.pdf', pdfOfSize()), addFile('d.pdf', pdfOfSize())] })
    expect(tooMany.status).toBe(422)
    expect((await errorOf(tooMany)).code).toBe('too_many_files')
    // Deleting one in the same save makes room.
    const swapped = await patch(staff, { attachments: [deleteFile('a.pdf'), addFile('c.pdf', pdfOfSize()), addFile('d.pdf', pdfOfSize())] })
    expect(swapped.status).toBe(200)
    expect(((await swapped.json()) as ProviderSpecialty).attachments.map((file) => file.filename)).toEqual(['b.jpg', 'c.pdf', 'd.pdf'])
  })

  it.each([
    ['a program renamed .pdf', 'licencia.pdf', WINDOWS_PROGRAM],
    ['a text file', 'licencia.pdf', PLAIN_TEXT],
    ['an SVG (it can carry scripts)', 'licencia.svg', SVG],
  ])('refuses %s, judging by the content', async (_what, filename, bytes) => {
    const response = await patch(staff, { attachments: [addFile(filename, bytes)] })
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({ code: 'unsupported_file_type', errors: { 'attachments.0.file': 'unsupported_file_type' } })
    expect(await storedFiles()).toEqual([])
  })

  it('stores the type found in the bytes, not the one the name suggests', async () => {
    const response = await patch(staff, { attachments: [addFile('escaneo.pdf', PNG_1X1)] })
    expect(((await response.json()) as ProviderSpecialty).attachments[0]?.content_type).toBe('image/png')
  })

  it('refuses a duplicate filename with duplicate_filename, ignoring letter case', async () => {
    await patch(staff, { attachments: [addFile('Licencia.pdf', pdfOfSize())] })
    const again = await patch(staff, { attachments: [addFile('licencia.PDF', pdfOfSize())] })
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toMatchObject({ code: 'duplicate_filename', errors: { 'attachments.0.filename': 'duplicate_filename' } })
    const twice = await patch(staff, { attachments: [addFile('x.pdf', pdfOfSize()), addFile('X.pdf', pdfOfSize())] })
    expect(twice.status).toBe(409)
    // Replacing a file: delete and add under the same name in one save.
    const replaced = await patch(staff, { attachments: [deleteFile('Licencia.pdf'), addFile('Licencia.pdf', PNG_1X1)] })
    expect(replaced.status).toBe(200)
  })

  it('requires one of the specialty descriptions', async () => {
    const response = await patch(staff, { attachments: [addFile('a.pdf', pdfOfSize(), 'Cualquier cosa')] })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ 'attachments.0.description': 'invalid_description' })
    const blank = await patch(staff, { attachments: [addFile('a.pdf', pdfOfSize(), ' ')] })
    expect((await errorOf(blank)).errors).toEqual({ 'attachments.0.description': 'description_required' })
  })

  it('refuses a change that names another record', async () => {
    const response = await patch(staff, { attachments: [addFile('a.pdf', pdfOfSize(), 'Otro', carlosSpecialty.id + 1000)] })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ 'attachments.0.containerId': 'invalid_container' })
  })

  it('removes a deleted file from the record and, after the save, from storage', async () => {
    await patch(staff, { attachments: [addFile('a.pdf', pdfOfSize())] })
    expect(await storedFiles()).toHaveLength(1)
    const response = await patch(staff, { attachments: [deleteFile('a.pdf')] })
    expect(((await response.json()) as ProviderSpecialty).attachments).toEqual([])
    expect(await storedFiles()).toEqual([])
    expect((await downloadUrl(staff, 'a.pdf')).status).toBe(404)
  })

  it('adds files with a new specialty, and removes them when it is deleted', async () => {
    const taken = (await h.specialtiesOf(staff, carlosSpecialty.provider_id)).map((row) => row.specialty_id)
    const specialties = (await (await h.send(staff, 'GET', '/api/specialties')).json()) as Array<{ id: number }>
    const response = await h.send(staff, 'POST', '/api/provider-specialties', {
      provider_id: carlosSpecialty.provider_id,
      specialty_id: specialties.find((specialty) => !taken.includes(specialty.id))!.id,
      license_type_id: carlosSpecialty.license_type_id,
      license_number: 'CON-ARCHIVO',
      license_expiration: '2027-01-01',
      attachments: [addFile('licencia.pdf', pdfOfSize())],
    })
    expect(response.status).toBe(201)
    const created = (await response.json()) as ProviderSpecialty
    expect(created.attachments.map((file) => file.filename)).toEqual(['licencia.pdf'])
    expect(await storedFiles()).toHaveLength(1)
    expect((await h.send(staff, 'DELETE', `/api/provider-specialties/${created.id}`)).status).toBe(204)
    expect(await storedFiles()).toEqual([])
  })
})

describe('serving a saved file', () => {
  async function served(filename: string) {
    const { url } = (await (await downloadUrl(staff, filename)).json()) as AttachmentUrl
    const file = await t.request(url)
    expect(file.status).toBe(200)
    return file.headers
  }

  it("keeps the link's own sandboxed policy, not the app's, and its known-safe type", async () => {
    await patch(staff, { attachments: [addFile('licencia.pdf', pdfOfSize())] })
    const headers = await served('licencia.pdf')
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect(headers.get('Content-Type')).toBe('application/pdf')
    expect(headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('serves a row whose recorded type is not known-safe (an SVG from before the byte check) as an opaque download', async () => {
    await patch(staff, { attachments: [addFile('dibujo.png', PNG_1X1)] })
    await t.db.update(attachments).set({ content_type: 'image/svg+xml' }).where(eq(attachments.filename, 'dibujo.png'))
    const headers = await served('dibujo.png')
    expect(headers.get('Content-Type')).toBe('application/octet-stream')
    expect(headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
  })
})

describe('ownership of files', () => {
  it("refuses a provider the files of someone else's specialty, and any change to them", async () => {
    await patch(staff, { attachments: [addFile('licencia.pdf', pdfOfSize())] })
    const link = await downloadUrl(marisol, 'licencia.pdf')
    expect(link.status).toBe(403)
    expect((await patch(marisol, { attachments: [deleteFile('licencia.pdf')] })).status).toBe(403)
    expect((await downloadUrl(carlos, 'licencia.pdf')).status).toBe(200)
    expect((await downloadUrl(staff, 'licencia.pdf')).status).toBe(200)
  })

  it('answers 404 for an unknown container type, record or file, and 401 without a token', async () => {
    expect((await h.send(staff, 'GET', `/api/attachments/student/${carlosSpecialty.id}?filename=a.pdf`)).status).toBe(404)
    expect((await downloadUrl(staff, 'a.pdf', 999999)).status).toBe(404)
    expect((await downloadUrl(staff, 'no-existe.pdf')).status).toBe(404)
    expect((await t.request(`/api/attachments/provider-specialty/${carlosSpecialty.id}?filename=a.pdf`)).status).toBe(401)
    expect((await h.send(staff, 'GET', `/api/attachments/provider-specialty/${carlosSpecialty.id}`)).status).toBe(422)
  })
})

describe('body limits', () => {
  it('raises the limit only for specialty saves, just enough for 3 files of 10 MB as base64', async () => {
    expect(SPECIALTY_SAVE_BODY_LIMIT).toBeGreaterThan(3 * Math.ceil(TEN_MB / 3) * 4)
    expect(SPECIALTY_SAVE_BODY_LIMIT).toBeLessThan(3 * Math.ceil(TEN_MB / 3) * 4 + 1024 * 1024)

    const oversize = JSON.stringify({ attachments: [], padding: 'x'.repeat(SPECIALTY_SAVE_BODY_LIMIT) })
    const refused = await t.authed(`/api/provider-specialties/${carlosSpecialty.id}`, staff, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(oversize)) },
      body: oversize,
    })
    expect(refused.status).toBe(413)
    expect((await errorOf(refused)).code).toBe('payload_too_large')

    // Other routes keep the 1 MB default.
    const big = JSON.stringify({ provider_id: 1, padding: 'x'.repeat(DEFAULT_BODY_LIMIT) })
    const elsewhere = await t.authed('/api/providers', staff, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big })
    expect(elsewhere.status).toBe(413)
    const deleteRoute = await t.authed(`/api/provider-specialties/${carlosSpecialty.id}`, staff, { method: 'DELETE', body: big })
    expect(deleteRoute.status).toBe(413)
  })
})
