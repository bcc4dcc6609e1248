import { Hono, type MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { visitImportRoutes } from './import-routes'
import { periodAuditRoutes } from './period-audit-routes'
import { servicePeriodRoutes } from './period-routes'

/**
 * Everything under /service-visits (spec §7 "Service visits"), mounted once in server/app.ts
 * behind sign-in and the billing module: the billing periods and their visits, a period's audit
 * workbook and the visit imports. Who may call each route is declared on the route.
 */
export function serviceVisitRoutes(deps: AppDeps, uploads: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().route('/', servicePeriodRoutes(deps)).route('/', periodAuditRoutes(deps)).route('/', visitImportRoutes(deps, uploads))
}
