import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_BODY_LIMIT } from '../app'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'
import { errorResponse } from './errors'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

/** An error answer as the API promises it: JSON, code and message, nothing else, no internals. */
async function expectErrorBody(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  const text = await response.text()
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
  const body = JSON.parse(text) as Record<string, unknown>
  expect(Object.keys(body).filter((key) => !['code', 'message', 'errors'].includes(key))).toEqual([])
  expect(body.code).toEqual(code ?? expect.stringMatching(/^[a-z_]+$/))
  expect(body.message).toEqual(expect.any(String))
  return body
}

describe('API errors', () => {
  it('answers 404 not_found for an unknown /api path, whatever the method', async () => {
    await expectErrorBody(await t.request('/api/no-such-thing'), 404, 'not_found')
    await expectErrorBody(await t.request('/api/public/no-such-list'), 404, 'not_found')
    await expectErrorBody(await t.request('/api/no-such-thing', postJson({})), 404, 'not_found')
  })

  it('answers 413 payload_too_large for a body over 1 MB, declared or streamed', async () => {
    const body = JSON.stringify({ email: 'terapeuta@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) })
    const declared = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    })
    await expectErrorBody(declared, 413, 'payload_too_large')
    // Without Content-Length the limit must still hold while reading.
    await expectErrorBody(await t.request('/api/auth/login', postJson(JSON.parse(body))), 413, 'payload_too_large')
  })

  it('never answers 500 to a login body that is not JSON: 415 for another type, 400 for JSON that is not an object', async () => {
    const bodies: Array<[string, string, number]> = [
      ['application/x-www-form-urlencoded', 'email=terapeuta%40example.com&password=demo1234', 415],
      ['text/plain', 'hola', 415],
      ['application/json', '"just a string"', 400],
      ['application/json', 'null', 400],
      ['application/json', '[1, 2]', 400],
      ['application/json', '', 400],
      ['application/json; charset=utf-8', '{"email": 1}', 422],
    ]
    for (const [type, body, status] of bodies) {
      const response = await t.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': type }, body })
      await expectErrorBody(response, status)
    }
    const multipart = new FormData()
    multipart.set('email', 'terapeuta@example.com')
    await expectErrorBody(await t.request('/api/auth/login', { method: 'POST', body: multipart }), 415, 'unsupported_media_type')
  })

  it('never answers 500 to malformed percent-encoding in a path or query', async () => {
    for (const target of ['/api/%E0%A4%A', '/api/public/academic-years?deltas=%E0%A4%A', '/%E0%A4%A.js', '/%E0%A4%A']) {
      // (The test's STATIC_DIR holds no build, so a client route may answer 503 "not built".)
      expect((await t.request(target)).status, target).not.toBe(500)
    }
  })

  it('keeps the same shape for 401, 422 and 400', async () => {
    await expectErrorBody(await t.request('/api/users/user'), 401, 'unauthenticated')
    const invalid = await expectErrorBody(await t.request('/api/auth/login', postJson({ email: 'x' })), 422, 'validation_failed')
    expect(invalid.errors).toEqual(expect.objectContaining({ email: 'invalid_email' }))
    await expectErrorBody(await t.request('/api/public/academic-years?deltas=uno'), 422, 'validation_failed')
  })
})

describe('errorResponse', () => {
  it('answers an unexpected error with a bare 500, logging it but never sending its details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const app = new Hono()
      .get('/boom', () => {
        throw new Error('connection string postgres://secret@db')
      })
      .get('/hono', () => {
        throw new HTTPException(401, { message: 'Sin credenciales' })
      })
    app.onError(errorResponse)

    const body = await expectErrorBody(await app.request('/boom'), 500, 'internal_error')
    expect(JSON.stringify(body)).not.toContain('secret')
    expect(log).toHaveBeenCalledOnce()
    await expectErrorBody(await app.request('/hono'), 401, 'unauthenticated')
    log.mockRestore()
  })

  it('logs a failed query by request id, route and SQLSTATE, never its parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = new Hono()
    app.onError(errorResponse)
    app.use('*', requestId())
    app.post('/sessions/:id', async () => {
      await t.db.execute(sql`select ${'notas privadas de marisol@example.com'}::int, ${'203.0.113.9'}::inet`)
      return new Response(null)
    })
    const response = await app.request('/sessions/123', { method: 'POST' })
    await expectErrorBody(response, 500, 'internal_error')
    const line = log.mock.calls.map((call) => call.join(' ')).join('\n')
    expect(line).toContain(`request=${response.headers.get('X-Request-Id')}`)
    expect(line).toContain('route=/sessions/:id')
    expect(line).toMatch(/database 22P02/)
    expect(line).not.toMatch(/marisol|notas|203\.0\.113/)
    log.mockRestore()
  })
})
