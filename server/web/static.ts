import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'

/**
 * Serves the built PWA. Hashed assets are cached forever; index.html and the service worker
 * are always revalidated so an update is noticed. Any other path without a file is a client
 * route and gets index.html (the router draws it, or its not-found page).
 */
export function staticRoutes(staticDir: string, companyShortName: () => Promise<string | null> = async () => null) {
  const indexFile = path.join(staticDir, 'index.html')
  // index.html goes out with the company's short name in the title, the iOS home-screen title and
  // the noscript text: "Añadir a pantalla de inicio" reads them before any script runs.
  const indexPage = async (c: Context) => {
    const html = await readFile(indexFile, 'utf8').catch(() => null)
    if (html === null) return c.text('La aplicación no está compilada. Ejecute npm run build.', 503)
    c.header('Cache-Control', 'no-cache')
    return c.html(withCompanyName(html, await companyShortName()))
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
      if (c.req.path === '/sw.js' || isHtml) c.header('Cache-Control', 'no-cache')
    })
    .on('GET', ['/', '/index.html'], (c) => indexPage(c))
    .use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.', precompressed: true }))
    .get('*', async (c) => {
      if (path.extname(c.req.path) !== '') return c.json({ code: 'not_found', message: 'No se encontró el archivo.' }, 404)
      return indexPage(c)
    })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The built page with "Bitácora" replaced by the company's short name where a device reads it. */
export function withCompanyName(html: string, shortName: string | null): string {
  if (!shortName) return html
  const name = escapeHtml(shortName)
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/(<noscript>)Bitácora/, `$1${name}`)
}
