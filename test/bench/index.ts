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
import { KIT_FLOOR, measureLighthouse, SCREENS, STARTS, type LighthouseMedians } from './lighthouse'
import { repoRoot, startApp, tempDataDir } from './server-process'
import { measureStartup } from './startup'

const KB = 1024
// Issue 26: 180 KB gzip for each first screen (was 200).
const budgets = { firstScreenJsKb: 180, startupMs: 3000 }

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
    ...lighthouseRows(scores),
    ...apiRows(api),
  ]
  console.table(rows.map(([measure, value, baseline, ratio]) => ({ measure, value, baseline, ratio })))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * Per screen and start (cold, warm): performance, and main-thread work with its two ratios — to the
 * blank page and to the React + Chakra UI floor (the goals: /login ≤ 1.5×, home ≤ 2.5×).
 */
function lighthouseRows(scores: LighthouseMedians): string[][] {
  const median = `median of ${scores.runs}`
  const blankMs = `blank page ${scores.baseline.mainThreadMs.toFixed(0)} ms`
  return [
    ...STARTS.flatMap((start) =>
      FLOORS.map((floor) => [`Main-thread work, floor: ${floor} login form, ${start} (${median})`, `${scores.floors[floor][start].mainThreadMs.toFixed(0)} ms`, blankMs, `${scores.toBlank[floor][start].toFixed(1)}× blank`]),
    ),
    ...SCREENS.flatMap((screen) =>
      STARTS.flatMap((start) => {
        const page = scores.screens[screen][start]
        const floor = scores.floors[KIT_FLOOR][start]
        return [
          [`Main-thread work, ${screen}, ${start}`, `${page.mainThreadMs.toFixed(0)} ms`, blankMs, `${scores.toBlank[screen][start].toFixed(1)}× blank`],
          [`Main-thread work, ${screen}, ${start} ÷ floor`, `${page.mainThreadMs.toFixed(0)} ms`, `${KIT_FLOOR} floor ${start} ${floor.mainThreadMs.toFixed(0)} ms`, `${scores.toFloor[screen][start].toFixed(2)}× floor`],
          [`Lighthouse performance, ${screen}, ${start}`, page.performance.toFixed(2), `${KIT_FLOOR} floor ${floor.performance.toFixed(2)}`, (page.performance - floor.performance).toFixed(2)],
          [`LCP, ${screen}, ${start}`, `${page.lcpMs.toFixed(0)} ms`, `blank page ${scores.baseline.lcpMs.toFixed(0)} ms`, (page.lcpMs / scores.baseline.lcpMs).toFixed(1)],
        ]
      }),
    ),
    ...SCREENS.map((screen) => [`Lighthouse accessibility, ${screen}`, scores.screens[screen].cold.accessibility.toFixed(2), `blank page ${scores.baseline.accessibility.toFixed(2)}`, (scores.screens[screen].cold.accessibility / scores.baseline.accessibility).toFixed(2)]),
  ]
}
