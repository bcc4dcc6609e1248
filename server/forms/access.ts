import { inArray, sql, type SQL } from 'drizzle-orm'
import { referrals } from '../db/schema'
import { forbidden } from '../http/errors'
import { isProviderViewer, reaches, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches a form: the people who reach its referral's plans. A provider reads the forms of
 * her own referrals (a supervisor also those of the providers she supervises) and changes only
 * her own; staff read with `plans.read` and change with `plans.write`, globally or for the
 * referral's customer.
 */

/** The WHERE condition on `referrals` of the forms a viewer may read (undefined: all). */
export function readableFormReferrals(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return inArray(referrals.provider_id, readableProviders(viewer))
  const reach = staffReach(viewer, 'plans.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? sql`false` : inArray(referrals.customer_id, reach)
}

/** 403 unless the viewer may fill in forms of this referral. */
export function assertCanWriteForm(viewer: OfficeViewer, referral: { provider_id: number | null; customer_id: number | null }): void {
  const allowed = isProviderViewer(viewer) ? referral.provider_id === viewer.providerId : reaches(staffReach(viewer, 'plans.write'), referral.customer_id)
  if (!allowed) throw forbidden('No tiene permiso para modificar los formularios de este referido.')
}
