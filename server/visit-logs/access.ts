import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { canFor } from '../../src/domain/permissions/permissions'
import type { Executor } from '../db/client'
import { locations, providerLocationVisitLogs as logs } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches which visit logs (spec §6; brief of issue 14): staff through `billing.manage`,
 * globally or for the customers of their scoped roles (by the log's location); a provider only
 * her own logs, read only. A log the caller may not see answers 404 exactly as a missing one.
 */

const NONE = sql`false`

/** The WHERE condition of the logs a viewer may read (undefined: all). Needs `locations` joined. */
export function readableLogs(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return eq(logs.provider_id, viewer.providerId!)
  const reach = staffReach(viewer, 'billing.manage')
  if (reach === 'all') return undefined
  return reach.length === 0 ? NONE : inArray(locations.customer_id, reach)
}

/** What the workflow and the writes need of a log: its row and its location's customer. */
export type VisitLogRow = typeof logs.$inferSelect & { customer_id: number | null }

export async function visibleLog(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<VisitLogRow> {
  const query = db
    .select({ log: logs, customer_id: locations.customer_id })
    .from(logs)
    .innerJoin(locations, eq(locations.id, logs.location_id))
    .where(and(eq(logs.id, id), readableLogs(viewer)))
  const [row] = lock ? await query.for('update', { of: logs }) : await query
  if (!row) throw notFound('El registro de visitas no existe.')
  return { ...row.log, customer_id: row.customer_id }
}

/** Whether the viewer may create, edit or delete logs of a location of `customerId`. */
export const mayChangeLogs = (viewer: OfficeViewer, customerId: number | null) => !isProviderViewer(viewer) && canFor(viewer.permissions, 'billing.manage', customerId)

/** 403 unless the viewer may change logs of `customerId`. */
export function assertMayChangeLogs(viewer: OfficeViewer, customerId: number | null): void {
  if (!mayChangeLogs(viewer, customerId)) throw forbidden('No tiene permiso para modificar este registro de visitas.')
}
