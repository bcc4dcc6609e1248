import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { interventionPlans, referralStatuses, referrals } from '../db/schema'
import { hasModule } from '../../src/domain/company'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import type { AppDeps, AuthContext } from '../app-env'
import { HttpError, forbidden, notFound } from '../http/errors'
import { loadCompany } from '../public/company'
import type { RouteAccess } from '../permissions/access'
import { isProviderViewer, loadOfficeViewer, reaches, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Which intervention plans a viewer reaches (spec §6, issue 13):
 * - staff: through `plans.read` / `plans.write`, globally or for their scoped customers (by the
 *   plan's referral's customer);
 * - a provider: the plans of her own active referrals, which she writes;
 * - a supervisor: also those of the providers she supervises, read only (she signs them).
 * A plan she may not see answers 404 exactly as a missing one.
 */

const NONE = sql`false`

/** A plan's content and discussions: plans.write for its customer, or her own plan's provider (offline too, through the push). */
export const PLAN_WRITES: RouteAccess = { permission: 'plans.write', customers: true, providers: 'own' }

/** The WHERE condition over `referrals` (joined to the plan) of the plans a viewer may read. */
export function readablePlans(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) {
    return and(
      inArray(referrals.provider_id, readableProviders(viewer)),
      sql`exists (select 1 from ${referralStatuses} where ${referralStatuses.id} = ${referrals.status_id} and ${referralStatuses.name} = 'Activo')`,
    )
  }
  const reach = staffReach(viewer, 'plans.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? NONE : inArray(referrals.customer_id, reach)
}

export type PlanRow = typeof interventionPlans.$inferSelect

/** A plan with what access needs of its referral. */
export interface VisiblePlan extends PlanRow {
  provider_id: number | null
  customer_id: number
}


/** The plan `id` if the viewer may read it (locked for a change when `lock`); 404 otherwise. */
export async function visiblePlan(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<VisiblePlan> {
  const query = db
    .select({ plan: interventionPlans, provider_id: referrals.provider_id, customer_id: referrals.customer_id })
    .from(interventionPlans)
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .where(and(eq(interventionPlans.id, id), readablePlans(viewer)))
  const [row] = lock ? await query.for('update', { of: interventionPlans }) : await query
  if (!row) throw notFound('El plan de intervención no existe.')
  return { ...row.plan, provider_id: row.provider_id, customer_id: row.customer_id }
}

/** Whether the viewer may change the plan: its referral's own provider, or staff with plans.write. */
export function canWritePlan(viewer: OfficeViewer, plan: Pick<VisiblePlan, 'provider_id' | 'customer_id'>): boolean {
  if (isProviderViewer(viewer)) return plan.provider_id === viewer.providerId
  return reaches(staffReach(viewer, 'plans.write'), plan.customer_id)
}

export function assertCanWritePlan(viewer: OfficeViewer, plan: Pick<VisiblePlan, 'provider_id' | 'customer_id'>): void {
  if (!canWritePlan(viewer, plan)) throw forbidden('No tiene permiso para modificar este plan.')
}

/** Office-only moves (revert to draft, templates of the office): staff with plans.write for the plan's customer. */
export function assertStaffPlanWriter(viewer: OfficeViewer, customerId: number | null): void {
  if (isProviderViewer(viewer) || !reaches(staffReach(viewer, 'plans.write'), customerId)) throw forbidden()
}

/**
 * The caller of a plan change sent in a batched push, held to what the /intervention-plans mount
 * asks of a single request (server/app.ts): the company's module, and plans.read unless she is a
 * provider. Read once per batch, before its transaction.
 */
export async function planViewerOf(deps: AppDeps, auth: AuthContext): Promise<OfficeViewer> {
  if (!hasModule(await loadCompany(deps.db), 'intervention-plans')) throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
  const viewer = await loadOfficeViewer(deps.db, auth)
  if (!isProviderViewer(viewer) && !canAnywhere(viewer.permissions, 'plans.read')) throw forbidden()
  return viewer
}
