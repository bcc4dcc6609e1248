import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ReportedDaysQuery, ReportedMonthsQuery } from '../../src/domain/billing/reports'
import type { AppDeps, AppEnv } from '../app-env'
import { providers } from '../db/schema'
import { invalid, notFound } from '../http/errors'
import { queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope, reachesProvider } from '../billing/access'
import { reportedDays, reportedMonths } from '../billing-reports/reported-visits'
import { access } from '../permissions/access'

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

/**
 * GET /mcg/mde/reported-visits-months and /mcg/mde/reported-visits: the months and days a
 * provider's visits were reported (server/billing-reports). Module `billing` (server/app.ts).
 * `providerId` defaults to the caller's own provider; staff must name one. A provider naming
 * someone else's (not one she supervises) gets 404, as for a missing provider.
 */
export function mcgRoutes(deps: AppDeps) {
  const { db } = deps
  async function resolve(c: Context<AppEnv>, requested: number | undefined) {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const scope = billingScope(viewer)
    const providerId = requested ?? viewer.providerId
    if (providerId === null) throw invalid({ providerId: 'required' })
    const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId))
    if (!provider || !reachesProvider(scope, providerId)) throw notFound('El proveedor no existe.')
    return { scope, providerId }
  }
  return new Hono<AppEnv>()
    .get('/mde/reported-visits-months', READ, async (c) => {
      const { scope, providerId } = await resolve(c, queryWith(c, ReportedMonthsQuery).providerId)
      return c.json(await reportedMonths(db, scope, providerId))
    })
    .get('/mde/reported-visits', READ, async (c) => {
      const query = queryWith(c, ReportedDaysQuery)
      const { scope, providerId } = await resolve(c, query.providerId)
      return c.json(await reportedDays(db, scope, providerId, query.monthId))
    })
}
