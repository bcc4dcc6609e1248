import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { S3Config } from '../config'
import { multipart, officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { s3Client, s3FileStorage } from './s3-storage'
import type { FileStorage } from './storage'

/**
 * The S3 leg of file storage against a real S3-compatible server (s3rver, started here on a free
 * port with a bucket in a temporary folder): the same calls as local disk, a streamed upload of
 * unknown length read back byte for byte, presigned links, and the downloads manager on top.
 */

let server: S3rver
let folder: string
let config: S3Config
let storage: FileStorage

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bitacora-s3-'))
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: 'bitacora', configs: [] }] })
  const address = (await server.run()) as AddressInfo
  config = {
    bucket: 'bitacora',
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  storage = s3FileStorage(config)
})
afterAll(async () => {
  await server?.close()
  await rm(folder, { recursive: true, force: true })
})

/** A stream of `bytes` in uneven chunks, with no length known in advance (as a multipart part arrives). */
function chunked(bytes: Buffer): Readable {
  let offset = 0
  return new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null)
      const size = 1 + Math.floor(Math.random() * 200_000)
      this.push(bytes.subarray(offset, offset + size))
      offset += size
    },
  })
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

describe('S3-compatible file storage', () => {
  it('puts, gets, lists and deletes under the same keys as local disk', async () => {
    await storage.put('attachments/uno', new Uint8Array([1, 2, 3]))
    expect(await storage.get('attachments/uno')).toEqual(new Uint8Array([1, 2, 3]))
    const keys: (string | null)[] = []
    for await (const item of storage.list()) keys.push(item.key)
    expect(keys).toContain('attachments/uno')
    await storage.delete('attachments/uno')
    expect(await storage.get('attachments/uno')).toBeNull()
    expect(await storage.getStream('attachments/uno')).toBeNull()
    await expect(storage.put('../fuera', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
  })

  it.each([
    ['small (one PUT)', 300_000],
    ['large (several parts)', 12 * 1024 * 1024 + 12_345],
  ])('stores a streamed upload of unknown length byte for byte: %s', async (_label, size) => {
    const bytes = randomBytes(size)
    expect(await storage.putStream('downloads/stream', chunked(bytes))).toBe(size)
    const back = await storage.getStream('downloads/stream')
    expect(back?.size).toBe(size)
    const read = await readAll(back!.stream)
    expect(read.length).toBe(size)
    expect(read.equals(bytes)).toBe(true)
  })

  // With the SDK's default checksums, s3rver stores this body with the aws-chunked framing inside
  // (300 054 bytes for 300 000, no error): checked by hand on 2026-11-25. lib-storage's parts are
  // buffers and escape it, but any streamed PUT through our client must not.
  it('the configured client stores a streamed PUT byte for byte (checksums only when required)', async () => {
    const client = s3Client(config)
    const bytes = randomBytes(300_000)
    await client.send(new PutObjectCommand({ Bucket: 'bitacora', Key: 'downloads/put-stream', Body: chunked(bytes), ContentLength: bytes.length }))
    const back = await client.send(new GetObjectCommand({ Bucket: 'bitacora', Key: 'downloads/put-stream' }))
    const read = Buffer.from(await back.Body!.transformToByteArray())
    expect(read.length).toBe(bytes.length)
    expect(read.equals(bytes)).toBe(true)
    await storage.delete('downloads/put-stream')
  })

  it('gives a presigned link that downloads the file with its name', async () => {
    await storage.put('downloads/link', new TextEncoder().encode('contenido'))
    const url = await storage.directUrl('downloads/link', 'Guía.pdf', 60)
    const answer = await fetch(url!)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('contenido')
    expect(answer.headers.get('Content-Disposition')).toContain("UTF-8''Gu%C3%ADa.pdf")
  })
})

describe('the downloads manager on S3', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { s3: config } })
  })
  afterAll(() => t?.close())

  it('uploads through the API into the bucket and hands out a presigned file-url', async () => {
    const api = officeClient(t)
    const bytes = randomBytes(2 * 1024 * 1024 + 7)
    const form = new FormData()
    form.set('targetPath', '')
    form.append('files', new Blob([bytes]), 'informe.bin')
    const upload = await t.authed('/api/downloads/upload', await api.token('admin'), await multipart(form))
    expect(upload.status).toBe(201)
    const link = await api.get('admin', '/api/downloads/file-url?path=informe.bin')
    expect(link.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bitacora\/downloads\//)
    const file = Buffer.from(await (await fetch(link.body.url)).arrayBuffer())
    expect(file.equals(bytes)).toBe(true)
    expect((await api.call('admin', 'DELETE', '/api/downloads/item?path=informe.bin&type=file')).status).toBe(204)
    const keys: (string | null)[] = []
    for await (const item of s3FileStorage(config).list()) keys.push(item.key)
    expect(keys.filter((key) => key?.startsWith('downloads/') && key !== 'downloads/stream' && key !== 'downloads/link')).toEqual([])
  })
})
