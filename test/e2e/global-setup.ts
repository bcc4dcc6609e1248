import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { buildApp, buildIsStale } from '../../server/build'

/**
 * The browser suite's one server: the built app and the real API on a fresh PGlite database,
 * in a child process (as `npm start` runs it), on a free port. Tests read its address with
 * `inject('baseUrl')`.
 *
 * The build goes to .tmp/e2e/dist, not dist/, so a run never replaces the build that someone's
 * `npm start` is serving. It is rebuilt when missing or older than its sources (as server/start.ts
 * decides); E2E_SKIP_BUILD=1 uses whatever build is there.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const buildDir = path.join(root, '.tmp', 'e2e', 'dist')
const STARTUP_TIMEOUT_MS = 60_000

let server: ChildProcess | undefined
let workDir: string | undefined

function buildForTests(): void {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`E2E_SKIP_BUILD=1 but there is no build at ${buildDir}`)
    return
  }
  if (!buildIsStale(buildDir)) return
  const started = Date.now()
  buildApp(buildDir)
  console.log(`[e2e] app built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, buildDir)}`)
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

function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8')
  } catch {
    return '(no log)'
  }
}

async function stopServer(): Promise<void> {
  const child = server
  server = undefined
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // SIGTERM lets the server close PGlite cleanly (server/index.ts closeOnSignals).
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

export async function setup(project: TestProject): Promise<void> {
  buildForTests()

  workDir = mkdtempSync(path.join(tmpdir(), 'bitacora-e2e-'))
  const dataDir = path.join(workDir, 'data')
  const logFile = path.join(workDir, 'server.log')
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`

  const log = openSync(logFile, 'a')
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: buildDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)

  try {
    await waitUntilServing(baseUrl, server, logFile)
  } catch (error) {
    await teardown()
    throw error
  }
  console.log(`[e2e] server at ${baseUrl} (log: ${logFile})`)
  project.provide('baseUrl', baseUrl)
}

export async function teardown(): Promise<void> {
  await stopServer()
  if (workDir && process.env.E2E_KEEP_DATA !== '1') rmSync(workDir, { recursive: true, force: true })
  workDir = undefined
}
