import type { MiddlewareHandler } from 'hono'

/**
 * API answers are `Cache-Control: no-store` unless their route says otherwise: a signed-in
 * answer is about students, providers and money, and a guest view (/public/intervention-plans/
 * {uuid}, /public/service-forms/{uuid}) is a minor's plan behind a link's secret. Neither may stay
 * in a shared cache, the browser's disk cache or the back button's page of a shared tablet.
 * Errors too: they can name what was asked for.
 *
 * The exception is the reference data anyone may read (publicRoutes: the company, services,
 * genders…): it says nothing about anyone, and keeps the caching it has. Those paths are taken from
 * the routes themselves, so a reference list added there is cacheable without being listed here,
 * and a guest view under the same /public prefix is not (it is a route of another area).
 */
export function noStoreByDefault(options: {
  /** Where the reference routes are mounted, e.g. /api/public. */
  referenceBase: string
  /** The Hono app of the reference routes (its route table). */
  referenceRoutes: { routes: readonly { method: string; path: string }[] }
}): MiddlewareHandler {
  const cacheable = new Set(
    options.referenceRoutes.routes
      .filter((route) => route.method === 'GET' && !/[*:]/.test(route.path))
      .map((route) => withoutTrailingSlash(options.referenceBase + route.path)),
  )
  return async (c, next) => {
    await next()
    if (c.res.headers.has('Cache-Control')) return
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && cacheable.has(withoutTrailingSlash(c.req.path))) return
    c.header('Cache-Control', 'no-store')
  }
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
