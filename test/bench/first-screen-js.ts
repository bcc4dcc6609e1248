import { gzipSync } from 'node:zlib'
import type { Locator, Page, Request } from 'playwright-core'
import { FIRST_SCREEN_MARK } from '../../src/components/first-screen'
import { launchChromium } from './browser'

/**
 * JavaScript a first visit needs before its screen is drawn, gzip-compressed (the server sends
 * precompressed copies). Counted: every script requested before the app's "first-screen-drawn"
 * performance mark (src/components/first-screen.ts). Not counted: what the app loads after it on
 * purpose (menu, snackbar, dialog and the service worker's registration wait for idle time).
 * The service worker is blocked so its background precaching is not mistaken for the page's needs.
 */
export async function measureFirstScreenJs(baseUrl: string) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const login = await scriptsNeededFor(page, `${baseUrl}/login`, page.getByRole('button', { name: 'Entrar' }))
    await page.getByLabel('Correo electrónico').fill('terapeuta@example.com')
    await page.getByLabel('Contraseña').fill('demo1234')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(`${baseUrl}/`)
    // A signed-in provider opening the app: a fresh page, so nothing is in memory.
    const homePage = await context.newPage()
    const home = await scriptsNeededFor(homePage, `${baseUrl}/`, homePage.getByRole('heading', { level: 1 }))
    return { loginGzipBytes: total(login), providerHomeGzipBytes: total(home), loginScripts: login, providerHomeScripts: home }
  } finally {
    await browser.close()
  }
}

export interface NeededScript {
  /** Path of the script on the server, e.g. /assets/start-abc.js. */
  path: string
  gzipBytes: number
}

const total = (scripts: NeededScript[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0)

async function scriptsNeededFor(page: Page, url: string, mainControl: Locator): Promise<NeededScript[]> {
  const scripts: Request[] = []
  const collect = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  }
  page.on('request', collect)
  await page.goto(url, { waitUntil: 'commit' })
  await mainControl.waitFor({ state: 'visible' })
  await page.waitForLoadState('networkidle')
  page.off('request', collect)
  // The page's own clock for both the mark and the requests: Playwright's request times come
  // from another clock, which drifted enough to count scripts loaded after the mark.
  const requestedBeforeMark = await page.evaluate((mark) => {
    const drawnAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY
    const resources = performance.getEntriesByType('resource')
    return resources.filter((entry) => entry.startTime <= drawnAt).map((entry) => entry.name)
  }, FIRST_SCREEN_MARK)
  const needed = scripts.filter((script) => requestedBeforeMark.includes(script.url()))
  return Promise.all(
    needed.map(async (script) => {
      const response = await script.response()
      return { path: new URL(script.url()).pathname, gzipBytes: response ? gzipSync(await response.body()).length : 0 }
    }),
  )
}
