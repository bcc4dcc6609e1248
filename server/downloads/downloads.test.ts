import { readdir } from 'node:fs/promises'
import { createFileStorage } from '../files/create-storage'
import { sweepOrphanFiles } from '../files/sweep'
import { restoreSeedDownloads } from './seed'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

const MAX_FILE = 64 * 1024
const QUOTA = 400 * 1024

beforeAll(async () => {
  t = await createTestApp({ env: { DOWNLOADS_MAX_FILE_BYTES: String(MAX_FILE), DOWNLOADS_QUOTA_BYTES: String(QUOTA), DOWNLOADS_MAX_FILES: '4' } })
  api = officeClient(t)
})
afterAll(() => t?.close())

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const browse = (account: Account, folder: string, extra: Record<string, string> = {}) => api.get(account, `/api/downloads/browse?${q({ path: folder, ...extra })}`)
const mkdir = (name: string, parentPath = '', account: Account = 'admin') => api.call(account, 'POST', '/api/downloads/folder', { name, parentPath })

async function upload(targetPath: string, files: { name: string; bytes: Uint8Array; type?: string }[], account: Account = 'admin') {
  const form = new FormData()
  form.set('targetPath', targetPath)
  for (const file of files) form.append('files', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/pdf' }), file.name)
  const response = await t.authed('/api/downloads/upload', await api.token(account), await multipart(form))
  return { status: response.status, body: await response.json() }
}

const bytesOf = (text: string) => new TextEncoder().encode(text)

/** The bytes under DATA_DIR/files/downloads: what storage holds, to show nothing is left behind. */
async function storedFiles(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'files', 'downloads')).catch(() => [])
}

describe('/downloads: folders, uploads and the tree', () => {
  it('creates folders under Recursos, unique per folder regardless of case', async () => {
    expect((await mkdir('Actas')).status).toBe(201)
    const nested = await mkdir('2026', 'Actas')
    expect(nested).toMatchObject({ status: 201, body: { type: 'folder', path: 'Actas/2026', name: '2026', size: null } })
    expect(await mkdir('formularios')).toMatchObject({ status: 409, body: { code: 'name_taken' } })
    expect(await mkdir('X', 'No existe')).toMatchObject({ status: 404 })
    expect(await mkdir('', '')).toMatchObject({ status: 400, body: { errors: { name: 'required' } } })
  })

  it('uploads several files, streamed to storage, and serves them back by a file-url link', async () => {
    const answer = await upload('Actas/2026', [
      { name: 'Guía de servicios.pdf', bytes: bytesOf('%PDF guía') },
      { name: 'notas.txt', bytes: bytesOf('hola') },
    ])
    expect(answer).toMatchObject({ status: 201, body: { items: [{ path: 'Actas/2026/Guía de servicios.pdf', size: 10 }, { name: 'notas.txt', size: 4 }] } })
    const listed = await browse('billing', 'Actas/2026')
    expect(listed.body).toMatchObject({ path: 'Actas/2026', truncated: false })
    expect(listed.body.items.map((item: { name: string }) => item.name)).toEqual(['Guía de servicios.pdf', 'notas.txt'])

    const info = await api.get('billing', `/api/downloads/file-info?${q({ path: 'Actas/2026/notas.txt' })}`)
    expect(info).toMatchObject({ status: 200, body: { type: 'file', name: 'notas.txt', size: 4, path: 'Actas/2026/notas.txt' } })
    const link = await api.get('billing', `/api/downloads/file-url?${q({ path: 'Actas/2026/Guía de servicios.pdf' })}`)
    expect(link.body.filename).toBe('Guía de servicios.pdf')
    const file = await t.request(link.body.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Disposition')).toContain("filename*=UTF-8''Gu%C3%ADa")
    expect(await file.text()).toBe('%PDF guía')
    expect((await t.request('/api/downloads/file/forged.token')).status).toBe(403)
  })

  it('browses folders first, then files, with maxKeys (default 1000) and a truncated flag', async () => {
    const root = await browse('admin', '')
    expect(root.body).toMatchObject({ path: '', truncated: false })
    const types = root.body.items.map((item: { type: string }) => item.type)
    expect(types).toEqual([...types].sort((a: string, b: string) => (a === b ? 0 : a === 'folder' ? -1 : 1)))
    expect(root.body.items.map((item: { name: string }) => item.name)).toEqual(expect.arrayContaining(['Actas', 'Formularios', 'Bienvenida.txt']))
    const one = await browse('admin', 'Actas/2026', { maxKeys: '1' })
    expect(one.body).toMatchObject({ items: [{ name: 'Guía de servicios.pdf' }], truncated: true })
    expect((await browse('admin', '', { maxKeys: '0' })).status).toBe(400)
    expect((await browse('admin', '', { maxKeys: '1001' })).status).toBe(400)
    expect((await browse('admin', 'Actas/2026/notas.txt')).status).toBe(404)
  })

  it('answers the folder tree to maxDepth (default 5)', async () => {
    await mkdir('a', 'Actas/2026')
    await mkdir('b', 'Actas/2026/a')
    await mkdir('c', 'Actas/2026/a/b')
    await mkdir('d', 'Actas/2026/a/b/c')
    const tree = await api.get('billing', '/api/downloads/folder-tree')
    const depth = (nodes: { children: unknown[] }[]): number => (nodes.length ? 1 + Math.max(...nodes.map((node) => depth(node.children as never))) : 0)
    expect(depth(tree.body.folders)).toBe(5)
    expect(tree.body.folders.find((node: { name: string }) => node.name === 'Actas')).toMatchObject({ path: 'Actas', children: [{ name: '2026', path: 'Actas/2026' }] })
    expect(depth((await api.get('billing', '/api/downloads/folder-tree?maxDepth=2')).body.folders)).toBe(2)
  })

  it('refuses a duplicate name in the folder or twice in one upload, and leaves no bytes behind', async () => {
    const before = (await storedFiles()).length
    expect(await upload('Actas/2026', [{ name: 'NOTAS.txt', bytes: bytesOf('x') }])).toMatchObject({ status: 409, body: { code: 'name_taken' } })
    expect(
      await upload('Actas', [
        { name: 'uno.txt', bytes: bytesOf('1') },
        { name: 'uno.txt', bytes: bytesOf('2') },
      ]),
    ).toMatchObject({ status: 409 })
    expect(await storedFiles()).toHaveLength(before)
  })

  it('holds the per-file limit, the files per upload and the company quota', async () => {
    const before = (await storedFiles()).length
    expect(await upload('', [{ name: 'grande.bin', bytes: new Uint8Array(MAX_FILE + 1) }])).toMatchObject({ status: 413, body: { code: 'file_too_large' } })
    const five = Array.from({ length: 5 }, (_, index) => ({ name: `f${index}.txt`, bytes: bytesOf('x') }))
    expect(await upload('', five)).toMatchObject({ status: 413, body: { code: 'too_many_files' } })
    // The quota: 400 KB; 60 KB files fit six times, the seventh does not.
    for (let index = 0; index < 6; index++) expect((await upload('', [{ name: `lleno-${index}.bin`, bytes: new Uint8Array(60 * 1024) }])).status).toBe(201)
    expect(await upload('', [{ name: 'lleno-7.bin', bytes: new Uint8Array(60 * 1024) }])).toMatchObject({ status: 413, body: { code: 'quota_exceeded' } })
    expect(await storedFiles()).toHaveLength(before + 6)
    for (let index = 0; index < 6; index++) expect((await api.call('admin', 'DELETE', `/api/downloads/item?${q({ path: `lleno-${index}.bin`, type: 'file' })}`)).status).toBe(204)
    expect(await storedFiles()).toHaveLength(before)
  })

  it('renames and moves files and folders, keeping names unique and folders out of themselves', async () => {
    await mkdir('Archivo')
    const renamed = await api.call('admin', 'PATCH', '/api/downloads/item', { path: 'Actas/2026/notas.txt', type: 'file', newName: 'Notas 2026.txt' })
    expect(renamed).toMatchObject({ status: 200, body: { path: 'Actas/2026/Notas 2026.txt' } })
    expect(await api.call('admin', 'PATCH', '/api/downloads/item', { path: 'Actas/2026/Notas 2026.txt', type: 'file', newName: 'guía de servicios.pdf' })).toMatchObject({
      status: 409,
    })
    expect(await api.call('admin', 'PATCH', '/api/downloads/item', { path: 'Actas/2026/Notas 2026.txt', type: 'file', newName: '../x' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_name' },
    })
    expect(await api.call('admin', 'PATCH', '/api/downloads/item', { path: 'Actas/2026/Notas 2026.txt', type: 'folder', newName: 'y' })).toMatchObject({ status: 404 })

    const moved = await api.call('admin', 'PUT', '/api/downloads/item/move', { path: 'Actas/2026', type: 'folder', destinationFolder: 'Archivo' })
    expect(moved).toMatchObject({ status: 200, body: { path: 'Archivo/2026' } })
    expect((await browse('admin', 'Archivo/2026')).body.items.map((item: { name: string }) => item.name)).toContain('Notas 2026.txt')
    expect(await api.call('admin', 'PUT', '/api/downloads/item/move', { path: 'Archivo', type: 'folder', destinationFolder: 'Archivo/2026/a' })).toMatchObject({
      status: 400,
      body: { code: 'move_into_itself' },
    })
    await mkdir('2026')
    expect(await api.call('admin', 'PUT', '/api/downloads/item/move', { path: 'Archivo/2026', type: 'folder', destinationFolder: '' })).toMatchObject({ status: 409 })
    const file = await api.call('admin', 'PUT', '/api/downloads/item/move', { path: 'Archivo/2026/Notas 2026.txt', type: 'file', destinationFolder: '2026' })
    expect(file).toMatchObject({ status: 200, body: { path: '2026/Notas 2026.txt' } })
  })

  it('deletes a folder with everything inside, bytes included', async () => {
    const before = (await storedFiles()).length
    expect((await api.call('admin', 'DELETE', `/api/downloads/item?${q({ path: 'Archivo', type: 'folder' })}`)).status).toBe(204)
    expect((await browse('admin', 'Archivo')).status).toBe(404)
    // "Guía de servicios.pdf" lived in Archivo/2026.
    expect(await storedFiles()).toHaveLength(before - 1)
    expect((await api.call('admin', 'DELETE', `/api/downloads/item?${q({ path: 'Archivo', type: 'folder' })}`)).status).toBe(404)
    // A request without its type, or with another, is the caller's mistake (found by the route fuzz test).
    expect(await api.call('admin', 'DELETE', `/api/downloads/item?${q({ path: '2026' })}`)).toMatchObject({ status: 400, body: { errors: { type: 'invalid' } } })
    expect((await api.call('admin', 'PATCH', '/api/downloads/item', { path: '2026', type: 'carpeta', newName: 'x' })).status).toBe(400)
  })
})

describe('/downloads: a stored file never runs in the app', () => {
  /** Uploads one file with the type its uploader claims, and fetches it back through its file-url link. */
  async function servedBack(name: string, type: string, content: string) {
    expect((await upload('Guías', [{ name, bytes: bytesOf(content), type }])).status).toBe(201)
    const link = await api.get('billing', `/api/downloads/file-url?${q({ path: `Guías/${name}` })}`)
    const file = await t.request(link.body.url)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe(content)
    return file.headers
  }

  it.each([
    ['página.html', 'text/html', '<script>parent.postMessage(localStorage.length, "*")</script>'],
    ['dibujo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['código.js', 'text/javascript', 'window.__ran = true'],
    ['disfrazado.pdf', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
  ])('serves an uploaded %s (%s) sandboxed, as an attachment of a type no browser runs', async (name, type, content) => {
    const headers = await servedBack(name, type, content)
    expect(headers.get('Content-Type')).toBe('application/octet-stream')
    expect(headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    // The route's own policy, not the app's (whose script-src 'self' such a file would satisfy).
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect(headers.get('Cache-Control')).toContain('no-store')
  })

  it.each([
    ['acta.pdf', 'application/pdf'],
    ['foto.png', 'image/png'],
    ['notas.txt', 'text/plain'],
    ['hoja.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('keeps the type of a known-safe %s, still sandboxed and as an attachment', async (name, type) => {
    const headers = await servedBack(name, type, 'contenido')
    expect(headers.get('Content-Type')).toMatch(new RegExp(`^${type.replace(/[.+]/g, '\\$&')}`))
    expect(headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
  })
})

describe('/downloads: who may do what', () => {
  it('lets any staff member read, only downloads.manage write, and no provider in', async () => {
    expect((await browse('billing', '')).status).toBe(200)
    expect(await mkdir('Nueva', '', 'billing')).toMatchObject({ status: 403 })
    expect((await upload('', [{ name: 'x.txt', bytes: bytesOf('x') }], 'billing')).status).toBe(403)
    expect((await api.call('billing', 'DELETE', `/api/downloads/item?${q({ path: '2026', type: 'folder' })}`)).status).toBe(403)
    expect((await browse('provider', '')).status).toBe(403)
    expect((await api.get('provider', '/api/downloads/folder-tree')).status).toBe(403)
    expect((await t.request('/api/downloads/browse')).status).toBe(401)
  })
})

describe('/downloads: paths stay inside Recursos', () => {
  const ATTEMPTS = [
    '..',
    '../',
    '../../etc/passwd',
    '2026/../..',
    '2026/./x',
    '/etc/passwd',
    '/',
    'C:/Windows',
    'c:\\windows',
    '2026\\..\\..',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fetc',
    '%252e%252e',
    '..%2f..%2f',
    '2026/%2E%2E',
    '．．',
    '2026/．．/x',
    '／etc',
    '2026//x',
    '2026/\u0000x',
    'a\nb',
    '2026/\u202egnp.exe',
    ' 2026',
    'x'.repeat(1025),
  ]

  it.each(ATTEMPTS)('refuses %j with 400 and a code on every call', async (attempt) => {
    const calls = [
      () => browse('admin', attempt),
      () => api.get('admin', `/api/downloads/file-info?${q({ path: attempt })}`),
      () => api.get('admin', `/api/downloads/file-url?${q({ path: attempt })}`),
      () => mkdir('x', attempt),
      () => api.call('admin', 'DELETE', `/api/downloads/item?${q({ path: attempt, type: 'folder' })}`),
      () => api.call('admin', 'PATCH', '/api/downloads/item', { path: attempt, type: 'folder', newName: 'x' }),
      () => api.call('admin', 'PUT', '/api/downloads/item/move', { path: '2026', type: 'folder', destinationFolder: attempt }),
      () => upload(attempt, [{ name: 'x.txt', bytes: bytesOf('x') }]),
    ]
    for (const call of calls) {
      const answer = await call()
      // "/" alone and paths that name the root differently are still refused: the root is "".
      expect(answer.status, attempt).toBe(400)
      expect(answer.body.code, attempt).toMatch(/^[a-z_]+$/)
    }
  })

  it.each(['..', '.', 'a/b', 'a\\b', '%2e%2e', '．．', 'x\u0007'])('refuses the name %j for a folder, a rename and an upload', async (name) => {
    expect((await mkdir(name)).status).toBe(400)
    expect((await api.call('admin', 'PATCH', '/api/downloads/item', { path: '2026', type: 'folder', newName: name })).status).toBe(400)
    expect((await upload('', [{ name, bytes: bytesOf('x') }])).status).toBe(400)
  })
})

describe('/downloads: the demo tree', () => {
  it('is seeded with folders and files whose bytes the start writes and the sweep keeps', async () => {
    const forms = await browse('admin', 'Formularios')
    expect(forms.body.items.map((item: { name: string }) => item.name)).toEqual(['2026', 'Formulario de consentimiento.pdf'])
    const storage = createFileStorage(t.config)
    await restoreSeedDownloads(t.db, storage)
    await sweepOrphanFiles(t.db, storage, new Date(Date.now() + 48 * 3600 * 1000))
    const link = await api.get('billing', `/api/downloads/file-url?${q({ path: 'Formularios/Formulario de consentimiento.pdf' })}`)
    const file = await t.request(link.body.url)
    expect(file.status).toBe(200)
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true)
  })
})
