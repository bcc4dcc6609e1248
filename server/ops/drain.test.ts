import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { openDatabase } from '../db/client'
import { ROOT } from '../paths'
import { DEMO_PASSWORD } from '../seed'

/**
 * A graceful stop, on the real server in a child process (as `npm start` runs it): slow
 * requests already sent when SIGTERM arrives are all answered in full — including those the
 * busy process had not even accepted yet — then it exits cleanly. PGlite only (the child opens
 * a data folder made from the run's template).
 */
const onPglite = !process.env.TEST_DATABASE_URL
let folder: string
let child: ChildProcess
let port: number
let output = ''

async function serving(): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`)
    const found = /escuchando en http:\/\/localhost:(\d+)/.exec(output)
    if (found) {
      port = Number(found[1])
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** GET with its request written whole before this resolves: the bytes are on their way. */
function sent(route: string, token: string): Promise<Promise<{ status: number; body: Buffer }>> {
  return new Promise((resolveSent, rejectSent) => {
    const answer = new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: route, headers: { Authorization: `Bearer ${token}` }, agent: false }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(parts) }))
        response.on('error', reject)
      })
      outgoing.on('error', (error) => {
        reject(error)
        rejectSent(error)
      })
      outgoing.on('finish', () => resolveSent(answer))
      outgoing.end()
    })
    answer.catch(() => undefined)
  })
}

beforeAll(async () => {
  if (!onPglite) return
  folder = await mkdtemp(path.join(tmpdir(), 'bitacora-drain-'))
  const dataDir = path.join(folder, 'data')
  const seeded = await openDatabase({ dataDir, template: new Blob([new Uint8Array(await readFile(inject('pgliteTemplate')!))]) })
  await seeded.close()
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const free = (probe.address() as { port: number }).port
  await new Promise((resolve) => probe.close(resolve))
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(free), DATA_DIR: dataDir, STATIC_DIR: folder, DATABASE_URL: '', LOG_LEVEL: 'info', VITEST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (part: Buffer) => (output += part.toString()))
  child.stderr!.on('data', (part: Buffer) => (output += part.toString()))
  await serving()
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe.runIf(onPglite)('SIGTERM with slow requests in flight', () => {
  it('answers every request already sent, in full, refuses new connections, and exits 0', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }) })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const answers = await Promise.all(Array.from({ length: 4 }, () => sent('/api/students/records.pdf?page_size=100', accessToken)))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')

    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(200)
      expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-')
      expect(answer.body.subarray(-8).toString()).toContain('%%EOF')
    }
    // A busy process may finish the four answers before it handles the signal: new connections
    // are refused from the moment it starts draining.
    while (!output.includes('"msg":"draining"')) {
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
    expect(await exited).toBe(0)
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.find((line) => line.msg === 'draining')).toBeDefined()
    expect(lines.find((line) => line.msg === 'stopped')).toMatchObject({ connections_cut: 0 })
    expect(lines.filter((line) => line.msg === 'request' && line.route === '/api/students/records.pdf').map((line) => line.status)).toEqual([200, 200, 200, 200])
  }, 120_000)
})
