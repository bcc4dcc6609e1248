import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import type { Executor } from '../db/client'
import { providerSupervisions } from '../db/schema'
import { forbidden } from '../http/errors'

/**
 * Who is asking, for authorization of sessions and active students (spec §6, ARCHITECTURE
 * "Authorization on the server"):
 * - a provider (provider_id set) reads and writes only their own sessions and students;
 * - a supervisor is a provider who also READS those of the providers they supervise;
 * - office staff (provider_id null) read everything and write any session.
 */
export interface Viewer {
  userId: number
  providerId: number | null
  /** Providers this viewer supervises (empty for staff and plain providers). */
  supervised: ReadonlySet<number>
}

export async function loadViewer(db: Executor, user: Pick<CurrentUser, 'id' | 'provider_id'>): Promise<Viewer> {
  if (user.provider_id === null) return { userId: user.id, providerId: null, supervised: new Set() }
  const rows = await db
    .select({ provider_id: providerSupervisions.provider_id })
    .from(providerSupervisions)
    .where(eq(providerSupervisions.supervisor_id, user.provider_id))
  return { userId: user.id, providerId: user.provider_id, supervised: new Set(rows.map((row) => row.provider_id)) }
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
