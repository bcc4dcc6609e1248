import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ProgressReportQuery } from '../../src/domain/plans/pdf-queries'
import type { AppDeps, AppEnv } from '../app-env'
import { providers } from '../db/schema'
import { pdfHeaderOf } from '../documents/branding'
import { renderPdf, type PdfDocumentSpec } from '../documents/pdf'
import { pathId } from '../core/path-id'
import { binaryAnswer } from '../http/binary'
import { forbidden, notFound } from '../http/errors'
import { queryWith } from '../http/validate'
import { words } from '../i18n/reader-language'
import { access } from '../permissions/access'
import { requireModule } from '../permissions/middleware'
import { providersInReach, reachesProvider } from '../permissions/scope'
import { loadOfficeViewer } from '../permissions/viewer'
import { visiblePlan } from '../plans/access'
import type { PlanHeader } from './plan-data'
import { askedPeriod, caseloadPlans, progressReportDocument, progressReportFilename } from './progress-report'

/**
 * The progress reports (progress-report.ts), read by whoever reads the plans: the plan read's
 * declaration (staff with plans.read for the plan's customer, a provider her own active
 * referrals' plans, a supervisor also her supervisees'). A plan out of reach is 404 as a missing
 * one; another provider's caseload is 403 whether she exists or not (as /providers/{id}), and a
 * provider a scoped role does not reach is 404. The query is judged first (`period_id`), a
 * period that does not exist is 422 once the plan or provider is reached.
 */

const READ = access({ permission: 'plans.read', customers: true, providers: 'supervised' })

async function pdfAnswer(c: Context<AppEnv>, deps: AppDeps, title: string, documents: PdfDocumentSpec[], filename: string) {
  const bytes = await renderPdf({ ...(await pdfHeaderOf(deps)), title, documents })
  return binaryAnswer(c, bytes, { type: 'pdf', filename })
}

/** GET /intervention-plans/{id}/progress-report.pdf?period_id= (mounted in server/plans/routes.ts). */
export function planProgressReportRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/:id{[0-9]+}/progress-report.pdf', READ, async (c) => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const id = pathId(c, 'id')
    const query = queryWith(c, ProgressReportQuery)
    const plan = await visiblePlan(db, viewer, id)
    const periodId = await askedPeriod(db, query.period_id)
    const { document, header } = await progressReportDocument(db, plan, periodId)
    return pdfAnswer(c, deps, words('Informe de progreso', 'Progress report'), [document], progressReportFilename([header]))
  })
}

/** GET /providers/{providerId}/progress-reports.pdf?period_id= (mounted in server/providers/routes.ts, behind the plans module). */
export function providerProgressReportRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/:providerId{[0-9]+}/progress-reports.pdf', READ, requireModule(deps, 'intervention-plans'), async (c) => {
    const providerId = pathId(c, 'providerId')
    const query = queryWith(c, ProgressReportQuery)
    if (c.var.reach.providerId !== null && !reachesProvider(c.var.reach, providerId)) throw forbidden('Solo puede descargar los informes de sus propios estudiantes.')
    const [provider] = await db.select({ id: providers.id }).from(providers).where(and(eq(providers.id, providerId), providersInReach(c.var.reach)))
    if (!provider) throw notFound('No se encontró el proveedor.')
    const periodId = await askedPeriod(db, query.period_id)
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const documents: PdfDocumentSpec[] = []
    const headers: PlanHeader[] = []
    for (const plan of await caseloadPlans(db, viewer, providerId, deps.now())) {
      const { document, header } = await progressReportDocument(db, plan, periodId)
      documents.push(document)
      headers.push(header)
    }
    return pdfAnswer(c, deps, words('Informes de progreso', 'Progress reports'), documents, progressReportFilename(headers))
  })
}
