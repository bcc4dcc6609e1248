import { and, eq, sql } from 'drizzle-orm'
import { canFor } from '../../src/domain/permissions/permissions'
import type { Executor } from '../db/client'
import { paymentBatches } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'

/**
 * Payment batches are finance's alone: staff holding `finance.manage` globally (finance is not
 * scoped by customer) read and act on them; anyone else gets the 404 a missing batch gets (the
 * area's guard already answers 403 to providers and to staff without the permission).
 */

export const isFinanceStaff = (viewer: OfficeViewer) => !isProviderViewer(viewer) && canFor(viewer.permissions, 'finance.manage', null)

export function assertFinanceStaff(viewer: OfficeViewer): void {
  if (!isFinanceStaff(viewer)) throw forbidden('Solo Finanzas prepara y procesa los lotes de pago.')
}

export type BatchRow = typeof paymentBatches.$inferSelect & { customer_id: null }

export const BATCH_MISSING = 'El lote de pago no existe.'

/** The batch's row (optionally locked FOR UPDATE); 404 when missing or not visible. */
export async function visibleBatch(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<BatchRow> {
  const query = db
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), isFinanceStaff(viewer) ? undefined : sql`false`))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(BATCH_MISSING)
  return { ...row, customer_id: null }
}
