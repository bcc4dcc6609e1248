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

/** One run: each page's scores, and each page's main-thread work as a ratio of the blank page's. */
export interface LighthouseRun {
  baseline: Scores
  login: Scores
  providerHome: Scores
  /** The login form drawn by the stack alone (test/bench/floor): what no screen can go below. */
  floors: Record<Floor, Scores>
}

type Page = 'baseline' | 'login' | 'providerHome'

export interface LighthouseMedians extends LighthouseRun {
  runs: number
  /** Median over runs of (page's main-thread work ÷ blank page's, in the same run). */
  mainThreadRatio: { login: number; providerHome: number } & Record<Floor, number>
}

/**
 * Lighthouse mobile scores for /login and for a signed-in provider's home, and for a bare HTML
 * page served in the same run (the baseline: what this machine scores for a page with no app),
 * and for the stack's floors (test/bench/floor-pages.ts: the login form drawn by React alone and by
 * React + Chakra UI with the app's theme), which tell what the chosen libraries cost by themselves.
 * One run on this machine varies by 0.2 in performance, so it is run `runs` times (default 3,
 * LIGHTHOUSE_RUNS to change) and every figure is the median over runs; ratios are taken within
 * each run first. The provider's home is the case of a provider with a specialty due for
 * confirmation (the demo provider), so the confirmation dialog is part of what is measured.
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
      const floors = {} as Record<Floor, Scores>
      for (const floor of FLOORS) floors[floor] = await audit(`floor-${floor}-${run}`, floorPages.urls[floor], port, false)
      // A signed-out visitor: the last run's session and service worker are removed first (the
      // audit's own storage reset did not always reach them, and /login then opened the home).
      await clearOrigin(port, baseUrl)
      const login = await audit(`login-${run}`, `${baseUrl}/login`, port, false)
      await signInThroughCdp(port, baseUrl)
      const providerHome = await audit(`provider-home-${run}`, `${baseUrl}/`, port, true)
      results.push({ baseline, login, providerHome, floors })
    }
    const medianOf = (scoresIn: (run: LighthouseRun) => Scores): Scores => ({
      performance: median(results.map((run) => scoresIn(run).performance)),
      accessibility: median(results.map((run) => scoresIn(run).accessibility)),
      mainThreadMs: median(results.map((run) => scoresIn(run).mainThreadMs)),
      lcpMs: median(results.map((run) => scoresIn(run).lcpMs)),
    })
    const medianScores = (page: Page) => medianOf((run) => run[page])
    // Each page's work ÷ the blank page's of the same run, then the median over runs.
    const ratio = (scoresIn: (run: LighthouseRun) => Scores) =>
      median(results.map((run) => scoresIn(run).mainThreadMs / run.baseline.mainThreadMs))
    return {
      runs,
      baseline: medianScores('baseline'),
      login: medianScores('login'),
      providerHome: medianScores('providerHome'),
      floors: Object.fromEntries(FLOORS.map((floor) => [floor, medianOf((run) => run.floors[floor])])) as Record<Floor, Scores>,
      mainThreadRatio: {
        login: ratio((run) => run.login),
        providerHome: ratio((run) => run.providerHome),
        ...(Object.fromEntries(FLOORS.map((floor) => [floor, ratio((run) => run.floors[floor])])) as Record<Floor, number>),
      },
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

/** Removes everything the app stored in the browser (IndexedDB, caches, service worker, cookies). */
async function clearOrigin(port: number, baseUrl: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' })
  await page.close()
}
