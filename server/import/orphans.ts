import { and, eq, lt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { importJobs } from '../db/schema'

/**
 * An import job runs inside the process that took the upload. If that process dies (a crash, a
 * deploy, a restart), the job would stay `running` for ever and its screen would poll a progress
 * bar that never moves. A running job writes a heartbeat after every chunk (seconds apart), so
 * one silent for ORPHAN_AFTER_MS has lost its process: it is marked failed with
 * `import_interrupted`, which the screen explains and offers to start again. The age test (not
 * "every running job") keeps a starting instance from failing the live job of another instance
 * behind the same load balancer.
 */
export const ORPHAN_AFTER_MS = 60_000

export const INTERRUPTED = 'import_interrupted'

/** Marks failed every running job whose heartbeat is older than ORPHAN_AFTER_MS; answers how many. */
export async function failOrphanedJobs(db: Executor, now: Date, jobId?: number): Promise<number> {
  const silentSince = new Date(now.getTime() - ORPHAN_AFTER_MS)
  const failed = await db
    .update(importJobs)
    .set({ status: 'failed', error_code: INTERRUPTED, finished_at: now })
    .where(and(eq(importJobs.status, 'running'), lt(importJobs.heartbeat_at, silentSince), jobId === undefined ? undefined : eq(importJobs.id, jobId)))
    .returning({ id: importJobs.id })
  return failed.length
}

/** At start: the jobs a previous process left running (older than ORPHAN_AFTER_MS) are failed. */
export async function failOrphanedJobsAtStart(db: Executor, now = new Date()): Promise<void> {
  const count = await failOrphanedJobs(db, now)
  if (count > 0) console.warn(`[import] ${count} importación(es) interrumpida(s) marcada(s) como fallida(s)`)
}
