import { and, asc, eq, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { ImportErrorPatch, ImportErrorStatus, VisitImportError, VisitImportErrorCode } from '../../src/domain/visit-imports/visit-imports'
import type { Database, Executor } from '../db/client'
import { visitImportErrors, visitImports, visitPeriods } from '../db/schema'
import { conflict, HttpError, notFound } from '../http/errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import { checkChunk, loadLookups, lockPeriod } from './check'
import { commitRows } from './commit'

type ErrorRow = typeof visitImportErrors.$inferSelect

export const errorAnswer = (row: ErrorRow): VisitImportError => ({
  id: row.id,
  import_id: row.import_id,
  row: row.row,
  code: row.code,
  column: row.column as VisitImportError['column'],
  values: row.values,
  status: row.status,
  visit_id: row.visit_id,
  note: row.note,
  updated_at: row.updated_at.toISOString(),
})

export async function pageErrors(
  db: Executor,
  importId: number,
  query: { page: number; page_size: number; status?: ImportErrorStatus | undefined; code?: string | undefined },
): Promise<Page<VisitImportError>> {
  const where = and(
    eq(visitImportErrors.import_id, importId),
    query.status ? eq(visitImportErrors.status, query.status) : undefined,
    query.code ? eq(visitImportErrors.code, query.code as VisitImportErrorCode) : undefined,
  )
  const { limit, offset } = limitOffset(query)
  const page = await pageOf(
    db.select().from(visitImportErrors).where(where).orderBy(asc(visitImportErrors.row)).limit(limit).offset(offset),
    db.select({ total: countAll }).from(visitImportErrors).where(where),
  )
  return { total: page.total, items: page.items.map(errorAnswer) }
}

export interface PatchContext {
  reach: 'all' | number[]
  userId: number
  now: Date
  today: string
}

/**
 * PATCH of one import error: `fix` checks the corrected row exactly as the import would and, when
 * good, commits it as a visit (the error stays, `fixed`, with the visit it became); still bad →
 * 422 with the column's code and nothing saved. `dismiss` marks it reviewed (with a note);
 * `reopen` undoes that. A fixed error is final (409), and so is every error of a locked period.
 */
export async function patchError(db: Database, id: number, patch: ImportErrorPatch, context: PatchContext): Promise<VisitImportError> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ error: visitImportErrors, import: visitImports, period: visitPeriods })
      .from(visitImportErrors)
      .innerJoin(visitImports, eq(visitImports.id, visitImportErrors.import_id))
      .innerJoin(visitPeriods, eq(visitPeriods.id, visitImports.period_id))
      .where(and(eq(visitImportErrors.id, id), context.reach === 'all' ? undefined : eq(visitImports.created_by, context.userId)))
      .for('update', { of: visitImportErrors })
    if (!found) throw notFound('El error de importación no existe.')
    const { error, period } = found
    if (period.status === 'locked') throw conflict('period_locked', 'El periodo está cerrado: sus importaciones ya no se corrigen.')
    if (error.status === 'fixed') throw conflict('import_error_fixed', 'La fila ya se corrigió e importó.')
    const stamp = { updated_by: context.userId, updated_at: context.now }
    if (patch.action === 'dismiss') return update(tx, id, { status: 'dismissed', note: patch.note || null, ...stamp })
    if (patch.action === 'reopen') return update(tx, id, { status: 'open', note: null, ...stamp })

    const values = { ...error.values, ...Object.fromEntries(Object.entries(patch.values).filter(([, value]) => value !== undefined)) }
    await lockPeriod(tx, period.id)
    const lookups = await loadLookups(tx, { period, today: context.today, toDate: null, reach: context.reach })
    const [verdict] = await checkChunk(tx, lookups, [{ row: error.row, values }], new Set())
    if (verdict!.kind === 'error') {
      const column = verdict!.column ?? 'sie_number'
      throw new HttpError(422, 'import_row_invalid', 'La fila corregida aún no es válida.', { [`values.${column}`]: verdict!.code })
    }
    if (verdict!.kind !== 'good') throw conflict('visit_already_recorded', 'Esa visita ya está registrada en el periodo.')
    const visitIds = await commitRows(tx, [verdict!.row], { importId: error.import_id, userId: context.userId, now: context.now, filename: found.import.filename })
    await tx
      .update(visitImports)
      .set({ counts: sql`jsonb_set(${visitImports.counts}, '{imported}', to_jsonb((${visitImports.counts}->>'imported')::int + 1))` })
      .where(eq(visitImports.id, error.import_id))
    return update(tx, id, { status: 'fixed', values, visit_id: visitIds.get(error.row)!, ...stamp })
  })
}

async function update(tx: Executor, id: number, set: Partial<ErrorRow>): Promise<VisitImportError> {
  const [row] = await tx.update(visitImportErrors).set(set).where(eq(visitImportErrors.id, id)).returning()
  return errorAnswer(row!)
}
