import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { isGuestEntryPath } from '../../src/domain/guest/entry'
import { isLoginEntryPath } from '../../src/domain/login-entry'

/**
 * Serves the built PWA. Hashed assets are cached forever; index.html and the service worker
 * are always revalidated so an update is noticed. Guest addresses (src/domain/guest/entry.ts)
 * get guest.html, the guest pages' own small entry, and /login gets login.html, the login page's
 * (src/domain/login-entry.ts). Any other path without a file is a client route and gets
 * index.html (the router draws it, or its not-found page).
 */
/** What the pages carry of the company before any script runs (null: no company yet). */
export interface PageCompany {
  name: string
  short_name: string
  primary_color: string
}

export function staticRoutes(staticDir: string, pageCompany: () => Promise<PageCompany | null> = async () => null) {
  // index.html goes out with the company's short name in the title, the iOS home-screen title and
  // the noscript text: "Añadir a pantalla de inicio" reads them before any script runs.
  const htmlPage = async (c: Context, file: 'index.html' | 'guest.html' | 'login.html') => {
    const html = await readFile(path.join(staticDir, file), 'utf8').catch(() => null)
    if (html === null) return c.text('La aplicación no está compilada. Ejecute npm run build.', 503)
    c.header('Cache-Control', pageCaching(c.req.path))
    const page = withCompanyName(html, await pageCompany())
    return c.html(file === 'login.html' ? withLoginLogoPreload(page) : page)
  }
  const indexPage = (c: Context) => {
    if (isGuestEntryPath(c.req.path)) return htmlPage(c, 'guest.html')
    return htmlPage(c, isLoginEntryPath(c.req.path) ? 'login.html' : 'index.html')
  }
  return new Hono()
    .use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .use('*', async (c, next) => {
      await next()
      // index.html by any name (/, /index.html) and the worker are revalidated on every load.
      const isHtml = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false
      if (c.req.path === '/sw.js' || isHtml) c.header('Cache-Control', pageCaching(c.req.path))
    })
    .on('GET', ['/', '/index.html'], (c) => indexPage(c))
    // The worker precaches the login page by its file name: with the company's name, as /login.
    .get('/login.html', (c) => htmlPage(c, 'login.html'))
    .use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.', precompressed: true }))
    .get('*', async (c) => {
      if (path.extname(c.req.path) !== '') return c.json({ code: 'not_found', message: 'No se encontró el archivo.' }, 404)
      return indexPage(c)
    })
}

/**
 * Pages are revalidated on every load, so an update is noticed. A guest page is never stored: its
 * address is the link's secret, and a stored copy (a shared phone, a proxy) would keep the way in.
 */
function pageCaching(pathname: string): string {
  return isGuestEntryPath(pathname) ? 'no-store' : 'no-cache'
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The built page with "Bitácora" replaced by the company's short name where a device reads it,
 * its primary colour as the browser's theme colour, and its full name and colour where the login
 * page reads them (company-name, company-color): its heading and button are right from the first
 * frame, on a device that has no copy of the company yet, without the device database.
 */
export function withCompanyName(html: string, company: PageCompany | null): string {
  if (!company) return html
  const name = escapeHtml(company.short_name)
  const color = escapeHtml(company.primary_color)
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/(<meta name="company-name" content=")[^"]*(")/, `$1${escapeHtml(company.name)}$2`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${color}$2`)
    .replace(/(<meta name="company-color" content=")[^"]*(")/, `$1${color}$2`)
    .replace(/(<noscript>)Bitácora/, `$1${name}`)
}

/**
 * /login shows the company's logo as its largest element, and without a hint the browser learns of
 * it only once the app's code has run: a preload fetches it alongside the code.
 */
export function withLoginLogoPreload(html: string): string {
  return html.replace('</head>', '  <link rel="preload" as="image" href="/branding/logo-tall.png" fetchpriority="high" />\n  </head>')
}
