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
    return { loginGzipBytes: login, providerHomeGzipBytes: home }
  } finally {
    await browser.close()
  }
}

async function scriptsNeededFor(page: Page, url: string, mainControl: Locator): Promise<number> {
  const scripts: Request[] = []
  const collect = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  }
  page.on('request', collect)
  await page.goto(url, { waitUntil: 'commit' })
  await mainControl.waitFor({ state: 'visible' })
  await page.waitForLoadState('networkidle')
  page.off('request', collect)
  const drawnAt = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0]
    return entry ? performance.timeOrigin + entry.startTime : Number.POSITIVE_INFINITY
  }, FIRST_SCREEN_MARK)
  const needed = scripts.filter((script) => script.timing().startTime <= drawnAt)
  const sizes = await Promise.all(
    needed.map(async (script) => {
      const response = await script.response()
      return response ? gzipSync(await response.body()).length : 0
    }),
  )
  return sizes.reduce((total, size) => total + size, 0)
}
