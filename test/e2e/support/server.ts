import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { confirmDemoSpecialties } from './demo-state'

/**
 * The real server (as `npm start` runs it) in a child process, on a free port, on a fresh PGlite
 * database of its own, serving the build in `staticDir`. The suite's shared server is one of
 * these (global-setup.ts); a test that needs the demo data exactly as seeded starts its own.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const E2E_BUILD_DIR = path.join(REPO_ROOT, '.tmp', 'e2e', 'dist')
// Migrations, the seed and the job runner on a busy 2-core machine have taken over 60 s.
const STARTUP_TIMEOUT_MS = 180_000

export interface TestServer {
  baseUrl: string
  logFile: string
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8')
  } catch {
    return '(no log)'
  }
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  let lastError: unknown
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during startup (${child.exitCode ?? child.signalCode}). Log:\n${readLog(logFile)}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/public/company`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer ${baseUrl}/api/public/company within ${STARTUP_TIMEOUT_MS / 1000} s (${String(lastError)}). Log:\n${readLog(logFile)}`)
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // SIGTERM lets the server close PGlite cleanly (server/index.ts closeOnSignals).
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export async function startTestServer(options: { staticDir?: string; keepData?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bitacora-e2e-'))
  const logFile = path.join(workDir, 'server.log')
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: options.staticDir ?? E2E_BUILD_DIR,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const stop = async () => {
    await stopChild(child)
    if (!options.keepData) rmSync(workDir, { recursive: true, force: true })
  }
  try {
    await waitUntilServing(baseUrl, child, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, logFile, stop }
}

/** A server of the test file's own (started before its tests, stopped after), e.g. with short token lifetimes. */
export function useServer(options: { env?: Record<string, string> } = {}): { readonly baseUrl: string } {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer({ env: options.env })
    await confirmDemoSpecialties(server.baseUrl)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })
  return {
    get baseUrl() {
      if (!server) throw new Error('The server is only available inside a test')
      return server.baseUrl
    },
  }
}
