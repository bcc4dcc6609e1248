import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { SessionUser } from '../app-env'
import { createApp } from '../app'
import { openDatabase } from '../db/client'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { createSessionCache } from './session-cache'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const user = (id: number): SessionUser => ({ id, email: `u${id}@example.com`, first_name: 'A', last_name: 'B', name: 'A B', provider_id: null })
const SESSION = '00000000-0000-4000-8000-000000000001'
const OTHER_SESSION = '00000000-0000-4000-8000-000000000002'

/** A cache on the test database, once it hears revocations (and so caches). */
async function listeningCache(options: Parameters<typeof createSessionCache>[1] = {}) {
  const cache = createSessionCache(t.db, options)
  await expect.poll(() => cache.caching).toBe(true)
  return cache
}

function countingLoad(answer: SessionUser | null) {
  const load = async () => {
    load.calls++
    return answer
  }
  load.calls = 0
  return load
}

describe('session cache', () => {
  it('asks the database once, then answers from memory', async () => {
    const cache = await listeningCache()
    const load = countingLoad(user(7))
    expect(await cache.user(SESSION, 7, load)).toEqual(user(7))
    expect(await cache.user(SESSION, 7, load)).toEqual(user(7))
    expect(load.calls).toBe(1)
  })

  it('never caches a session found dead, nor a session under another user id', async () => {
    const cache = await listeningCache()
    const dead = countingLoad(null)
    await cache.user(SESSION, 7, dead)
    await cache.user(SESSION, 7, dead)
    expect(dead.calls).toBe(2)
    const live = countingLoad(user(7))
    await cache.user(SESSION, 7, live)
    await cache.user(SESSION, 8, countingLoad(null))
    expect(await cache.user(SESSION, 8, countingLoad(null))).toBeNull()
  })

  it('forgets a revoked session, and every session of a revoked user', async () => {
    const cache = await listeningCache()
    const load = countingLoad(user(7))
    await cache.user(SESSION, 7, load)
    await cache.user(OTHER_SESSION, 7, load)
    cache.forget({ session: SESSION })
    await cache.user(SESSION, 7, load)
    await cache.user(OTHER_SESSION, 7, load)
    expect(load.calls).toBe(3)
    cache.forget({ user: 7 })
    await cache.user(SESSION, 7, load)
    await cache.user(OTHER_SESSION, 7, load)
    expect(load.calls).toBe(5)
  })

  it('does not store a lookup that was under way when a revocation happened', async () => {
    const cache = await listeningCache()
    let release!: () => void
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return user(7) // read before the revocation committed: stale by the time it answers
    }
    const lookup = cache.user(SESSION, 7, slow)
    cache.forget({ session: SESSION })
    release()
    await lookup
    const load = countingLoad(null)
    expect(await cache.user(SESSION, 7, load)).toBeNull()
    expect(load.calls).toBe(1)
  })

  it('asks the database again once an entry is older than its time to live', async () => {
    let clock = 0
    const cache = await listeningCache({ ttlMs: 1_000, now: () => clock })
    const load = countingLoad(user(7))
    await cache.user(SESSION, 7, load)
    clock = 999
    await cache.user(SESSION, 7, load)
    clock = 1_000
    await cache.user(SESSION, 7, load)
    expect(load.calls).toBe(2)
  })

  it('hears a revocation announced in a transaction once it commits, not when it rolls back', async () => {
    const cache = await listeningCache()
    const load = countingLoad(user(7))
    await cache.user(SESSION, 7, load)
    await t.db
      .transaction(async (tx) => {
        await cache.announce(tx, { session: SESSION })
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await cache.user(SESSION, 7, load)
    expect(load.calls).toBe(1)
    await t.db.transaction((tx) => cache.announce(tx, { session: SESSION }))
    await expect
      .poll(async () => {
        await cache.user(SESSION, 7, load)
        return load.calls
      })
      .toBeGreaterThan(1)
  })
})

describe('revocation with the session cached', () => {
  async function warm(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, accessToken: string) {
    for (let i = 0; i < 2; i++) {
      expect((await app.request('/api/users/user', { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(200)
    }
  }

  it('the server that signs a session out refuses it on the very next request', async () => {
    const pair = await t.login('terapeuta@example.com')
    await warm(t.app, pair.accessToken)
    expect((await t.authed('/api/auth/logout', pair.accessToken, { method: 'POST' })).status).toBe(204)
    expect((await t.authed('/api/users/user', pair.accessToken)).status).toBe(401)
  })

  it('a reused refresh token ends the cached session at once', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = (await (await t.refresh(first.refreshToken)).json()) as { accessToken: string; refreshToken: string }
    await t.refresh(second.refreshToken)
    await warm(t.app, second.accessToken)
    t.clock.advance(120) // seconds: past the grace window for a retried refresh
    const reuse = await t.refresh(first.refreshToken)
    expect(((await reuse.json()) as { code: string }).code).toBe('refresh_token_reused')
    const after = await t.authed('/api/users/user', second.accessToken)
    expect(after.status).toBe(401)
    expect(((await after.json()) as { code: string }).code).not.toBe('token_expired')
  })

  it('another server on the same database refuses it once the announcement arrives', async () => {
    // On PostgreSQL a second connection pool and listener, as another process would have.
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, dataDir: null }) : null
    try {
      const second = await createApp({ db: other?.db ?? t.db, config: t.config, now: t.clock.now })
      const pair = await t.login('terapeuta@example.com')
      await warm(second, pair.accessToken)
      expect((await t.authed('/api/auth/logout', pair.accessToken, { method: 'POST' })).status).toBe(204)
      await expect
        .poll(async () => (await second.request('/api/users/user', { headers: { Authorization: `Bearer ${pair.accessToken}` } })).status, {
          timeout: 2_000,
          interval: 5,
        })
        .toBe(401)
    } finally {
      await other?.close()
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)('stops caching while its listening connection is down, and starts again once it is back', async () => {
    const cache = await listeningCache()
    const load = countingLoad(user(7))
    await cache.user(SESSION, 7, load)
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    )
    await expect.poll(() => cache.caching).toBe(false)
    await cache.user(SESSION, 7, load)
    await cache.user(SESSION, 7, load)
    expect(load.calls).toBe(3)
    await expect.poll(() => cache.caching, { timeout: 5_000 }).toBe(true)
  })
})
