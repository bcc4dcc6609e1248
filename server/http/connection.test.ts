import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BODY_LIMIT } from '../app'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Over a real socket, as a browser uses it: Node's fetch keeps the connection and sends the next
 * request on it. A body refused before it was read must not be taken for that next request.
 */
let t: TestApp
let server: ServerType
let base: string

beforeAll(async () => {
  t = await createTestApp()
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

describe('a refused oversized body', () => {
  it('closes its connection, so the next request on a reused one still works', async () => {
    const big = JSON.stringify({ email: 'terapeuta@example.com', password: 'x'.repeat(2 * DEFAULT_BODY_LIMIT) })
    for (let round = 0; round < 3; round++) {
      const refused = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big })
      expect(refused.status).toBe(413)
      expect(refused.headers.get('Connection')).toBe('close')
      expect(((await refused.json()) as { code: string }).code).toBe('payload_too_large')
      const next = await fetch(`${base}/api/public/company`)
      expect(next.status).toBe(200)
      await next.arrayBuffer()
    }
  })
})
