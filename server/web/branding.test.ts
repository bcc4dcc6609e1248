import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Company } from '../../src/domain/company'
import { createTestApp, type TestApp } from '../test-support/test-app'

interface Manifest {
  name: string
  short_name: string
  theme_color: string
  display: string
  start_url: string
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
}

let t: TestApp
let brandingDir: string

/** Not an image a browser could draw, but bytes the test can recognise per file. */
const fakePng = (name: string) => Buffer.from(`\x89PNG fake ${name}`)

// The real icons arrive later in server/branding; a folder of our own keeps this test independent
// of them and lets us put files next to the company's folder that must never be served.
beforeAll(async () => {
  brandingDir = await mkdtemp(path.join(tmpdir(), 'bitacora-branding-'))
  await mkdir(path.join(brandingDir, 'terapias-caribe', 'icons'), { recursive: true })
  await mkdir(path.join(brandingDir, 'terapias-caribe-copia'), { recursive: true })
  await writeFile(path.join(brandingDir, 'outside.png'), fakePng('outside'))
  await writeFile(path.join(brandingDir, 'terapias-caribe-copia', 'logo.png'), fakePng('sibling'))
  t = await createTestApp({ config: { brandingDirs: [brandingDir] } })
})
afterAll(async () => {
  await t?.close()
  await rm(brandingDir, { recursive: true, force: true })
})

describe('GET /manifest.webmanifest', () => {
  it('is built from the company: names, theme colour, standalone display, icons 192 and 512', async () => {
    const response = await t.request('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json')
    const manifest = (await response.json()) as Manifest
    const company = (await (await t.request('/api/public/company')).json()) as Company

    expect(manifest).toMatchObject({ name: company.name, short_name: company.short_name, display: 'standalone', start_url: '/' })
    expect(manifest.theme_color).toBe(company.colors.primary)
    expect(manifest.theme_color).toBe('#1976d2')
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['72x72', '192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  })

  it('every icon it names is served from the company branding folder', async () => {
    const manifest = (await (await t.request('/manifest.webmanifest')).json()) as Manifest
    for (const icon of manifest.icons) {
      await writeFile(path.join(brandingDir, 'terapias-caribe', icon.src.slice('/branding/'.length)), fakePng(icon.src))
    }
    for (const icon of manifest.icons) {
      const response = await t.request(icon.src)
      expect(response.status, icon.src).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/png')
      expect(Buffer.from(await response.arrayBuffer())).toEqual(fakePng(icon.src))
    }
  })
})

describe('GET /branding/*', () => {
  it.each([
    '/branding/..%2F..%2Fpackage.json',
    '/branding/..%2F..%2F..%2Fpackage.json',
    '/branding/..%2Foutside.png',
    '/branding/icons%2F..%2F..%2Foutside.png',
    '/branding/..%2Fterapias-caribe-copia%2Flogo.png',
    '/branding/%2Fetc%2Fpasswd',
    '/branding/icons/missing.png',
  ])('refuses %s with a JSON 404', async (target) => {
    const response = await t.request(target)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'not_found' })
  })

  it.each(['/branding/%E0%A4%A.png', '/branding/icons%2Ficon-192x192.png%00.png'])(
    'answers a malformed name %s with 404, not 500',
    async (target) => {
      expect((await t.request(target)).status).toBe(404)
    },
  )
})
