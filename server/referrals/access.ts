import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import { hasModule } from '../../src/domain/company'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import type { AppDeps, AppEnv, AuthContext } from '../app-env'
import type { Executor } from '../db/client'
import { referrals } from '../db/schema'
import { HttpError, forbidden, notFound } from '../http/errors'
import { loadCompany } from '../public/company'
import type { RouteAccess } from '../permissions/access'
import { isProviderViewer, loadOfficeViewer, reaches, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Which referrals a viewer reaches (spec §6):
 * - staff: through `referrals.read` / `referrals.write`, globally or for their scoped customers
 *   (by the referral's customer);
 * - a provider: the referrals assigned to her, whatever their status; she changes nothing on
 *   them but the appointments' events;
 * - a supervisor: also those of the providers she supervises, read only.
 */

const NONE = sql`false`

/** A provider records her appointments' events at the school (offline too, through the push); staff who change referrals may too. */
export const APPOINTMENT_EVENT_WRITES: RouteAccess = { permission: 'referrals.write', customers: true, providers: 'own' }

/**
 * The viewer of an office referral call, in the house order: the company's `referrals` module
 * (403 module_disabled), then `referrals.read` somewhere (403) — providers pass and are held to
 * their own referrals by `readableReferrals`.
 */
export async function referralViewer(deps: AppDeps, c: Context<AppEnv>): Promise<OfficeViewer> {
  return referralViewerOf(deps, c.var.auth)
}

/** The same, for a caller known by its authentication (a mutation of the batched push). */
export async function referralViewerOf(deps: AppDeps, auth: AuthContext): Promise<OfficeViewer> {
  if (!hasModule(await loadCompany(deps.db), 'referrals')) throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
  const viewer = await loadOfficeViewer(deps.db, auth)
  if (!isProviderViewer(viewer) && !canAnywhere(viewer.permissions, 'referrals.read')) throw forbidden()
  return viewer
}

/** The WHERE condition of the referrals a viewer may read (undefined: all of them). */
export function readableReferrals(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return inArray(referrals.provider_id, readableProviders(viewer))
  const reach = staffReach(viewer, 'referrals.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? NONE : inArray(referrals.customer_id, reach)
}

export type ReferralRow = typeof referrals.$inferSelect

/** The referral `id` if the viewer may read it; otherwise 404, exactly as a missing one. */
export async function visibleReferral(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<ReferralRow> {
  const query = db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), readableReferrals(viewer)))
  const [row] = lock ? await query.for('update', { of: referrals }) : await query
  if (!row) throw notFound('El referido no existe.')
  return row
}

/** 403 unless the viewer may change referrals of `customerId` (providers never may). */
export function assertCanWriteReferral(viewer: OfficeViewer, customerId: number | null): void {
  if (!reaches(staffReach(viewer, 'referrals.write'), customerId)) throw forbidden('No tiene permiso para modificar este referido.')
}

/** 403 unless the viewer is the provider the referral is assigned to, or staff who may change it. */
export function assertCanRecordAppointment(viewer: OfficeViewer, referral: ReferralRow): void {
  if (isProviderViewer(viewer)) {
    if (referral.provider_id !== viewer.providerId) throw forbidden('Solo el proveedor del referido puede registrar sus citas.')
    return
  }
  assertCanWriteReferral(viewer, referral.customer_id)
}
