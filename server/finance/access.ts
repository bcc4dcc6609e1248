import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import { providers } from '../db/schema'
import { notFound } from '../http/errors'
import { assertStaffPermission, isProviderViewer, loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches finance records: staff holding `finance.manage` (a global concern, not scoped by
 * customer) read and change them; a provider reaches only her own rates and bank account. A
 * provider asking for another provider's records gets the 404 a missing one gets.
 */
export const financeViewer = (deps: AppDeps, c: Context<AppEnv>) => loadOfficeViewer(deps.db, c.var.auth)

export const assertFinanceStaff = (viewer: OfficeViewer) => assertStaffPermission(viewer, 'finance.manage')

/** The provider exists and the viewer may read her finance records; optionally locked for a write. */
export async function reachableProvider(db: Executor, viewer: OfficeViewer, providerId: number, lock = false): Promise<number> {
  if (isProviderViewer(viewer) && viewer.providerId !== providerId) throw notFound('El proveedor no existe.')
  const query = db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('El proveedor no existe.')
  return row.id
}

/** yyyy-MM-dd of the day before. */
export function dayBefore(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`)
  instant.setUTCDate(instant.getUTCDate() - 1)
  return instant.toISOString().slice(0, 10)
}
