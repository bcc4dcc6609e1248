import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import type { TokenPair } from '../../src/domain/schemas/auth'
import { createApp } from '../app'
import { readConfig, type ServerConfig } from '../config'
import { openDatabase } from '../db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../seed'
import { stopJobs } from '../jobs/runner'
import { databaseUrl, scratchName, withClient } from './template'
import { createClock, TEST_NOW } from './test-clock'

export { createClock, TEST_NOW, type TestClock } from './test-clock'

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
  // The run's template was seeded at TEST_NOW; a test that needs another seed day seeds its own.
  const useTemplate = options.now === undefined || options.now.getTime() === TEST_NOW.getTime()
  const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL, useTemplate ? inject('postgresTemplate') : null)
  const pgliteTemplate = useTemplate && !scratch ? inject('pgliteTemplate') : null
  const template = pgliteTemplate ? new Blob([new Uint8Array(await readFile(pgliteTemplate))]) : undefined
  const handle = await openDatabase({ url: scratch?.url, dataDir: null, template }).catch(async (error: unknown) => {
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

  /** In-process, but as a client sends it on the wire: a string body declares its length. */
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (typeof init.body === 'string' && !headers.has('Content-Length')) headers.set('Content-Length', String(Buffer.byteLength(init.body)))
    return app.request(path, { ...init, headers })
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
    /** PostgreSQL only: this test's database, for a second connection as another server would open. */
    databaseUrl: scratch?.url,
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
      await stopJobs(handle.db)
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

/**
 * CREATE DATABASE bt_<random> on the server of `adminUrl` (a copy of `template` when given);
 * drop() removes it again.
 */
async function scratchDatabase(adminUrl: string | undefined, template: string | null) {
  if (!adminUrl) return null
  const name = scratchName()
  await withClient(adminUrl, (client) => client.query(template ? `create database ${name} template ${template}` : `create database ${name}`))
  return {
    url: databaseUrl(adminUrl, name),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}
