import { eq, sql, type SQL } from 'drizzle-orm'
import { providerPayments as payments } from '../db/schema'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import { isFinanceStaff } from '../payment-batches/access'

/**
 * Who reaches which payments: finance staff (finance.manage, global) all; a provider only her
 * own (read, stubs). Anyone else, and a provider asking for another's, gets the 404 a missing
 * payment gets.
 */
export function readablePayments(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return eq(payments.provider_id, viewer.providerId!)
  return isFinanceStaff(viewer) ? undefined : sql`false`
}

export const PAYMENT_MISSING = 'El pago no existe.'
