import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, gt, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planGuestLinks, serviceFormGuestLinks } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  await writeFile(path.join(t.config.staticDir, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(path.join(t.config.staticDir, 'login.html'), '<!doctype html><html><head><title>login</title></head></html>')
  await writeFile(path.join(t.config.staticDir, 'guest.html'), '<!doctype html><title>guest</title><p>página de invitados</p>')
  await mkdir(path.join(t.config.staticDir, 'assets'))
  await writeFile(path.join(t.config.staticDir, 'assets', 'index-abc123.js'), 'export {}')
})
afterAll(() => t?.close())

/** A live guest link of the seed, as its parent or teacher would have it. */
async function liveUuid(table: typeof planGuestLinks | typeof serviceFormGuestLinks): Promise<string> {
  const [row] = await t.db
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(isNull(table.revoked_at), gt(table.expires_at, t.clock.now())))
    .limit(1)
  if (!row) throw new Error('the seed has no live guest link')
  return row.uuid
}

const cacheOf = (response: Response) => response.headers.get('Cache-Control')

describe('Cache-Control: answers about people are never stored', () => {
  it.each(['/api/users', '/api/providers', '/api/students?page=1', '/api/user-tasks/forms/customers', '/api/does-not-exist'])('no-store on the signed-in answer of %s', async (url) => {
    const response = await t.authed(url, await api.token('admin'))
    expect(cacheOf(response), `${url} answered ${response.status}`).toBe('no-store')
  })

  it('no-store on the sign-in answer, which carries the tokens', async () => {
    const response = await t.attemptLogin('oficina@example.com', 'demo1234')
    expect(response.status).toBe(200)
    expect(cacheOf(response)).toBe('no-store')
  })

  it('no-store on the guest views of a plan and a service form, answered or refused', async () => {
    const plan = await t.request(`/api/public/intervention-plans/${await liveUuid(planGuestLinks)}`)
    expect(plan.status).toBe(200)
    expect(cacheOf(plan)).toBe('no-store')
    const form = await t.request(`/api/public/service-forms/${await liveUuid(serviceFormGuestLinks)}`)
    expect(form.status).toBe(200)
    expect(cacheOf(form)).toBe('no-store')
    expect(cacheOf(await t.request('/api/public/service-forms/6f1c2a8e-1d3b-4c5d-9e7f-0a1b2c3d4e5f'))).toBe('no-store')
  })

  it('no-store on the guest pages themselves (their address is the secret)', async () => {
    const page = await t.request(`/guest/intervention-plans/${await liveUuid(planGuestLinks)}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('página de invitados')
    expect(cacheOf(page)).toBe('no-store')
    expect(cacheOf(await t.request(`/guest/service-forms/${await liveUuid(serviceFormGuestLinks)}`))).toBe('no-store')
  })
})

describe('Cache-Control: what anyone may read keeps its caching', () => {
  it.each(['/api/public/company', '/api/public/services', '/api/public/genders', '/api/public/intervention-plans/periods', '/api/public/intervention-plans/progress-levels'])(
    '%s is not no-store',
    async (url) => {
      const response = await t.request(url)
      expect(response.status).toBe(200)
      expect(cacheOf(response) ?? '').not.toContain('no-store')
    },
  )

  it('built assets stay cached for good, the app and login pages revalidated', async () => {
    expect(cacheOf(await t.request('/assets/index-abc123.js'))).toBe('public, max-age=31536000, immutable')
    for (const page of ['/', '/students', '/login', '/login.html']) expect(cacheOf(await t.request(page)), page).toBe('no-cache')
  })
})
