import { Hono } from 'hono'
import { PeriodWorkbookQuery } from '../../src/domain/billing/reports'
import type { AppDeps, AppEnv } from '../app-env'
import { pathId } from '../core/path-id'
import { parseWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope } from '../billing/access'
import { visitsLoggingAudit } from '../billing-reports/workbooks'
import { streamWorkbook } from '../billing-reports/xlsx-stream'
import { access } from '../permissions/access'

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

/**
 * GET /service-visits/periods/{id}/audit, the period's audit as a workbook (spec §7 "Service
 * visits", binary) — the visits-logging audit of that period (server/billing-reports), narrowed
 * by the same optional customer, provider and region filters.
 */
export function periodAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/periods/:id/audit', READ, async (c) => {
    const query = parseWith(PeriodWorkbookQuery, { ...c.req.query(), period_id: String(pathId(c, 'id')) })
    const book = await visitsLoggingAudit(deps.db, billingScope(await loadOfficeViewer(deps.db, c.var.auth)), query)
    return streamWorkbook(c, book.filename, book.sheets, book.title)
  })
}
