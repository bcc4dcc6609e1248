/**
 * Renders a company's branding images from its logo.svg with the system Chromium:
 *   npx tsx test/tools/render-branding.ts server/branding/<home_dir>
 * Writes favicon.png, logo-tall.png, icons/icon-<size>x<size>.png (spec §1: 72 to 512) and a
 * maskable icon with the safe-zone padding Android expects. Run it once per company; the
 * server serves the files from the company's home_dir.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { INSTALL_ICON_SIZES } from '../../src/domain/constants'

const folder = process.argv[2] ?? ''
if (!folder) throw new Error('Usage: tsx test/tools/render-branding.ts <branding folder>')
const svg = readFileSync(path.join(folder, 'logo.svg'), 'utf8')
mkdirSync(path.join(folder, 'icons'), { recursive: true })

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()

async function render(file: string, size: number, padding = 0, background = 'transparent') {
  await page.setViewportSize({ width: size, height: size })
  const inner = size - padding * 2
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="padding:${padding}px;width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  )
  await page.screenshot({ path: path.join(folder, file), omitBackground: background === 'transparent' })
}

for (const size of INSTALL_ICON_SIZES) await render(`icons/icon-${size}x${size}.png`, size)
// Maskable: the logo within the central 80% "safe zone", on the brand colour.
await render('icons/maskable-512x512.png', 512, 52, '#1976d2')
await render('favicon.png', 48)
await render('logo-tall.png', 256)
await browser.close()
console.log(`Branding images written to ${folder}`)
