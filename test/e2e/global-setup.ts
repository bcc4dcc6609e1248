import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { buildApp, buildIsStale } from '../../server/build'
import { launchBrowserServer } from './support/browser-server'
import { confirmDemoSpecialties } from './support/demo-state'
import { E2E_BUILD_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/server'

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
    /** The run's one Chromium, for chromium.connect (support/browser.ts connectBrowser). */
    browserEndpoint: string
  }
}

let server: TestServer | undefined
let browser: BrowserServer | undefined

function buildForTests(): void {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(path.join(E2E_BUILD_DIR, 'index.html'))) throw new Error(`E2E_SKIP_BUILD=1 but there is no build at ${E2E_BUILD_DIR}`)
    return
  }
  if (!buildIsStale(E2E_BUILD_DIR)) return
  const started = Date.now()
  buildApp(E2E_BUILD_DIR)
  console.log(`[e2e] app built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(REPO_ROOT, E2E_BUILD_DIR)}`)
}

export async function setup(project: TestProject): Promise<void> {
  buildForTests()
  server = await startTestServer({ keepData: process.env.E2E_KEEP_DATA === '1' })
  let endpoint: string
  try {
    browser = await launchBrowserServer()
    endpoint = browser.wsEndpoint()
    // The demo providers have confirmed their specialties, as on an earlier visit, so the yearly
    // confirmation dialog does not cover what other tests look at. The dialog itself is tested on
    // a server of its own (specialty-confirmation.test.ts).
    await confirmDemoSpecialties(server.baseUrl)
  } catch (error) {
    await teardown()
    throw error
  }
  console.log(`[e2e] server at ${server.baseUrl} (log: ${server.logFile})`)
  project.provide('baseUrl', server.baseUrl)
  project.provide('browserEndpoint', endpoint)
}

export async function teardown(): Promise<void> {
  await browser?.close()
  browser = undefined
  await server?.stop()
  server = undefined
}
