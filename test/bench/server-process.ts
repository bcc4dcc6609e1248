import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'bitacora-bench-'))
}

/** Polls until `url` answers 2xx; resolves with the milliseconds it took from `startedAt`. */
export async function waitForAnswer(url: string, startedAt: number, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - startedAt < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return performance.now() - startedAt
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface StartedProcess {
  child: ChildProcess
  url: string
  /** Milliseconds from spawn to the first answer of /api/public/company. */
  startupMs: number
  stop: () => Promise<void>
}

/**
 * Starts `npm start`'s entry (server/start.mjs: the built server, built first when stale) the
 * way the README does, on its own port.
 */
export async function startApp(env: Record<string, string>, timeoutMs = 60_000): Promise<StartedProcess> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const startupMs = await waitForAnswer(`${url}/api/public/company`, startedAt, timeoutMs)
  return {
    child,
    url,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
