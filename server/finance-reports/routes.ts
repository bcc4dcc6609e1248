import { Hono } from 'hono'
import { FinanceSummaryQuery } from '../../src/domain/finance/reports'
import type { AppDeps, AppEnv } from '../app-env'
import { queryWith } from '../http/validate'
import { financeSummary } from './summary'
import { access } from '../permissions/access'

/** Mounted at `/finance-reports` in server/app.ts behind module `finance` and `finance.manage` (staff only). */
export function financeReportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/summary', access({ permission: 'finance.manage' }), async (c) => c.json(await financeSummary(deps.db, queryWith(c, FinanceSummaryQuery), deps.now())))
}
