import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { requireModule } from '../permissions/middleware'
import { certificationFormRoutes, planPdfRoutes } from '../plan-pdfs/routes'
import { paymentStubDownloadRoutes } from '../provider-payments/routes'
import { serviceFormPdfRoutes } from '../service-forms/pdf'

/**
 * Everything under /download-pdf, mounted once in server/app.ts behind sign-in. Each document
 * is its own area with the module it belongs to; who may call each route is declared on it.
 */
export function downloadPdfRoutes(deps: AppDeps) {
  const areas = [
    ['/intervention-plans', planPdfRoutes(deps), requireModule(deps, 'intervention-plans')],
    ['/certification-forms', certificationFormRoutes(deps), requireModule(deps, 'intervention-plans')],
    ['/service-forms', serviceFormPdfRoutes(deps), requireModule(deps, 'referrals')],
    ['/provider-payment-stub', paymentStubDownloadRoutes(deps), requireModule(deps, 'finance')],
  ] as const
  const routes = new Hono<AppEnv>()
  for (const [path, area, module] of areas) routes.use(`${path}/*`, module).route(path, area)
  return routes
}
