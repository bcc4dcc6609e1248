import { Hono, type Context } from 'hono'
import { ActiveStudentsWorkbookQuery, PeriodWorkbookQuery } from '../../src/domain/billing/reports'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import { queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope } from '../billing/access'
import { activeStudentsDetail, unrecordedAbsences, visitsLoggingAudit } from '../billing-reports/workbooks'
import { streamWorkbook } from '../billing-reports/xlsx-stream'
import { access } from '../permissions/access'

/**
 * The billing workbooks (spec §7), built in server/billing-reports. Module `billing` (routes.ts)
 * and `billing.manage` (providers pass: they reach their own figures, server/billing/access.ts).
 */

function scopeOf(deps: AppDeps, c: Context<AppEnv>) {
  return loadOfficeViewer(deps.db, c.var.auth).then(billingScope)
}

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

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
