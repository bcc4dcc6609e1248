import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { migrationsFolder } from '../db/client'
import { jobsFor } from '../jobs/runner'
import { lifecycleOf, type Phase } from './lifecycle'

/**
 * GET /api/ready's verdict: the process is serving (not starting, not draining), the database
 * answers, every migration this code knows is applied, and the job runner has started. A load
 * balancer sends traffic only while it is ready.
 */
export interface Readiness {
  ready: boolean
  phase: Phase
  checks: { database: boolean; migrations: boolean; jobs: boolean }
}

/** A database that does not answer within this is as good as unreachable to a balancer. */
const DATABASE_TIMEOUT_MS = 2_000

const knownMigrations = (() => {
  let count: number | null = null
  return () => {
    count ??= (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length
    return count
  }
})()

async function appliedMigrations(db: Database): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_TIMEOUT_MS)
  })
  const query = db
    .execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
    .then((result) => Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0))
    .catch(() => null)
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(db: Database): Promise<Readiness> {
  const { phase } = lifecycleOf(db)
  // A draining process answers at once: its database may be about to close.
  if (phase === 'draining') return { ready: false, phase, checks: { database: false, migrations: false, jobs: false } }
  const applied = await appliedMigrations(db)
  const checks = { database: applied !== null, migrations: applied !== null && applied >= knownMigrations(), jobs: jobsFor(db).started }
  return { ready: phase === 'serving' && checks.database && checks.migrations && checks.jobs, phase, checks }
}
