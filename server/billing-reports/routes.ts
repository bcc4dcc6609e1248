import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  ActiveStudentsWorkbookQuery,
  ComplianceQuery,
  PeriodWorkbookQuery,
  ReportedDaysQuery,
  ReportedMonthsQuery,
  VisitsSummaryQuery,
} from '../../src/domain/billing/reports'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import { providers } from '../db/schema'
import { invalid, notFound } from '../http/errors'
import { parseWith, queryWith } from '../http/validate'
import { pathId } from '../core/path-id'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope, reachesProvider } from '../billing/access'
import { frequencyCompliance } from './compliance'
import { reportedDays, reportedMonths } from './reported-visits'
import { visitsSummary } from './summary'
import { activeStudentsDetail, unrecordedAbsences, visitsLoggingAudit } from './workbooks'
import { streamWorkbook } from './xlsx-stream'
import { access } from '../permissions/access'

/**
 * The billing reports (spec §7): `service-sessions/reports/visits-summary`,
 * `service-sessions/referrals-frequency-compliance`, the workbooks under `/download-xlsx`, and
 * the reported visits under `/mcg/mde`. Each is mounted in server/app.ts behind module `billing`
 * and `billing.manage` (providers pass: they reach their own figures, server/billing/access.ts).
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

/** Mounted at `/download-xlsx/billing`. */
export function billingWorkbookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/visits-logging-audit', READ, async (c) => {
      const book = await visitsLoggingAudit(deps.db, await scopeOf(deps, c), queryWith(c, PeriodWorkbookQuery))
      return streamWorkbook(c, book.filename, book.sheets, book.title)
    })
    .get('/unrecorded-absences', READ, async (c) => {
      const book = await unrecordedAbsences(deps.db, await scopeOf(deps, c), queryWith(c, PeriodWorkbookQuery), companyToday(deps.now()))
      return streamWorkbook(c, book.filename, book.sheets, book.title)
    })
}

/** Mounted at `/download-xlsx/active-students-detail`. */
export function activeStudentsWorkbookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', READ, async (c) => {
    const book = await activeStudentsDetail(deps.db, await scopeOf(deps, c), queryWith(c, ActiveStudentsWorkbookQuery))
    return streamWorkbook(c, book.filename, book.sheets, book.title)
  })
}

/**
 * Mounted at `/mcg/mde`. `providerId` defaults to the caller's own provider; staff must name one.
 * A provider naming someone else's (not one she supervises) gets 404, as for a missing provider.
 */
export function reportedVisitRoutes(deps: AppDeps) {
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
    .get('/reported-visits-months', READ, async (c) => {
      const { scope, providerId } = await resolve(c, queryWith(c, ReportedMonthsQuery).providerId)
      return c.json(await reportedMonths(db, scope, providerId))
    })
    .get('/reported-visits', READ, async (c) => {
      const query = queryWith(c, ReportedDaysQuery)
      const { scope, providerId } = await resolve(c, query.providerId)
      return c.json(await reportedDays(db, scope, providerId, query.monthId))
    })
}

/**
 * Mounted at `/service-visits` beside the period calls: GET /service-visits/periods/{id}/audit,
 * the period's audit as a workbook (spec §7 "Service visits", binary) — the visits-logging audit
 * of that period, narrowed by the same optional customer, provider and region filters.
 */
export function periodAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/periods/:id/audit', READ, async (c) => {
    const query = parseWith(PeriodWorkbookQuery, { ...c.req.query(), period_id: String(pathId(c, 'id')) })
    const book = await visitsLoggingAudit(deps.db, await scopeOf(deps, c), query)
    return streamWorkbook(c, book.filename, book.sheets, book.title)
  })
}
