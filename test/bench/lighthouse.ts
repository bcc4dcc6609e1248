import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { launchChromium } from './browser'
import { FLOORS, serveFloorPages, type Floor } from './floor-pages'
import { freePort, repoRoot } from './server-process'

/** Full Lighthouse reports land here, to see where the time goes (bootup-time, main-thread breakdown). */
export const reportDir = path.join(repoRoot, '.tmp', 'bench')

export interface Scores {
  performance: number
  accessibility: number
  /** Main-thread work during load (ms, simulated mobile CPU). */
  mainThreadMs: number
  /** Largest Contentful Paint (ms, simulated mobile). */
  lcpMs: number
}

/** A first open (nothing cached) or the open that providers live with (everything cached). */
export const STARTS = ['cold', 'warm'] as const
export type Start = (typeof STARTS)[number]
export const SCREENS = ['login', 'providerHome'] as const
export type Screen = (typeof SCREENS)[number]

/** One run: every page's scores, cold and warm. */
export interface LighthouseRun {
  baseline: Scores
  screens: Record<Screen, Record<Start, Scores>>
  /** The login form drawn by the stack alone (test/bench/floor): what no screen can go below. */
  floors: Record<Floor, Record<Start, Scores>>
}

export interface LighthouseMedians extends LighthouseRun {
  runs: number
  /** Median over runs of (page's main-thread work ÷ blank page's, in the same run). */
  toBlank: Record<Screen | Floor, Record<Start, number>>
  /** Median over runs of (screen's main-thread work ÷ the React + Chakra floor's, same start, same run). */
  toFloor: Record<Screen, Record<Start, number>>
}

/** The floor the goals are stated against: the login form of React + Chakra UI alone. */
export const KIT_FLOOR: Floor = 'react-chakra'

/**
 * Lighthouse mobile scores for /login and for a signed-in provider's home, and for a bare HTML
 * page served in the same run (the baseline: what this machine scores for a page with no app),
 * and for the stack's floors (test/bench/floor-pages.ts: the login form drawn by React alone and by
 * React + Chakra UI with the app's theme), which tell what the chosen libraries cost by themselves.
 * One run on this machine varies by 0.2 in performance, so it is run `runs` times (default 3,
 * LIGHTHOUSE_RUNS to change) and every figure is the median over runs; ratios are taken within
 * each run first. The provider's home is the case of a provider with a specialty due for
 * confirmation (the demo provider), so the confirmation dialog is part of what is measured.
 *
 * Each screen and floor is measured twice. Cold: nothing of the page cached (no HTTP cache, no
 * service worker; the home keeps its signed-in session). Warm: opened again after an earlier
 * open — the app from its service worker's cache, as an installed app starts on a tablet (the
 * worker answers the page and its code; only the app's own API calls reach the network); a floor
 * from the HTTP cache (its assets are immutable), opened a third time so that the browser's
 * compiled-code cache is used, as the worker's precache gives the app at install.
 */
export async function measureLighthouse(baseUrl: string, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)): Promise<LighthouseMedians> {
  const port = await freePort()
  const browser = await launchChromium([`--remote-debugging-port=${port}`])
  const baselineServer = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end('<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Base</title></head><body><h1>Hola</h1></body></html>')
  })
  const baselinePort = await freePort()
  await new Promise<void>((resolve) => baselineServer.listen(baselinePort, resolve))
  const floorPages = await serveFloorPages()
  try {
    const results: LighthouseRun[] = []
    for (let run = 1; run <= runs; run++) {
      const baseline = await audit(`baseline-${run}`, `http://localhost:${baselinePort}/`, port, false)
      const floors = {} as Record<Floor, Record<Start, Scores>>
      for (const floor of FLOORS) {
        const url = floorPages.urls[floor]
        const cold = await audit(`floor-${floor}-cold-${run}`, url, port, false)
        await visit(port, url)
        floors[floor] = { cold, warm: await audit(`floor-${floor}-warm-${run}`, url, port, true) }
      }
      // A signed-out visitor: the last run's session and service worker are removed first (the
      // audit's own storage reset did not always reach them, and /login then opened the home).
      await clearOrigin(port, baseUrl)
      const loginCold = await audit(`login-cold-${run}`, `${baseUrl}/login`, port, false)
      await visit(port, `${baseUrl}/login`, { serviceWorker: true })
      const loginWarm = await audit(`login-warm-${run}`, `${baseUrl}/login`, port, true)
      await signInThroughCdp(port, baseUrl)
      // Cold home: the session stays (it is what opens the home), the code is fetched again.
      await clearOrigin(port, baseUrl, 'cache_storage,service_workers')
      const homeCold = await audit(`provider-home-cold-${run}`, `${baseUrl}/`, port, true)
      await visit(port, `${baseUrl}/`, { serviceWorker: true })
      const homeWarm = await audit(`provider-home-warm-${run}`, `${baseUrl}/`, port, true)
      results.push({ baseline, floors, screens: { login: { cold: loginCold, warm: loginWarm }, providerHome: { cold: homeCold, warm: homeWarm } } })
    }
    const medianOf = (scoresIn: (run: LighthouseRun) => Scores): Scores => ({
      performance: median(results.map((run) => scoresIn(run).performance)),
      accessibility: median(results.map((run) => scoresIn(run).accessibility)),
      mainThreadMs: median(results.map((run) => scoresIn(run).mainThreadMs)),
      lcpMs: median(results.map((run) => scoresIn(run).lcpMs)),
    })
    const byStart = (scoresIn: (run: LighthouseRun, start: Start) => Scores) =>
      Object.fromEntries(STARTS.map((start) => [start, medianOf((run) => scoresIn(run, start))])) as Record<Start, Scores>
    // Each page's work ÷ its reference's in the same run, then the median over runs.
    const ratio = (page: (run: LighthouseRun, start: Start) => Scores, reference: (run: LighthouseRun, start: Start) => Scores) =>
      Object.fromEntries(STARTS.map((start) => [start, median(results.map((run) => page(run, start).mainThreadMs / reference(run, start).mainThreadMs))])) as Record<Start, number>
    const blank = (run: LighthouseRun) => run.baseline
    const kitFloor = (run: LighthouseRun, start: Start) => run.floors[KIT_FLOOR][start]
    const pages = [...SCREENS.map((screen) => [screen, (run: LighthouseRun, start: Start) => run.screens[screen][start]] as const), ...FLOORS.map((floor) => [floor, (run: LighthouseRun, start: Start) => run.floors[floor][start]] as const)]
    return {
      runs,
      baseline: medianOf(blank),
      screens: Object.fromEntries(SCREENS.map((screen) => [screen, byStart((run, start) => run.screens[screen][start])])) as Record<Screen, Record<Start, Scores>>,
      floors: Object.fromEntries(FLOORS.map((floor) => [floor, byStart((run, start) => run.floors[floor][start])])) as Record<Floor, Record<Start, Scores>>,
      toBlank: Object.fromEntries(pages.map(([name, page]) => [name, ratio(page, blank)])) as Record<Screen | Floor, Record<Start, number>>,
      toFloor: Object.fromEntries(SCREENS.map((screen) => [screen, ratio((run, start) => run.screens[screen][start], kitFloor)])) as Record<Screen, Record<Start, number>>,
    }
  } finally {
    floorPages.close()
    baselineServer.close()
    await browser.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function audit(name: string, url: string, port: number, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed-in pages need the IndexedDB session written by signInThroughCdp.
    disableStorageReset: keepStorage,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  // A redirect (a session left over sends /login to the home) would measure the wrong screen.
  const shown = new URL(result.lhr.finalDisplayedUrl).pathname
  if (shown !== new URL(url).pathname) throw new Error(`Lighthouse measured ${shown} instead of ${url}`)
  mkdirSync(reportDir, { recursive: true })
  writeFileSync(path.join(reportDir, `lighthouse-${name}.json`), JSON.stringify(result.lhr))
  const { categories, audits } = result.lhr
  return {
    performance: categories.performance?.score ?? Number.NaN,
    accessibility: categories.accessibility?.score ?? Number.NaN,
    mainThreadMs: Number(audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
    lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
  }
}

async function signInThroughCdp(port: number, baseUrl: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Correo electrónico').fill('terapeuta@example.com')
  await page.getByLabel('Contraseña').fill('demo1234')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(`${baseUrl}/`)
  await page.close()
}

/** Removes what the app stored in the browser (by default everything: IndexedDB, caches, service worker, cookies) and the HTTP cache. */
async function clearOrigin(port: number, baseUrl: string, storageTypes = 'all') {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes })
  await cdp.send('Network.clearBrowserCache')
  await page.close()
}

/**
 * Opens `url` once, unmeasured, so that the next open is a warm one; with `serviceWorker`, waits
 * until the app's worker has installed (its precache is complete) and controls the page.
 */
async function visit(port: number, url: string, { serviceWorker = false } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  if (serviceWorker) {
    // The login page registers its worker at the person's first key or touch, once drawn.
    await page.waitForFunction(() => performance.getEntriesByName('first-screen-drawn').length > 0)
    await page.keyboard.press('Tab')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload({ waitUntil: 'load' })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
  // Let the page finish its start-up work (it writes its caches after the first screen).
  await page.waitForTimeout(2_000)
  await page.close()
}
