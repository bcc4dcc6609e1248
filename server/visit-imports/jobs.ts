import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { VisitImport, VisitImportCounts, VisitImportValues } from '../../src/domain/visit-imports/visit-imports'
import type { Database, Executor, Transaction } from '../db/client'
import { users, visitImportErrors, visitImports } from '../db/schema'
import { notFound } from '../http/errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import type { SheetRowOf } from '../import/sheet'
import { INTERRUPTED, ORPHAN_AFTER_MS } from '../import/orphans'
import { checkChunk, lockPeriod, type Lookups, type RawRow } from './check'
import { commitRows } from './commit'
import { takeTurns } from '../db/take-turns'

/**
 * An import is a job whose state is in the database (the student import's pattern,
 * server/import/jobs.ts): counts and processed rows are written after every chunk, each chunk one
 * transaction, so the screen polls progress from any instance and a crash loses at most the
 * chunk under way (a repeat of the file then skips what is already in).
 */
/** Rows per transaction: small enough that one holds PGlite for some tens of milliseconds. */
export const CHUNK = 250

type ImportRow = typeof visitImports.$inferSelect

const EMPTY_COUNTS: VisitImportCounts = { imported: 0, skipped: 0, ignored: 0, errors: 0 }

const columns = {
  row: visitImports,
  created_by_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
  open_errors: sql<number>`(select count(*)::int from ${visitImportErrors} e where e.import_id = ${visitImports.id} and e.status = 'open')`,
}

function answer({ row, created_by_name, open_errors }: { row: ImportRow; created_by_name: string; open_errors: number }): VisitImport {
  return {
    id: row.id,
    period_id: row.period_id,
    filename: row.filename,
    to_date: row.to_date,
    status: row.status,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    counts: row.counts,
    open_errors,
    error_code: row.error_code,
    created_by_name,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }
}

/** Imports the viewer may see: every one with a global reach, her own with a customer-scoped one. */
const visibleTo = (reach: 'all' | number[], userId: number) => (reach === 'all' ? undefined : eq(visitImports.created_by, userId))

export async function importById(db: Executor, id: number, reach: 'all' | number[], userId: number, now: Date): Promise<VisitImport> {
  await failOrphanedImports(db, now, id)
  const [row] = await db
    .select(columns)
    .from(visitImports)
    .innerJoin(users, eq(users.id, visitImports.created_by))
    .where(and(eq(visitImports.id, id), visibleTo(reach, userId)))
  if (!row) throw notFound('La importación no existe.')
  return answer(row)
}

export async function pageImports(
  db: Executor,
  periodId: number,
  reach: 'all' | number[],
  userId: number,
  params: { page: number; page_size: number },
  now: Date,
): Promise<Page<VisitImport>> {
  await failOrphanedImports(db, now)
  const where = and(eq(visitImports.period_id, periodId), visibleTo(reach, userId))
  const { limit, offset } = limitOffset(params)
  const page = await pageOf(
    db.select(columns).from(visitImports).innerJoin(users, eq(users.id, visitImports.created_by)).where(where).orderBy(desc(visitImports.created_at), desc(visitImports.id)).limit(limit).offset(offset),
    db.select({ total: countAll }).from(visitImports).where(where),
  )
  return { total: page.total, items: page.items.map(answer) }
}

/** The live import of this very file (same content, period and to_date), if any. */
export async function sameFileImport(db: Executor, periodId: number, fileHash: string, toDate: string | null): Promise<number | null> {
  const [row] = await db
    .select({ id: visitImports.id })
    .from(visitImports)
    .where(
      and(
        eq(visitImports.period_id, periodId),
        eq(visitImports.file_hash, fileHash),
        sql`coalesce(${visitImports.to_date}, '1900-01-01'::date) = coalesce(${toDate}::date, '1900-01-01'::date)`,
        sql`${visitImports.status} <> 'failed'`,
      ),
    )
  return row?.id ?? null
}

/** A new running import; null when the same file's import was created meanwhile (the unique index). */
export async function createImport(
  db: Executor,
  values: { periodId: number; filename: string; fileHash: string; toDate: string | null; totalRows: number; userId: number; now: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(visitImports)
    .values({
      period_id: values.periodId,
      filename: values.filename,
      file_hash: values.fileHash,
      to_date: values.toDate,
      status: 'running',
      total_rows: values.totalRows,
      counts: EMPTY_COUNTS,
      created_by: values.userId,
      created_at: values.now,
      heartbeat_at: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: visitImports.id })
  return row?.id ?? null
}

export const rawRows = <K extends keyof VisitImportValues>(rows: SheetRowOf<K>[]): RawRow[] =>
  rows.map(({ row, ...values }) => ({ row, values: values as unknown as VisitImportValues }))

/** Runs the import to its end; a failure marks it failed (chunks already committed stay). */
export async function runImport(db: Database | Transaction, importId: number, lookups: Lookups, rows: readonly RawRow[], context: { userId: number; filename: string; now: () => Date }): Promise<void> {
  const counts = { ...EMPTY_COUNTS }
  const seen = new Set<string>()
  try {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK)
      await takeTurns()
      await db.transaction(async (tx) => {
        await lockPeriod(tx, lookups.period.id)
        const verdicts = await checkChunk(tx, lookups, chunk, seen)
        const good = verdicts.flatMap((verdict) => (verdict.kind === 'good' ? [verdict.row] : []))
        const errors = verdicts.flatMap((verdict, index) =>
          verdict.kind === 'error'
            ? [{ import_id: importId, row: chunk[index]!.row, code: verdict.code, column: verdict.column, values: chunk[index]!.values, updated_at: context.now() }]
            : [],
        )
        await commitRows(tx, good, { importId, userId: context.userId, now: context.now(), filename: context.filename })
        if (errors.length > 0) await tx.insert(visitImportErrors).values(errors)
        for (const row of good) seen.add(row.key)
        counts.imported += good.length
        counts.errors += errors.length
        for (const verdict of verdicts) if (verdict.kind === 'skipped' || verdict.kind === 'ignored') counts[verdict.kind] += 1
        await tx
          .update(visitImports)
          .set({ processed_rows: start + chunk.length, counts, heartbeat_at: context.now() })
          .where(eq(visitImports.id, importId))
      })
    }
    // Only an import still running ends done: one judged orphaned meanwhile stays failed.
    await db
      .update(visitImports)
      .set({ status: 'done', finished_at: context.now() })
      .where(and(eq(visitImports.id, importId), eq(visitImports.status, 'running')))
  } catch (error) {
    console.error('[visit-import] failed', importId, error instanceof Error ? error.message : error)
    await db.update(visitImports).set({ status: 'failed', error_code: 'internal_error', finished_at: context.now() }).where(eq(visitImports.id, importId))
  }
}

/** Running imports silent for ORPHAN_AFTER_MS lost their process: failed with `import_interrupted`. */
export async function failOrphanedImports(db: Executor, now: Date, id?: number): Promise<void> {
  const silentSince = new Date(now.getTime() - ORPHAN_AFTER_MS)
  await db
    .update(visitImports)
    .set({ status: 'failed', error_code: INTERRUPTED, finished_at: now })
    .where(and(eq(visitImports.status, 'running'), lt(visitImports.heartbeat_at, silentSince), id === undefined ? undefined : eq(visitImports.id, id)))
}
