import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { requireModule } from '../permissions/middleware'
import { dataEntryRoutes } from './data-entry-routes'
import { complianceRoutes, reportRoutes } from './report-routes'

/**
 * Billing's views of the sessions, under /service-sessions beside the provider's own session
 * calls: the data entry and the reports. They need the company's billing module on top of the
 * sign-in every /service-sessions call needs; the session calls themselves do not.
 */
export function sessionBillingRoutes(deps: AppDeps) {
  const billing = requireModule(deps, 'billing')
  return new Hono<AppEnv>()
    .use('/data-entry/*', billing)
    .route('/data-entry', dataEntryRoutes(deps))
    .use('/reports/*', billing)
    .route('/reports', reportRoutes(deps))
    .use('/referrals-frequency-compliance/*', billing)
    .route('/referrals-frequency-compliance', complianceRoutes(deps))
}
