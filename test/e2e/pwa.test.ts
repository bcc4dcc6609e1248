import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserArgs, chromiumPath, COMPANY_SHORT_NAME, startOnLoginPage, useBrowser, waitForServiceWorkerControl } from './support/browser'

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

interface Manifest {
  name?: string
  short_name?: string
  theme_color?: string
  display?: string
  start_url?: string
  scope?: string
  icons?: ManifestIcon[]
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** Installable web app (spec §1): the company's manifest and icons, a worker, Chromium's verdict. */
describe('progressive web app', () => {
  const b = useBrowser()

  it('serves the company manifest with install icons that really are PNGs of their size', async () => {
    const response = await fetch(`${b.baseUrl}/manifest.webmanifest`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as Manifest

    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBe(COMPANY_SHORT_NAME)
    expect(manifest.theme_color).toBe('#1976d2')
    expect(manifest.display).toBe('standalone')
    expect(manifest.start_url).toBeTruthy()
    expect(new URL(manifest.start_url!, b.baseUrl).origin).toBe(new URL(b.baseUrl).origin)

    const icons = manifest.icons ?? []
    const anySizes = icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => Number(icon.sizes.split('x')[0]))
    expect(Math.min(...anySizes)).toBe(72)
    expect(Math.max(...anySizes)).toBe(512)
    expect(anySizes).toEqual(expect.arrayContaining([192, 512]))

    for (const icon of icons) {
      const download = await fetch(new URL(icon.src, b.baseUrl))
      expect(download.status, icon.src).toBe(200)
      expect(download.headers.get('content-type'), icon.src).toBe('image/png')
      const bytes = new Uint8Array(await download.arrayBuffer())
      expect([...bytes.subarray(0, 8)], `${icon.src} is a PNG`).toEqual(PNG_SIGNATURE)
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(bytes), `${icon.src} is ${icon.sizes}`).toEqual({ width, height })
    }
  })

  it('links the manifest and registers a service worker that activates and controls the page', async () => {
    const { page, baseUrl } = b
    await page.goto('/login')
    // The worker registers once the person starts (the login page's first key or touch).
    await startOnLoginPage(page)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(new URL(manifestHref ?? '', baseUrl).href).toBe(`${baseUrl}/manifest.webmanifest`)

    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      const active = ready.active
      if (active && active.state !== 'activated') {
        await new Promise<void>((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()))
      }
      return { scope: ready.scope, scriptURL: active?.scriptURL, state: active?.state }
    })
    expect(registration).toEqual({ scope: `${baseUrl}/`, scriptURL: `${baseUrl}/sw.js`, state: 'activated' })
    await waitForServiceWorkerControl(page)
  })

  it('is installable according to Chromium', async () => {
    // Browser contexts made by browser.newContext() are incognito profiles, which Chromium never
    // lets install an app ("in-incognito"); a persistent profile is what a person has.
    const profile = mkdtempSync(path.join(tmpdir(), 'bitacora-e2e-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: browserArgs,
      baseURL: b.baseUrl,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/login')
      await startOnLoginPage(page)
      await waitForServiceWorkerControl(page)
      const cdp = await context.newCDPSession(page)

      const { url, errors } = await cdp.send('Page.getAppManifest')
      expect(url).toBe(`${b.baseUrl}/manifest.webmanifest`)
      expect(errors).toEqual([])
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
