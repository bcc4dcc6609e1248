import { periodNameOf, statusNameOf } from '../i18n/reader-language'
import { and, eq, gte, lte, or } from 'drizzle-orm'
import { periodFlow } from '../../src/domain/scrubber/period-flow'
import type { PeriodLockAnswer } from '../../src/domain/scrubber/api'
import { allowedActions } from '../../src/domain/workflows/decide'
import type { Executor } from '../db/client'
import { visitPeriods } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import type { DocumentStore } from '../workflows/run-action'
import { actorOf } from '../workflows/run-action'

/**
 * The period as a workflow document. visit_periods has no `hash` column of its own: its
 * `updated_at` (set by every lock and unlock, to the millisecond) is the version, so a lock
 * pressed on a page opened before someone else's unlock is refused (409) like any stale write.
 * A period belongs to no customer: only a global billing.manage may lock it.
 */
interface PeriodDocument {
  id: number
  status: string
  hash: string
  customer_id: null
  provider_id: null
  claimed_by: null
}

const NOT_FOUND = 'El periodo no existe.'

async function periodRow(tx: Executor, id: number, lock: boolean) {
  const query = tx.select().from(visitPeriods).where(eq(visitPeriods.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(NOT_FOUND)
  return row
}

const documentOf = (row: typeof visitPeriods.$inferSelect): PeriodDocument => ({
  id: row.id,
  status: row.status,
  hash: row.updated_at.toISOString(),
  customer_id: null,
  provider_id: null,
  claimed_by: null,
})

export async function periodLockAnswer(tx: Executor, id: number, viewer: OfficeViewer): Promise<PeriodLockAnswer> {
  const row = await periodRow(tx, id, false)
  const document = documentOf(row)
  return {
    id: row.id,
    name: periodNameOf(row),
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    status_name: statusNameOf(periodFlow, row.status),
    hash: document.hash,
    allowed_actions: allowedActions(periodFlow, document, actorOf(viewer)),
  }
}

export const periodStore: DocumentStore<PeriodDocument, PeriodLockAnswer> = {
  lock: async (tx, id) => documentOf(await periodRow(tx, id, true)),
  apply: async (tx, document, change) => {
    await tx
      .update(visitPeriods)
      .set({ status: change.to as 'open' | 'locked', updated_at: change.at })
      .where(eq(visitPeriods.id, document.id))
  },
  answer: periodLockAnswer,
}

export function periodLocked(name: string): HttpError {
  return new HttpError(409, 'period_locked', `El periodo de facturación ${name} está cerrado: sus visitas no se pueden cambiar.`, undefined, undefined, {
    period: name,
  })
}

/**
 * Refuses (409 period_locked) a write that changes visits dated inside a locked period. The
 * periods covering the dates are read FOR SHARE: a lock being taken meanwhile (FOR UPDATE in
 * runAction) makes this wait for it and then see the period locked, so no write slips in
 * between the lock's check and its commit.
 */
export async function assertPeriodsOpen(tx: Executor, dates: readonly string[]): Promise<void> {
  const unique = [...new Set(dates)]
  if (unique.length === 0) return
  const covering = await tx
    .select({ name: visitPeriods.name, status: visitPeriods.status })
    .from(visitPeriods)
    .where(or(...unique.map((date) => and(lte(visitPeriods.start_date, date), gte(visitPeriods.end_date, date)))))
    .for('share')
  const locked = covering.find((period) => period.status === 'locked')
  if (locked) throw periodLocked(locked.name)
}
