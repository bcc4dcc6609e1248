import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DOWNLOADS_LIMITS } from '../config'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/** The per-file limit at its real size (50 MiB), with the app's default limits. */
let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = await officeClient(t).token('admin')
})
afterAll(() => t?.close())

const MAX = DEFAULT_DOWNLOADS_LIMITS.maxFileBytes
const CHUNK = new Uint8Array(1024 * 1024)

/**
 * POST /downloads/upload of one file of `size` zero bytes, as a browser sends it (multipart, with
 * its Content-Length), generated as it is read: no 50 MiB buffer is ever allocated.
 */
function uploadOfSize(name: string, size: number) {
  const boundary = 'limite-de-prueba'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="targetPath"\r\n\r\nGuías\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(head),
    pull: (controller) => {
      if (sent === size) {
        controller.enqueue(tail)
        controller.close()
        return
      }
      const length = Math.min(CHUNK.length, size - sent)
      sent += length
      controller.enqueue(CHUNK.subarray(0, length))
    },
  })
  return t.authed('/api/downloads/upload', token, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + size + tail.length) },
  } as RequestInit)
}

describe('/downloads: the per-file limit', () => {
  it('is 50 MiB, as docs/configuration.md says', () => {
    expect(MAX).toBe(50 * 1024 * 1024)
  })

  it('accepts a file of exactly 50 MiB', async () => {
    const answer = await uploadOfSize('exacto.pdf', MAX)
    expect(answer.status, await answer.clone().text()).toBe(201)
    expect(await answer.json()).toMatchObject({ items: [{ name: 'exacto.pdf', size: MAX }] })
  })

  it('refuses a file of 50 MiB and one byte with 413', async () => {
    const answer = await uploadOfSize('excedido.pdf', MAX + 1)
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({ code: 'file_too_large' })
    expect(answer.headers.get('Connection')).toBe('close')
  })
})
