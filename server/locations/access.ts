import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { locations } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, reaches, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches which locations: providers read every place of service (they pick them for
 * sessions); staff read with `locations.read` — a customer-scoped role its customer's locations
 * and the company's own (no customer) — and change them with `locations.write` for the same reach.
 */
export function readableLocations(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return undefined
  const reach = staffReach(viewer, 'locations.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? sql`false` : or(isNull(locations.customer_id), inArray(locations.customer_id, reach))
}

export type LocationRow = typeof locations.$inferSelect

export async function visibleLocation(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<LocationRow> {
  const query = db.select().from(locations).where(and(eq(locations.id, id), readableLocations(viewer)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('La ubicación no existe.')
  return row
}

/** A customer-scoped writer changes only its customer's locations, never the company's own. */
export function assertCanWriteLocation(viewer: OfficeViewer, customerId: number | null): void {
  if (!reaches(staffReach(viewer, 'locations.write'), customerId)) throw forbidden('No tiene permiso para modificar esta ubicación.')
}
