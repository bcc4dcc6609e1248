import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { requireModule } from '../permissions/middleware'
import { paymentReportRoutes } from '../provider-payments/routes'
import { activeStudentsWorkbookRoutes, billingWorkbookRoutes } from './billing-routes'

/**
 * Everything under /download-xlsx, mounted once in server/app.ts behind sign-in. Each workbook
 * family is its own area with the module it belongs to; who may call each route is declared on it.
 */
export function downloadXlsxRoutes(deps: AppDeps) {
  const areas = [
    ['/billing', billingWorkbookRoutes(deps), requireModule(deps, 'billing')],
    ['/active-students-detail', activeStudentsWorkbookRoutes(deps), requireModule(deps, 'billing')],
    ['/provider-payments', paymentReportRoutes(deps), requireModule(deps, 'finance')],
  ] as const
  const routes = new Hono<AppEnv>()
  for (const [path, area, module] of areas) routes.use(`${path}/*`, module).route(path, area)
  return routes
}
