import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Saves that carry files are held in memory while read: one at a time per person, three in all.
 * A body still arriving keeps its place, so the test sends bodies that it finishes when it wants.
 */
let t: TestApp
const tokens: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  for (const email of ['terapeuta@example.com', 'terapeuta2@example.com', 'supervisor@example.com', 'oficina@example.com']) {
    tokens.push((await t.login(email)).accessToken)
  }
})
afterAll(() => t?.close())

/** A PATCH declared at 2 MB (so counted as large) whose body arrives only when finish() is called. */
function slowUpload(token: string) {
  let finish!: () => void
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"license_number": '))
      finish = () => {
        controller.enqueue(new TextEncoder().encode('"X-1"}'))
        controller.close()
      }
    },
  })
  const response = t.request('/api/provider-specialties/2147483647', {
    method: 'PATCH',
    body,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(2_000_000), Authorization: `Bearer ${token}` },
    duplex: 'half',
  } as RequestInit)
  return { response, finish: () => finish() }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('large uploads at once', () => {
  it('refuses a second one from the same person with 429 and Retry-After until the first is read', async () => {
    const first = slowUpload(tokens[0]!)
    await settle()
    const second = await slowUpload(tokens[0]!).response
    expect(second.status).toBe(429)
    expect(second.headers.get('Retry-After')).toBe('5')
    expect(((await second.json()) as { code: string }).code).toBe('too_many_uploads')
    first.finish()
    expect((await first.response).status).toBe(404)
    const third = slowUpload(tokens[0]!)
    third.finish()
    expect((await third.response).status).toBe(404)
  })

  it('lets three people upload at once and refuses a fourth; small bodies always pass', async () => {
    const running = tokens.slice(0, 3).map((token) => slowUpload(token))
    await settle()
    expect((await slowUpload(tokens[3]!).response).status).toBe(429)
    const small = await t.authed('/api/provider-specialties/2147483647', tokens[3]!, {
      method: 'PATCH',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
    })
    expect(small.status).toBe(404)
    for (const upload of running) upload.finish()
    for (const upload of running) expect((await upload.response).status).toBe(404)
  })

  it('refuses a file-carrying body of undeclared length with 411 before reading it', async () => {
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) })
    const response = await t.request('/api/provider-specialties/1', {
      method: 'PATCH',
      body,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[0]}` },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(411)
    expect(response.headers.get('Connection')).toBe('close')
  })
})
