/**
 * `npm run bench`: the budgets of the foundation, each with a baseline measured in the same run.
 * Prints a table; never fails on a figure (budgets are reported, not asserted).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { apiRows, measureActiveStudents } from './api/index'
import { measureFirstScreenJs } from './first-screen-js'
import { FLOORS } from './floor-pages'
import { guestRows, measureGuestPageJs } from './guest-page-js'
import { measureLighthouse } from './lighthouse'
import { repoRoot, startApp, tempDataDir } from './server-process'
import { measureStartup } from './startup'

const KB = 1024
const budgets = { firstScreenJsKb: 200, startupMs: 3000 }

const dataDir = tempDataDir()
try {
  const startup = await measureStartup(dataDir)
  const app = await startApp({ DATA_DIR: dataDir })
  let js: Awaited<ReturnType<typeof measureFirstScreenJs>>
  let scores: Awaited<ReturnType<typeof measureLighthouse>>
  try {
    js = await measureFirstScreenJs(app.url)
    scores = await measureLighthouse(app.url)
  } finally {
    await app.stop()
  }
  // Its own server pair on its own copy of the data, after the browser measures are done.
  const api = await measureActiveStudents({ DATA_DIR: dataDir })
  const rows = [
    ['First-screen JS, /login (gzip)', `${(js.loginGzipBytes / KB).toFixed(1)} KB`, `budget ${budgets.firstScreenJsKb} KB`, (js.loginGzipBytes / KB / budgets.firstScreenJsKb).toFixed(2)],
    ['First-screen JS, provider home (gzip)', `${(js.providerHomeGzipBytes / KB).toFixed(1)} KB`, `budget ${budgets.firstScreenJsKb} KB`, (js.providerHomeGzipBytes / KB / budgets.firstScreenJsKb).toFixed(2)],
    // The build npm start serves (server/start.ts builds dist/ when it is stale).
    ...guestRows(measureGuestPageJs(path.join(repoRoot, 'dist'))),
    ['npm start → first answer (existing data)', `${startup.appMs.toFixed(0)} ms`, `bare node ${startup.baselineMs.toFixed(0)} ms`, (startup.appMs / startup.baselineMs).toFixed(1)],
    ...(['login', 'providerHome'] as const).flatMap((page) => [
      [`Lighthouse performance, ${page} (median of ${scores.runs})`, scores[page].performance.toFixed(2), `blank page ${scores.baseline.performance.toFixed(2)}`, (scores[page].performance / scores.baseline.performance).toFixed(2)],
      [`Lighthouse accessibility, ${page}`, scores[page].accessibility.toFixed(2), `blank page ${scores.baseline.accessibility.toFixed(2)}`, (scores[page].accessibility / scores.baseline.accessibility).toFixed(2)],
      [`Main-thread work, ${page}`, `${scores[page].mainThreadMs.toFixed(0)} ms`, `blank page ${scores.baseline.mainThreadMs.toFixed(0)} ms`, scores.mainThreadRatio[page].toFixed(1)],
      [`LCP, ${page}`, `${scores[page].lcpMs.toFixed(0)} ms`, `blank page ${scores.baseline.lcpMs.toFixed(0)} ms`, (scores[page].lcpMs / scores.baseline.lcpMs).toFixed(1)],
    ]),
    ...FLOORS.flatMap((floor) => [
      [`Lighthouse performance, floor: ${floor} login form`, scores.floors[floor].performance.toFixed(2), `blank page ${scores.baseline.performance.toFixed(2)}`, (scores.floors[floor].performance / scores.baseline.performance).toFixed(2)],
      [`Main-thread work, floor: ${floor} login form`, `${scores.floors[floor].mainThreadMs.toFixed(0)} ms`, `blank page ${scores.baseline.mainThreadMs.toFixed(0)} ms`, scores.mainThreadRatio[floor].toFixed(1)],
    ]),
    ...apiRows(api),
  ]
  console.table(rows.map(([measure, value, baseline, ratio]) => ({ measure, value, baseline, ratio })))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
