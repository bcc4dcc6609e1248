import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { launchChromium } from './browser'
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

/**
 * Lighthouse mobile scores for /login and for a signed-in provider's home, and for a bare HTML
 * page served in the same run (the baseline: what this machine scores for a page with no app).
 */
export async function measureLighthouse(baseUrl: string) {
  const port = await freePort()
  const browser = await launchChromium([`--remote-debugging-port=${port}`])
  try {
    const baselineServer = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end('<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Base</title></head><body><h1>Hola</h1></body></html>')
    })
    const baselinePort = await freePort()
    await new Promise<void>((resolve) => baselineServer.listen(baselinePort, resolve))
    const baseline = await audit('baseline', `http://localhost:${baselinePort}/`, port, false)
    baselineServer.close()

    const login = await audit('login', `${baseUrl}/login`, port, false)
    await signInThroughCdp(port, baseUrl)
    const providerHome = await audit('provider-home', `${baseUrl}/`, port, true)
    return { baseline, login, providerHome }
  } finally {
    await browser.close()
  }
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
