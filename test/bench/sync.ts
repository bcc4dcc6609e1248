/**
 * `npx tsx test/bench/sync.ts`: the offline-sync budgets of the field-sessions work, measured in
 * the system Chromium against the real server, each against a baseline from the same run:
 *  (b) 1,000 queued mutations drained by the sync engine (batched push) vs the same requests
 *      sent one by one with fetch;
 *  (c) 10,000 active students saved through the app vs one raw bulkPut transaction;
 *  (d) reconnect → empty queue for 200 changes saved offline, batched vs the engine's one-by-one
 *      fallback (a server without the batched push).
 * (a) save → visible in the list is measured on the real screen by test/bench/save-latency.ts.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './browser'
import { repoRoot, startApp, tempDataDir } from './server-process'
import { median } from './startup'

interface Bench {
  signIn(email: string, password: string): Promise<void>
  queue(count: number, holdSync?: boolean): Promise<number>
  drain(): Promise<{ emptyMs: number; runMs: number }>
  direct(count: number): Promise<number>
  loadStudents(count: number): Promise<{ appMs: number; rawMs: number }>
  outboxCount(): Promise<number>
  startTriggers(): void
}
declare const bench: Bench

const harnessDir = path.join(repoRoot, '.tmp', 'bench-harness')

function buildHarness(): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'test/bench/sync-harness/vite.config.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('harness build failed')
}

/** Saves `count` changes offline, then answers the milliseconds from reconnect to an empty outbox. */
async function measureReconnect(page: Page, context: BrowserContext, count: number): Promise<number> {
  await page.evaluate(() => bench.startTriggers())
  await context.setOffline(true)
  await page.evaluate((changes) => bench.queue(changes), count)
  const started = performance.now()
  await context.setOffline(false)
  while ((await page.evaluate(() => bench.outboxCount())) > 0) await new Promise((resolve) => setTimeout(resolve, 50))
  return performance.now() - started
}

export async function measureSync(options: { mutations?: number; students?: number; reconnect?: number } = {}) {
  const mutations = options.mutations ?? 1000
  const studentCount = options.students ?? Number(process.env.BENCH_STUDENTS ?? 10_000)
  const reconnect = options.reconnect ?? 200
  buildHarness()
  const dataDir = tempDataDir()
  const app = await startApp({ DATA_DIR: dataDir, STATIC_DIR: harnessDir })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const page: Page = await context.newPage()
    await page.goto(`${app.url}/index.html`)
    await page.waitForFunction(() => document.title === 'ready')
    await page.evaluate(() => bench.signIn('terapeuta@example.com', 'demo1234'))

    const students = []
    // BENCH_STUDENTS=0 skips (c) while working on the sync figures.
    for (let run = 0; run < (studentCount > 0 ? 3 : 0); run++) students.push(await page.evaluate((count) => bench.loadStudents(count), studentCount))

    await page.evaluate((count) => bench.queue(count, true), mutations)
    const { emptyMs: engineMs, runMs: engineRunMs } = await page.evaluate(() => bench.drain())
    const directMs = await page.evaluate((count) => bench.direct(count), mutations)

    const reconnectMs = await measureReconnect(page, context, reconnect)
    // The same reconnect against a server without the batched push: the engine falls back to
    // one request per change, the way it synced before batches (the baseline of the goal).
    const singleContext = await browser.newContext()
    await singleContext.route('**/api/sync/push', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"not_found","message":"x"}' }))
    const singlePage = await singleContext.newPage()
    await singlePage.goto(`${app.url}/index.html`)
    await singlePage.waitForFunction(() => document.title === 'ready')
    await singlePage.evaluate(() => bench.signIn('terapeuta@example.com', 'demo1234'))
    const reconnectSingleMs = await measureReconnect(singlePage, singleContext, reconnect)

    return {
      mutations,
      engineMs,
      engineRunMs,
      directMs,
      studentCount,
      studentsAppMs: median(students.map((run) => run.appMs)),
      studentsRawMs: median(students.map((run) => run.rawMs)),
      reconnect,
      reconnectMs,
      reconnectSingleMs,
    }
  } finally {
    await browser.close()
    await app.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The machine is shared: every figure is printed with the load it was measured under. */
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ')

if (process.argv[1]?.endsWith('sync.ts')) {
  const loadBefore = load()
  const result = await measureSync()
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
  console.table([
    { measure: `(b) drain ${result.mutations} queued mutations (batched)`, value: `${result.engineMs.toFixed(0)} ms`, baseline: `one by one ${result.directMs.toFixed(0)} ms`, ratio: (result.directMs / result.engineMs).toFixed(2), goal: '≤ 2000 ms' },
    { measure: '    the same run until it ended (report, refresh of recent sessions)', value: `${result.engineRunMs.toFixed(0)} ms`, baseline: '', ratio: '', goal: '' },
    { measure: `(c) save ${result.studentCount} active students`, value: `${result.studentsAppMs.toFixed(0)} ms`, baseline: `raw bulkPut ${result.studentsRawMs.toFixed(0)} ms`, ratio: (result.studentsRawMs / result.studentsAppMs).toFixed(2), goal: '≥ 0.80' },
    { measure: `(d) reconnect → empty queue, ${result.reconnect} changes (batched)`, value: `${result.reconnectMs.toFixed(0)} ms`, baseline: `one by one ${result.reconnectSingleMs.toFixed(0)} ms`, ratio: (result.reconnectSingleMs / result.reconnectMs).toFixed(2), goal: '≤ 3000 ms' },
  ])
}
