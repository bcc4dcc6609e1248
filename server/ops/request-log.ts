import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import type { Database } from '../db/client'
import { lifecycleOf } from './lifecycle'
import { log } from './log'
import { requestDuration, requestsInFlight } from './metrics'

/**
 * One log line and one histogram observation per API request, after the answer is made: its
 * request id (hono's requestId(): the caller's X-Request-Id when it sends a sane one, else a new
 * one, echoed in the answer), method, route template (never the path: it carries ids), status,
 * duration and the signed-in user's id. Never a body, a query, a header or a token (safe-log.ts).
 *
 * While the process drains (ops/drain.ts) every answer closes its connection, so a client's
 * next request goes to another instance instead of a socket about to be closed.
 */
export function requestLog(db: Database) {
  return createMiddleware<AppEnv & { Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now()
    requestsInFlight.inc()
    try {
      await next()
    } finally {
      requestsInFlight.dec()
    }
    const seconds = (performance.now() - started) / 1000
    const route = c.req.routePath
    const status = c.res.status
    if (lifecycleOf(db).phase === 'draining') {
      try {
        c.res.headers.set('Connection', 'close')
      } catch {
        // An answer with immutable headers (a proxied one): drain.ts closes its connection when idle.
      }
    }
    requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds)
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
    log.info({
      msg: 'request',
      request_id: c.get('requestId'),
      method: c.req.method,
      route,
      status,
      duration_ms: Math.round(seconds * 10_000) / 10,
      user_id: auth?.user.id ?? null,
    })
  })
}
