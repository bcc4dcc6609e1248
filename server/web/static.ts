import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/**
 * Serves the built PWA. Hashed assets are cached forever; index.html and the service worker
 * are always revalidated so an update is noticed. Any other path without a file is a client
 * route and gets index.html (the router draws it, or its not-found page).
 */
export function staticRoutes(staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html')
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
    .use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.', precompressed: true }))
    .get('*', async (c) => {
      if (path.extname(c.req.path) !== '') return c.json({ code: 'not_found', message: 'No se encontró el archivo.' }, 404)
      const html = await readFile(indexFile, 'utf8').catch(() => null)
      if (html === null) return c.text('La aplicación no está compilada. Ejecute npm run build.', 503)
      c.header('Cache-Control', 'no-cache')
      return c.html(html)
    })
}
