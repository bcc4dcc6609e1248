import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { referrals } from '../db/schema'
import { forbidden, invalid } from '../http/errors'
import { isProviderViewer, reaches, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches a referral's service forms and evaluations (the same rule as the forms of plans,
 * server/forms/access.ts, with the referrals' permissions): a provider reads those of her own
 * referrals (a supervisor also those of the providers she supervises) and changes only her own;
 * staff read with `referrals.read` and change with `referrals.write`, globally or for the
 * referral's customer.
 */

/** The WHERE condition on `referrals` of what a viewer may read (undefined: all). */
export function readableReferrals(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) return inArray(referrals.provider_id, readableProviders(viewer))
  const reach = staffReach(viewer, 'referrals.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? sql`false` : inArray(referrals.customer_id, reach)
}

/** 403 unless the viewer may change documents of this referral. */
export function assertCanWriteReferralDocument(viewer: OfficeViewer, referral: { provider_id: number | null; customer_id: number | null }): void {
  const allowed = isProviderViewer(viewer) ? referral.provider_id === viewer.providerId : reaches(staffReach(viewer, 'referrals.write'), referral.customer_id)
  if (!allowed) throw forbidden('No tiene permiso para modificar los documentos de este referido.')
}

/** The referral a new document names, if the viewer reaches it; otherwise the body names nothing (422). */
export async function referralForDocument(db: Executor, viewer: OfficeViewer, id: number) {
  const [referral] = await db
    .select({ id: referrals.id, provider_id: referrals.provider_id, customer_id: referrals.customer_id })
    .from(referrals)
    .where(and(eq(referrals.id, id), readableReferrals(viewer)))
  if (!referral) throw invalid({ referral_id: 'unknown_reference' })
  return referral
}
