import { sql } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client'

/**
 * The process's metrics in Prometheus's text format (prom-client), served by GET /api/metrics.
 * Counters and histograms are this process's own (each instance behind the balancer is scraped
 * on its own); the job gauges are read from the database when scraped, so they are the same on
 * every instance.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
})

export const requestsInFlight = new Gauge({ name: 'http_requests_in_flight', help: 'API requests being worked on now', registers: [registry] })

export const pushedMutations = new Counter({
  name: 'bitacora_sync_pushed_mutations_total',
  help: 'Mutations received through POST /api/sync/push, by outcome (applied, replayed, refused, conflict, retry)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const jobRuns = new Counter({
  name: 'bitacora_job_runs_total',
  help: 'Job runs finished in this process, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
})

/** Counts a push's answers by outcome (sync/push.ts). */
export function countPushed(results: readonly { outcome: string }[]): void {
  for (const result of results) pushedMutations.inc({ outcome: result.outcome })
}

const jobs = new Gauge({ name: 'bitacora_jobs', help: 'Jobs by queue and state (queued, running, failed), all instances', labelNames: ['queue', 'state'] as const, registers: [registry] })
const pool = new Gauge({ name: 'bitacora_db_pool_connections', help: 'Database connections by state (total, idle, waiting clients); PGlite has one', labelNames: ['state'] as const, registers: [registry] })

/** pg-boss states as the issue names them; the imports' own tables count as two more queues. */
const STATES: Record<string, 'queued' | 'running' | 'failed'> = { created: 'queued', retry: 'queued', active: 'running', failed: 'failed' }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Reads what is scraped from the database and the pool; the database of the app being served. */
export async function collectDatabaseMetrics(db: Database): Promise<void> {
  jobs.reset()
  const boss = await db
    .execute(sql`select name as queue, state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`)
    .then((result) => rowsOf<{ queue: string; state: string; count: number }>(result))
    // pg-boss makes its schema on its first start: before that there are no jobs.
    .catch(() => [])
  for (const row of boss) jobs.inc({ queue: row.queue, state: STATES[row.state]! }, row.count)
  const imports = await db
    .execute(
      sql`select 'active-students-import' as queue, status, count(*)::int as count from import_jobs where status in ('running', 'failed') group by 2
          union all select 'visit-import', status, count(*)::int from visit_imports where status in ('running', 'failed') group by 2`,
    )
    .then((result) => rowsOf<{ queue: string; status: string; count: number }>(result))
  for (const row of imports) jobs.inc({ queue: row.queue, state: row.status === 'running' ? 'running' : 'failed' }, row.count)
  pool.reset()
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof PGlite) {
    pool.set({ state: 'total' }, 1)
  } else {
    const { totalCount, idleCount, waitingCount } = client as pg.Pool
    pool.set({ state: 'total' }, totalCount)
    pool.set({ state: 'idle' }, idleCount)
    pool.set({ state: 'waiting' }, waitingCount)
  }
}
