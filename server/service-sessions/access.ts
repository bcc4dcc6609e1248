import type { CurrentUser } from '../../src/domain/schemas/auth'
import type { Executor } from '../db/client'
import { providerSupervisions } from '../db/schema'
import { eq } from 'drizzle-orm'
import { forbidden } from '../http/errors'
import type { Reach, RouteAccess } from '../permissions/access'

/**
 * Staff with students.read read the sessions of their customers' students (the clinical notes
 * are the students' records); a provider her own, a supervisor also her supervisees'.
 */
export const SESSION_READS: RouteAccess = { permission: 'students.read', customers: true, providers: 'supervised' }

/**
 * A provider records her own sessions; office staff correct them for billing (billing.manage),
 * only with referrals of their customers. The batched push holds each mutation to the same.
 */
export const SESSION_WRITES: RouteAccess = { permission: 'billing.manage', customers: true, providers: 'own' }

/**
 * Who is asking, for authorization of sessions and visits (spec §6, ARCHITECTURE
 * "Authorization on the server"):
 * - a provider (provider_id set) reads and writes only her own sessions;
 * - a supervisor is a provider who also READS those of the providers she supervises;
 * - office staff reach the sessions of their customers' students (every customer for a global
 *   role), through the route's declared permission.
 */
export interface Viewer {
  userId: number
  providerId: number | null
  /** Providers this viewer supervises, on reads (empty for staff, plain providers and writes). */
  supervised: ReadonlySet<number>
  /** Customers whose students' visits the viewer reaches ('all' for providers and global roles). */
  customers: 'all' | number[]
}

/** The viewer of a request, from the reach its route's declaration granted. */
export function viewerOfReach(reach: Reach): Viewer {
  const supervised = reach.providers === 'all' ? [] : reach.providers.filter((id) => id !== reach.providerId)
  return { userId: reach.userId, providerId: reach.providerId, supervised: new Set(supervised), customers: reach.customers }
}

/**
 * The viewer of a session write: her reach, and, for a supervisor, the providers she supervises:
 * she reads their sessions, so changing one is refused (403), not answered as missing (404).
 */
export function writerOfReach(reach: Reach, supervised: readonly number[]): Viewer {
  return { ...viewerOfReach(reach), supervised: new Set(supervised) }
}

/**
 * The viewer of work done outside a request (a visit log's OCR entries, run as the staff member
 * who asked for them after the route checked her access): every customer.
 */
export async function loadViewer(db: Executor, user: Pick<CurrentUser, 'id' | 'provider_id'>): Promise<Viewer> {
  if (user.provider_id === null) return { userId: user.id, providerId: null, supervised: new Set(), customers: 'all' }
  const rows = await db
    .select({ provider_id: providerSupervisions.provider_id })
    .from(providerSupervisions)
    .where(eq(providerSupervisions.supervisor_id, user.provider_id))
  return { userId: user.id, providerId: user.provider_id, supervised: new Set(rows.map((row) => row.provider_id)), customers: 'all' }
}

export const isStaff = (viewer: Viewer) => viewer.providerId === null

export function canRead(viewer: Viewer, providerId: number): boolean {
  return isStaff(viewer) || viewer.providerId === providerId || viewer.supervised.has(providerId)
}

export function canWrite(viewer: Viewer, providerId: number): boolean {
  return isStaff(viewer) || viewer.providerId === providerId
}

/**
 * The providers a list may show. An explicit provider the viewer may not read is refused (403);
 * without one, a provider sees their own and staff see everyone (null).
 */
export function providerScope(viewer: Viewer, providerId: number | undefined): number[] | null {
  if (providerId !== undefined) {
    if (!canRead(viewer, providerId)) throw forbidden('No tiene acceso a los datos de ese proveedor.')
    return [providerId]
  }
  return viewer.providerId === null ? null : [viewer.providerId]
}

/** For per-provider pages (months, audit): the named provider must be readable. */
export function assertCanReadProvider(viewer: Viewer, providerId: number): void {
  if (!canRead(viewer, providerId)) throw forbidden('No tiene acceso a los datos de ese proveedor.')
}
