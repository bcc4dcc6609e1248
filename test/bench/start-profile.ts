/**
 * `npm run bench:profile`: where the main thread's time goes when /login and the provider's home
 * open, by package and by app folder — the profile behind the Lighthouse ratios of `npm run bench`.
 *
 * Builds the app with source maps into .tmp/profile-dist, serves it with the real server, opens
 * each screen in Chromium with the CPU slowed 4× (as Lighthouse's mobile preset), records a V8 CPU
 * profile from navigation until the page has been quiet, and adds each sampled function's self time
 * to the source file the map names. Time outside any script (style, layout, paint, tasks) is the
 * profile's "(program)" and "(garbage collector)" rows. One profile per screen and start; the
 * medians and ratios stay `npm run bench`'s job, this says what the time is.
 */
import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS } from './browser'
import { serveFloorPages } from './floor-pages'
import { KIT_FLOOR } from './lighthouse'
import { repoRoot, startApp, tempDataDir } from './server-process'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const staticDir = path.join(repoRoot, '.tmp', 'profile-dist')
const CPU_SLOWDOWN = 4
const QUIET_MS = 3_000

await build({ root: repoRoot, logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true, sourcemap: true } })
const dataDir = tempDataDir()
const app = await startApp({ DATA_DIR: dataDir, STATIC_DIR: staticDir })
const floorPages = await serveFloorPages({ sourcemap: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

  const floorUrl = floorPages.urls[KIT_FLOOR]
  report(`floor (${KIT_FLOOR} login form), cold`, await profile(page, cdp, floorUrl, floorPages.outDirs[KIT_FLOOR]))
  report(`floor (${KIT_FLOOR} login form), second open`, await profile(page, cdp, floorUrl, floorPages.outDirs[KIT_FLOOR]))
  report(`floor (${KIT_FLOOR} login form), warm (third open, HTTP cache)`, await profile(page, cdp, floorUrl, floorPages.outDirs[KIT_FLOOR]))
  report('/login, cold', await profile(page, cdp, `${app.url}/login`))
  // The page registers its worker at the person's first key; warm means the worker answers the next open.
  await page.waitForFunction(() => performance.getEntriesByName('first-screen-drawn').length > 0)
  await page.keyboard.press('Tab')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  report('/login, warm (service worker)', await profile(page, cdp, `${app.url}/login`))
  await signIn(page, app.url)
  report('provider home, warm (service worker)', await profile(page, cdp, `${app.url}/`))
} finally {
  await browser.close()
  floorPages.close()
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

async function profile(page: Page, cdp: CDPSession, url: string, builtIn = staticDir): Promise<Map<string, number>> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(QUIET_MS)
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  return selfTimeBySource(profile, builtIn)
}

/** Self time (ms, slowed CPU) per package or app folder. */
async function selfTimeBySource(profile: Profile, builtIn: string): Promise<Map<string, number>> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const maps = new Map<string, Promise<TraceMap | null>>()
  const totals = new Map<string, number>()
  for (let index = 0; index < profile.samples.length; index++) {
    const node = nodes.get(profile.samples[index]!)!
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    const where = await sourceOf(node.callFrame, maps, builtIn)
    totals.set(where, (totals.get(where) ?? 0) + ms)
  }
  return totals
}

async function sourceOf(frame: ProfileNode['callFrame'], maps: Map<string, Promise<TraceMap | null>>, builtIn: string): Promise<string> {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)'
  const file = new URL(frame.url).pathname
  if (!file.endsWith('.js')) return `(${file === '/' ? 'page' : file})`
  if (frame.lineNumber < 0) return file
  if (!maps.has(file)) maps.set(file, readFile(path.join(builtIn, `${file}.map`), 'utf8').then((text) => new TraceMap(text), () => null))
  const map = await maps.get(file)
  const original = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null
  if (!original?.source) return file
  return groupOf(original.source)
}

/** node_modules/@scope/name/… → @scope/name; src/features/x/… → src/features/x. */
function groupOf(source: string): string {
  const modules = source.split('node_modules/').pop()!
  if (modules !== source) return modules.split('/').slice(0, modules.startsWith('@') ? 2 : 1).join('/')
  const inRepo = source.slice(source.indexOf('src/'))
  return inRepo.split('/').slice(0, inRepo.startsWith('src/features/') || inRepo.startsWith('src/kit/') ? 3 : 2).join('/')
}

function report(title: string, totals: Map<string, number>) {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0)
  const idle = totals.get('(idle)') ?? 0
  console.log(`\n${title}: ${(all - idle).toFixed(0)} ms busy (CPU ×${CPU_SLOWDOWN}, from navigation to ${QUIET_MS / 1000} s after load)`)
  const rows = [...totals].filter(([where]) => where !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 18)
  console.table(rows.map(([where, ms]) => ({ where, ms: Math.round(ms), share: `${((ms / (all - idle)) * 100).toFixed(0)}%` })))
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Correo electrónico').fill('terapeuta@example.com')
  await page.getByLabel('Contraseña').fill('demo1234')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(`${baseUrl}/`)
  await page.waitForTimeout(QUIET_MS)
}
