import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { HttpError, notFound } from '../http/errors'
import { access } from '../permissions/access'
import { collectDatabaseMetrics, registry } from './metrics'
import { readiness } from './readiness'

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * What an operator and a load balancer ask the process (docs/operations.md): GET /health (the
 * process answers), GET /ready (it should be sent traffic: 200, else 503), GET /metrics
 * (Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; without the variable
 * the route does not exist). Mounted at /api.
 */
export function opsRoutes(deps: AppDeps) {
  const token = deps.config.metricsToken
  return new Hono<AppEnv>()
    .get('/health', access({ public: 'a liveness probe: says only that the process answers' }), (c) => c.json({ status: 'ok' }))
    .get('/ready', access({ public: 'a readiness probe for the load balancer: says only whether to send traffic' }), async (c) => {
      const verdict = await readiness(deps.db)
      c.header('Cache-Control', 'no-store')
      const status = verdict.ready ? 'ready' : verdict.phase === 'serving' ? 'unavailable' : verdict.phase
      // A 503 carries a code as every error answer does (not_ready), beside what the balancer reads.
      return c.json({ status, checks: verdict.checks, ...(verdict.ready ? {} : { code: 'not_ready' }) }, verdict.ready ? 200 : 503)
    })
    .get('/metrics', access({ public: 'checks its own bearer token, METRICS_TOKEN, not a user session' }), async (c) => {
      if (!token) throw notFound('La ruta solicitada no existe.')
      const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
      if (!sameSecret(given, token)) throw new HttpError(401, 'unauthenticated', 'Se requiere el token de métricas.', undefined, { 'WWW-Authenticate': 'Bearer' })
      await collectDatabaseMetrics(deps.db)
      return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
    })
}
