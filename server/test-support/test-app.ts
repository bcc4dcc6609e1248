import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TokenPair } from '../../src/domain/schemas/auth'
import { createApp } from '../app'
import { readConfig, type ServerConfig } from '../config'
import { openDatabase } from '../db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../seed'

/**
 * A fixed instant far from the wall clock (10:00 in Puerto Rico on a school day), so a test that
 * passes only because some code reads Date.now() instead of the injected clock is caught.
 */
export const TEST_NOW = new Date('2026-03-10T14:00:00Z')

/** The clock the app reads; tests move it instead of waiting. */
export interface TestClock {
  now: () => Date
  set: (instant: Date | string) => void
  advance: (seconds: number) => void
}

export function createClock(start: Date = TEST_NOW): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime()
    },
    advance: (seconds) => {
      current += seconds * 1000
    },
  }
}

export interface TestAppOptions {
  /** Environment variables for readConfig, e.g. { ACCESS_TOKEN_TTL_SECONDS: '2' }. */
  env?: Record<string, string>
  /** Fields set on the config after reading it (e.g. brandingDirs). */
  config?: Partial<ServerConfig>
  now?: Date
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A fresh, migrated and seeded database with the app on top, called in-process. In-memory PGlite
 * by default; with TEST_DATABASE_URL, a database of its own on that PostgreSQL server, dropped
 * by close(), so test files running in parallel never see each other's rows.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const clock = createClock(options.now)
  const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL)
  const handle = await openDatabase({ url: scratch?.url, dataDir: null }).catch(async (error: unknown) => {
    // close() is never reached when beforeAll fails: do not leave the database behind.
    await scratch?.drop()
    throw error
  })
  await seedIfEmpty(handle.db, clock.now())
  // An empty folder of its own for DATA_DIR and STATIC_DIR, so the repository's data and build
  // never leak into a test.
  const folder = await mkdtemp(path.join(tmpdir(), 'bitacora-test-'))
  const config: ServerConfig = {
    ...readConfig({ DATA_DIR: path.join(folder, 'data'), STATIC_DIR: folder, ...options.env }),
    ...options.config,
  }
  const app = await createApp({ db: handle.db, config, now: clock.now })

  async function request(path: string, init: RequestInit = {}) {
    return app.request(path, init)
  }

  /** POST /api/auth/login, whatever the answer. */
  async function attemptLogin(email: string, password: string, headers: Record<string, string> = {}) {
    return request('/api/auth/login', postJson({ email, password }, headers))
  }

  /** Signs in and returns the token pair, failing loudly if the sign-in did not succeed. */
  async function login(email: string, password: string = DEMO_PASSWORD): Promise<TokenPair> {
    const response = await attemptLogin(email, password)
    if (response.status !== 200) throw new Error(`login ${email} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as TokenPair
  }

  return {
    app,
    db: handle.db,
    engine: handle.engine,
    config,
    clock,
    request,
    attemptLogin,
    login,
    /** GET (or any init) with a bearer token. */
    authed: (path: string, accessToken: string, init: RequestInit = {}) =>
      request(path, { ...init, headers: { ...headersOf(init), Authorization: `Bearer ${accessToken}` } }),
    refresh: (refreshToken: string) => request('/api/auth/token', postJson({ refreshToken })),
    close: async () => {
      await handle.close()
      await scratch?.drop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries())
}

/** CREATE DATABASE bt_<random> on the server of `adminUrl`; drop() removes it again. */
async function scratchDatabase(adminUrl: string | undefined) {
  if (!adminUrl) return null
  const name = `bt_${randomBytes(6).toString('hex')}`
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
