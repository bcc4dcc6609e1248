import { eq } from 'drizzle-orm'
import { canAnywhere, customersWith, type Permission, type PermissionSet } from '../../src/domain/permissions/permissions'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import type { Executor } from '../db/client'
import { providerSupervisions } from '../db/schema'
import { forbidden } from '../http/errors'

/**
 * Who is asking, for the office endpoints: staff reach records through permissions (global, or
 * for the customers their scoped roles name); a provider reaches only records of her own
 * referrals, and a supervisor also READS those of the providers she supervises (spec §6).
 */
export interface OfficeViewer {
  userId: number
  providerId: number | null
  /** Providers this viewer supervises (empty for staff and plain providers). */
  supervised: number[]
  permissions: PermissionSet
}

export async function loadOfficeViewer(db: Executor, user: CurrentUser): Promise<OfficeViewer> {
  const base = { userId: user.id, providerId: user.provider_id, permissions: user }
  if (user.provider_id === null) return { ...base, supervised: [] }
  const rows = await db
    .select({ provider_id: providerSupervisions.provider_id })
    .from(providerSupervisions)
    .where(eq(providerSupervisions.supervisor_id, user.provider_id))
  return { ...base, supervised: rows.map((row) => row.provider_id) }
}

export const isProviderViewer = (viewer: OfficeViewer) => viewer.providerId !== null

/** Providers whose records a provider viewer may read: her own and those she supervises. */
export const readableProviders = (viewer: OfficeViewer): number[] => (viewer.providerId === null ? [] : [viewer.providerId, ...viewer.supervised])

/**
 * The reach of a staff viewer for `permission`: 'all', or the customers named by scoped roles.
 * Providers reach nothing through permissions (their own-data rules apply instead).
 */
export function staffReach(viewer: OfficeViewer, permission: Permission): 'all' | number[] {
  return isProviderViewer(viewer) ? [] : customersWith(viewer.permissions, permission)
}

/** 403 unless the staff viewer holds `permission` somewhere. */
export function assertStaffPermission(viewer: OfficeViewer, permission: Permission): void {
  if (isProviderViewer(viewer) || !canAnywhere(viewer.permissions, permission)) throw forbidden()
}

/** Whether the reach covers a record of `customerId` (null: a record of no customer). */
export function reaches(reach: 'all' | number[], customerId: number | null): boolean {
  return reach === 'all' || (customerId !== null && reach.includes(customerId))
}
