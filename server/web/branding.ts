import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import { INSTALL_ICON_SIZES } from '../../src/domain/constants'
import type { AppDeps } from '../app-env'
import { loadCompany } from '../public/company'

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
}

/** Install icons, per spec §1 from 72 to 512 pixels, plus a maskable one for Android. */
export function manifestIcons() {
  return [
    ...INSTALL_ICON_SIZES.map((size) => ({
      src: `/branding/icons/icon-${size}x${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
    { src: '/branding/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
}

/** A malformed %-escape is the client's mistake, answered like a missing file rather than a 500. */
function decodePath(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

/**
 * Branding comes from the company's data and its home_dir, looked up at request time: a second
 * company deployment drops its images into DATA_DIR/branding/<home_dir>/ and needs no rebuild.
 */
export function brandingRoutes(deps: AppDeps) {
  async function findFile(homeDir: string, relative: string): Promise<Buffer | null> {
    for (const base of deps.config.brandingDirs) {
      const folder = path.resolve(base, homeDir)
      const file = path.resolve(folder, relative)
      // Never serve anything outside the company's folder.
      if (!file.startsWith(folder + path.sep)) return null
      const content = await readFile(file).catch(() => null)
      if (content) return content
    }
    return null
  }

  return new Hono()
    .get('/manifest.webmanifest', async (c) => {
      const company = await loadCompany(deps.db)
      if (!company) return c.json({ code: 'not_found', message: 'La compañía no está configurada.' }, 404)
      const manifest = {
        id: '/',
        name: company.name,
        short_name: company.short_name,
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: company.colors.primary,
        background_color: '#ffffff',
        icons: manifestIcons(),
      }
      c.header('Cache-Control', 'no-cache')
      return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json' })
    })
    .get('/branding/*', async (c) => {
      const company = await loadCompany(deps.db)
      const relative = decodePath(c.req.path.slice('/branding/'.length))
      const content = company && relative !== null ? await findFile(company.home_dir, relative) : null
      const type = CONTENT_TYPES[path.extname(relative ?? '').toLowerCase()]
      if (!content || !type) return c.json({ code: 'not_found', message: 'No se encontró el archivo.' }, 404)
      // Revalidated daily: a new logo shows up without a rebuild, and offline the worker's copy serves.
      return c.body(new Uint8Array(content), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' })
    })
}
