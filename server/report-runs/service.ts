import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { ReportCode, ReportRun } from '../../src/domain/reports/catalogue'
import type { Executor } from '../db/client'
import { reportRuns } from '../db/schema'
import { notFound } from '../http/errors'
import { limitOffset } from '../http/list'

const runColumns = {
  id: reportRuns.id,
  report_code: reportRuns.report_code,
  params: reportRuns.params,
  status: reportRuns.status,
  progress: reportRuns.progress,
  error_code: reportRuns.error_code,
  file_name: reportRuns.file_name,
  size_bytes: reportRuns.size_bytes,
  row_count: reportRuns.row_count,
  created_at: reportRuns.created_at,
  finished_at: reportRuns.finished_at,
}

type RunRow = Omit<ReportRun, 'created_at' | 'finished_at' | 'report_code'> & { report_code: string; created_at: Date; finished_at: Date | null }

const answerOf = (row: RunRow): ReportRun => ({
  ...row,
  report_code: row.report_code as ReportCode,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
})

/** A person's own runs, newest first (each person sees the reports she asked for). */
export async function pageRuns(db: Executor, userId: number, paging: { page: number; page_size: number }): Promise<Page<ReportRun>> {
  const { limit, offset } = limitOffset(paging)
  const mine = eq(reportRuns.created_by, userId)
  const [rows, [total]] = await Promise.all([
    db.select(runColumns).from(reportRuns).where(mine).orderBy(desc(reportRuns.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(reportRuns).where(mine),
  ])
  return { items: rows.map(answerOf), total: total?.n ?? 0 }
}

/** The run if it is the person's own; another's answers 404 exactly as a missing one. */
export async function visibleRun(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ ...runColumns, file_key: reportRuns.file_key, content_type: reportRuns.content_type })
    .from(reportRuns)
    .where(and(eq(reportRuns.id, id), eq(reportRuns.created_by, userId)))
  if (!row) throw notFound('El informe no existe.')
  // Where the file is stored stays on the server: the answer is the run as the list gives it.
  const { file_key, content_type, ...columns } = row
  return { run: answerOf(columns), file_key, content_type }
}

export async function createRun(db: Executor, userId: number, code: ReportCode, params: Record<string, unknown>, now: Date): Promise<ReportRun> {
  const [row] = await db.insert(reportRuns).values({ report_code: code, params, created_by: userId, created_at: now }).returning(runColumns)
  return answerOf(row!)
}

/** Removes a finished run (its file with it, by the caller); a run still being made cannot be removed. */
export async function deleteRun(tx: Executor, userId: number, id: number) {
  const [row] = await tx
    .delete(reportRuns)
    .where(and(eq(reportRuns.id, id), eq(reportRuns.created_by, userId), inArray(reportRuns.status, ['done', 'failed'])))
    .returning({ file_key: reportRuns.file_key })
  return row
}

/** The hub's count: the person's runs being made, and those ready to download. */
export async function reportRunCounts(db: Executor, userId: number): Promise<{ running: number; ready: number }> {
  const [row] = await db
    .select({
      running: sql<number>`count(*) filter (where ${reportRuns.status} in ('queued', 'running'))::int`,
      ready: sql<number>`count(*) filter (where ${reportRuns.status} = 'done')::int`,
    })
    .from(reportRuns)
    .where(eq(reportRuns.created_by, userId))
  return { running: row?.running ?? 0, ready: row?.ready ?? 0 }
}
