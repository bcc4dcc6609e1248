import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { securityHeaders } from './security-headers'
import { SANDBOX_CSP } from './stored-file'

let t: TestApp
let behindProxy: TestApp

beforeAll(async () => {
  t = await createTestApp()
  behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } })
  await writeFile(path.join(t.config.staticDir, 'index.html'), '<!doctype html><title>x</title>')
})
afterAll(async () => {
  await t?.close()
  await behindProxy?.close()
})

describe('browser security headers', () => {
  it.each(['/api/public/company', '/api/does-not-exist', '/', '/login'])('are on %s, answers and errors alike', async (url) => {
    const response = await t.request(url)
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('add HSTS only when the request came over HTTPS (directly, or said so by a trusted proxy)', async () => {
    expect((await t.request('https://bitacora.example/api/public/company')).headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } }
    expect((await behindProxy.request('/api/public/company', forwarded)).headers.get('Strict-Transport-Security')).toMatch(/max-age/)
    // Without a trusted proxy, the header is the client's own claim.
    expect((await t.request('/api/public/company', forwarded)).headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('give GET / the same Cache-Control as /index.html', async () => {
    const root = await t.request('/')
    const index = await t.request('/index.html')
    expect(root.status).toBe(200)
    expect(root.headers.get('Cache-Control')).toBe('no-cache')
    expect(root.headers.get('Cache-Control')).toBe(index.headers.get('Cache-Control'))
  })
})

describe("a route's own Content-Security-Policy", () => {
  const policyOf = async (routePolicy: string) => {
    const app = new Hono().use(securityHeaders({ trustProxy: false })).get('/', (c) => c.text('x', 200, { 'Content-Security-Policy': routePolicy }))
    return (await app.request('/')).headers.get('Content-Security-Policy')
  }

  it('survives the app-wide headers when it allows nothing (a stored file sandboxes itself)', async () => {
    expect(await policyOf(SANDBOX_CSP)).toBe(SANDBOX_CSP)
    expect(await policyOf("default-src 'none'; frame-ancestors 'none'; sandbox")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
  })

  it("is replaced by the app's when it would allow anything: a route can only be stricter", async () => {
    for (const looser of ["default-src 'none'; script-src 'self'", "default-src *; sandbox", "default-src 'none'; sandbox allow-scripts", 'sandbox']) {
      expect(await policyOf(looser), looser).toContain("script-src 'self'; style-src")
    }
  })
})
