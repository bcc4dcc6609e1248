import { Hono, type Context } from 'hono'
import { ComplianceQuery, VisitsSummaryQuery } from '../../src/domain/billing/reports'
import type { AppDeps, AppEnv } from '../app-env'
import { queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope } from '../billing/access'
import { frequencyCompliance } from '../billing-reports/compliance'
import { visitsSummary } from '../billing-reports/summary'
import { access } from '../permissions/access'

/**
 * The billing reports on the sessions (spec §7): `service-sessions/reports/visits-summary` and
 * `service-sessions/referrals-frequency-compliance`, computed in server/billing-reports. Behind
 * module `billing` (billing-routes.ts) and `billing.manage` (providers pass: they reach their own
 * figures, server/billing/access.ts).
 */

function scopeOf(deps: AppDeps, c: Context<AppEnv>) {
  return loadOfficeViewer(deps.db, c.var.auth).then(billingScope)
}

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

/** Mounted at `/service-sessions/reports`. */
export function reportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/visits-summary', READ, async (c) =>
    c.json(await visitsSummary(deps.db, await scopeOf(deps, c), queryWith(c, VisitsSummaryQuery), deps.now())),
  )
}

/** Mounted at `/service-sessions/referrals-frequency-compliance`. */
export function complianceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', READ, async (c) => c.json(await frequencyCompliance(deps.db, await scopeOf(deps, c), queryWith(c, ComplianceQuery), deps.now())))
}
