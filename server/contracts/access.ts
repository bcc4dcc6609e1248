import { and, eq, sql, type SQL } from 'drizzle-orm'
import { canFor } from '../../src/domain/permissions/permissions'
import type { Executor } from '../db/client'
import { providerContracts as contracts } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches which contracts: finance staff holding `finance.manage` globally (finance is not
 * scoped by customer: a contract belongs to a provider, not to a customer) read and change all;
 * a provider reads her own and submits them. Anything else answers 404, as a missing contract.
 */

export const isFinanceStaff = (viewer: OfficeViewer) => !isProviderViewer(viewer) && canFor(viewer.permissions, 'finance.manage', null)

/** The WHERE condition of the contracts a viewer may read (undefined: all). */
export function readableContracts(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return eq(contracts.provider_id, viewer.providerId!)
  return isFinanceStaff(viewer) ? undefined : sql`false`
}

export type ContractRow = typeof contracts.$inferSelect & { customer_id: null }

/** The visible contract's row (optionally locked FOR UPDATE); 404 when missing or not visible. */
export async function visibleContract(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), readableContracts(viewer)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('El contrato no existe.')
  return { ...row, customer_id: null }
}

/** 403 unless the viewer is finance staff (creating and editing contracts is finance's). */
export function assertMayPrepare(viewer: OfficeViewer): void {
  if (!isFinanceStaff(viewer)) throw forbidden('Solo Finanzas prepara y modifica contratos.')
}

/** Documents may be added and removed by finance, and by the provider on her own contract. */
export function mayHandleDocuments(viewer: OfficeViewer, row: Pick<ContractRow, 'provider_id'>): boolean {
  return isFinanceStaff(viewer) || (isProviderViewer(viewer) && viewer.providerId === row.provider_id)
}
