import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TokenPair } from '../src/domain/schemas/auth'

/**
 * The real server as a child process on a PGlite DATA_DIR, killed with SIGKILL right after its
 * last acknowledged answer: every write it acknowledged must be there after a restart.
 *
 * PGlite only: with TEST_DATABASE_URL the writes live in the PostgreSQL server, which this test
 * does not kill, so it would prove nothing about PostgreSQL and only repeat the PGlite run.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
let folder: string
let child: ChildProcess | undefined
let output = ''

async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

/** Starts `node --import tsx server/index.ts` and resolves with its base URL once it answers. */
async function startServer(): Promise<string> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(folder, 'data'), STATIC_DIR: path.join(folder, 'static'), PORT: String(port) }
  delete env.DATABASE_URL
  delete env.JWT_SECRET
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child = started
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}:\n${output}`)
    const answer = await fetch(`${base}/api/public/timestamp`).catch(() => null)
    if (answer?.ok) return base
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not answer within 60 s:\n${output}`)
}

async function kill() {
  const running = child
  if (!running || running.exitCode !== null || running.signalCode !== null) return
  const exited = once(running, 'exit')
  running.kill('SIGKILL')
  await exited
}

function post(base: string, route: string, body: unknown) {
  return fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

async function okJson<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bitacora-durability-'))
  await mkdir(path.join(folder, 'static'))
})
afterAll(async () => {
  await kill()
  await rm(folder, { recursive: true, force: true })
})

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('durability of acknowledged writes (PGlite on disk)', () => {
  it('keeps every acknowledged sign-in and refresh rotation across a SIGKILL', { timeout: 120_000 }, async () => {
    let base = await startServer()

    const sessions: TokenPair[] = []
    for (const email of ['oficina@example.com', 'terapeuta@example.com', 'supervisor@example.com']) {
      sessions.push(await okJson<TokenPair>(await post(base, '/api/auth/login', { email, password: 'demo1234' })))
    }
    const rotations = [sessions[1]!]
    for (let turn = 0; turn < 3; turn++) {
      const latest = rotations[rotations.length - 1]!
      rotations.push(await okJson<TokenPair>(await post(base, '/api/auth/token', { refreshToken: latest.refreshToken })))
    }
    // No grace period: the process dies the moment the last answer is in.
    await kill()

    base = await startServer()
    // The sessions and the signing secret survived: every access token still identifies its user.
    for (const [index, email] of ['oficina@example.com', 'terapeuta@example.com', 'supervisor@example.com'].entries()) {
      const me = await fetch(`${base}/api/users/user`, { headers: { Authorization: `Bearer ${sessions[index]!.accessToken}` } })
      expect((await okJson<{ email: string }>(me)).email).toBe(email)
    }
    // The last rotation's new token was stored...
    const last = rotations[rotations.length - 1]!
    await okJson<TokenPair>(await post(base, '/api/auth/token', { refreshToken: last.refreshToken }))
    // ...and the token it replaced was marked spent: presenting it again is a reuse.
    const previous = rotations[rotations.length - 2]!
    const reuse = await post(base, '/api/auth/token', { refreshToken: previous.refreshToken })
    expect(reuse.status).toBe(401)
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_reused' })
  })
})
