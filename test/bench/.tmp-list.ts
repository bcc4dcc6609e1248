import { rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { launchChromium } from './browser'
import { startApp, tempDataDir } from './server-process'
const dataDir = tempDataDir()
const app = await startApp({ DATA_DIR: dataDir, STATIC_DIR: process.argv[2]! })
const browser = await launchChromium()
try {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`${app.url}/login`)
  await page.getByLabel('Correo electrónico').fill('terapeuta@example.com')
  await page.getByLabel('Contraseña').fill('demo1234')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(`${app.url}/`)
  const home = await context.newPage()
  const rows: Array<[string, number, number]> = []
  home.on('requestfinished', async (r) => { if (r.resourceType() === 'script') { const b = await (await r.response())!.body(); rows.push([r.url().split('/').pop()!, r.timing().startTime, gzipSync(b).length]) } })
  await home.goto(`${app.url}${process.argv[3] ?? '/'}`)
  await home.getByRole('heading', { level: 1 }).waitFor()
  await home.waitForLoadState('networkidle')
  await new Promise((r) => setTimeout(r, 500))
  const drawnAt = await home.evaluate(() => { const e = performance.getEntriesByName('first-screen-drawn')[0]; return e ? performance.timeOrigin + e.startTime : Infinity })
  let total = 0
  for (const [name, start, size] of rows.sort((a, b) => a[1] - b[1])) { const before = start <= drawnAt; if (before) total += size; console.log(before ? '*' : ' ', (size / 1024).toFixed(1).padStart(7), name) }
  console.log('total before mark', (total / 1024).toFixed(1))
} finally { await browser.close(); await app.stop(); rmSync(dataDir, { recursive: true, force: true }) }
