import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { providerBills as bills } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import { isFinanceStaff } from '../contracts/access'

/**
 * Who reaches which bills: finance staff holding `finance.manage` globally (a bill belongs to a
 * provider, not to a customer) read and change all; a provider reads her own and nobody else's
 * (a supervisor does not read her supervised providers' pay). Anything else answers 404, as a
 * missing bill.
 */

export { isFinanceStaff }

/** The WHERE condition of the bills a viewer may read (undefined: all). */
export function readableBills(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return eq(bills.provider_id, viewer.providerId!)
  return isFinanceStaff(viewer) ? undefined : sql`false`
}

export type BillRow = typeof bills.$inferSelect & { customer_id: null }

/** The visible bill's row (optionally locked FOR UPDATE); 404 when missing or not visible. */
export async function visibleBill(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<BillRow> {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.id, id), readableBills(viewer)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('La factura no existe.')
  return { ...row, customer_id: null }
}

/** 403 unless the viewer is finance staff (bills are built and changed by finance). */
export function assertMayPrepare(viewer: OfficeViewer): void {
  if (!isFinanceStaff(viewer)) throw forbidden('Solo Finanzas prepara y modifica facturas.')
}
