import { and, asc, eq } from 'drizzle-orm'
import type { ImportJob, ImportMode, ImportReportRow, ImportRowStatus } from '../../src/domain/import/active-students'
import type { Page } from '../../src/domain/lists/list-params'
import type { Database, Executor } from '../db/client'
import { importJobRows, importJobs } from '../db/schema'
import { notFound } from '../http/errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { applyChunk, CHUNK, countRows, loadLookups } from './apply'
import { failOrphanedJobs } from './orphans'
import { takeTurns } from '../db/take-turns'
import type { SheetRow } from './sheet'

/**
 * An import is a job in the database: its progress is written after every chunk, so the screen
 * polls GET /import/jobs/{id} from any instance; its report rows stay for the download.
 */

type JobRow = typeof importJobs.$inferSelect

export function jobOf(row: JobRow): ImportJob {
  return {
    id: row.id,
    kind: 'active-students',
    mode: row.mode,
    status: row.status,
    filename: row.filename,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    counts: row.counts,
    error_code: row.error_code,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }
}

export async function startJob(db: Database, viewer: OfficeViewer, mode: ImportMode, filename: string, totalRows: number, now: Date): Promise<ImportJob> {
  const [row] = await db
    .insert(importJobs)
    .values({
      kind: 'active-students',
      mode,
      status: 'running',
      filename,
      total_rows: totalRows,
      counts: { updated: 0, unchanged: 0, referral_changed: 0, refused: 0 },
      created_by: viewer.userId,
      created_at: now,
      heartbeat_at: now,
    })
    .returning()
  return jobOf(row!)
}

/** Runs the job to its end; a failure marks it failed (the rows already written stay reported). */
export async function runJob(db: Database, viewer: OfficeViewer, job: ImportJob, rows: SheetRow[], now: () => Date): Promise<void> {
  const counts = { ...job.counts }
  try {
    const lookups = await loadLookups(db)
    const seen = new Set<string>()
    for (let start = 0; start < rows.length; start += CHUNK) {
      await takeTurns()
      const report = await applyChunk(db, viewer, job.mode, lookups, rows.slice(start, start + CHUNK), seen, now())
      await db.insert(importJobRows).values(report.map((row) => ({ ...row, job_id: job.id })))
      countRows(report, counts)
      await db
        .update(importJobs)
        .set({ processed_rows: Math.min(start + CHUNK, rows.length), counts, heartbeat_at: now() })
        .where(eq(importJobs.id, job.id))
    }
    // Only a job still running ends done: one judged orphaned meanwhile (a chunk stalled past
    // ORPHAN_AFTER_MS) stays failed, which its screen already showed.
    await db
      .update(importJobs)
      .set({ status: 'done', finished_at: now() })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running')))
  } catch (error) {
    console.error('[import] job failed', job.id, error instanceof Error ? error.message : error)
    await db.update(importJobs).set({ status: 'failed', error_code: 'internal_error', finished_at: now() }).where(eq(importJobs.id, job.id))
  }
}

/**
 * A job is seen by the person who started it (anyone else gets 404, as for a missing one). A
 * running one whose process is gone is marked failed here too, so the screen polling it learns
 * within a minute even when the server came back before the job looked orphaned.
 */
export async function visibleJob(db: Executor, viewer: OfficeViewer, id: number, now = new Date()): Promise<ImportJob> {
  await failOrphanedJobs(db, now, id)
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.created_by, viewer.userId)))
  if (!row) throw notFound('La importación no existe.')
  return jobOf(row)
}

const reportColumns = {
  row: importJobRows.row,
  sie_number: importJobRows.sie_number,
  student_id: importJobRows.student_id,
  status: importJobRows.status,
  referral_changed: importJobRows.referral_changed,
  reason: importJobRows.reason,
  column: importJobRows.column,
}

export async function pageJobRows(
  db: Executor,
  jobId: number,
  query: { page: number; page_size: number; status?: ImportRowStatus | undefined },
): Promise<Page<ImportReportRow>> {
  const where = and(eq(importJobRows.job_id, jobId), query.status ? eq(importJobRows.status, query.status) : undefined)
  const { limit, offset } = limitOffset(query)
  const items = db.select(reportColumns).from(importJobRows).where(where).orderBy(asc(importJobRows.row)).limit(limit).offset(offset)
  return pageOf(items as Promise<ImportReportRow[]>, db.select({ total: countAll }).from(importJobRows).where(where))
}

export async function allJobRows(db: Executor, jobId: number, status?: ImportRowStatus): Promise<ImportReportRow[]> {
  const where = and(eq(importJobRows.job_id, jobId), status ? eq(importJobRows.status, status) : undefined)
  return (await db.select(reportColumns).from(importJobRows).where(where).orderBy(asc(importJobRows.row))) as ImportReportRow[]
}
