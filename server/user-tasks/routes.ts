import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { hasModule } from '../../src/domain/company'
import { ContractSearch } from '../../src/domain/contracts/schemas'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import { LedgerSearch } from '../../src/domain/referrals/schemas'
import type { TasksSummary } from '../../src/domain/tasks/user-tasks'
import type { AppDeps, AppEnv } from '../app-env'
import { currentPeriod, ledgerLines } from '../compensatory/ledger'
import { pageContracts } from '../contracts/read'
import { forbidden, HttpError } from '../http/errors'
import { pathId } from '../core/path-id'
import { isProviderViewer, loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { reportRunCounts } from '../report-runs/service'
import { formTasksByCustomer, formTasksByProvider, formTasksOf, pendingDocumentsCount, waitingFormsCount } from './service'
import { access } from '../permissions/access'

/** Forms waiting for a signature: the plans' rules (plans.read for its customers; a provider her own and her supervisees'). */
const FORMS = access({ permission: 'plans.read', customers: true, providers: 'supervised' })

/**
 * User tasks (spec §7 "Signatures and tasks") and the /tasks hub's counts. The forms calls follow
 * the plans' rules: the company's intervention-plans module, plans.read for staff (narrowed to
 * the customers of a scoped role), and a provider reaches her own (and her supervised
 * providers'). The summary is the office's (staff only) and counts each area only for someone
 * who may open it, by the same module and permission as the area itself.
 */
export function userTaskRoutes(deps: AppDeps) {
  const { db } = deps

  async function formsViewer(c: Context<AppEnv>) {
    if (!hasModule(await loadCompany(db), 'intervention-plans')) throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
    const viewer = await loadOfficeViewer(db, c.var.auth)
    if (!isProviderViewer(viewer) && !canAnywhere(viewer.permissions, 'plans.read')) throw forbidden()
    return viewer
  }

  return new Hono<AppEnv>()
    .get('/forms/customers', FORMS, async (c) => c.json(await formTasksByCustomer(db, await formsViewer(c))))
    .get('/forms/customers/:customer_id/providers', FORMS, async (c) => {
      const viewer = await formsViewer(c)
      return c.json(await formTasksByProvider(db, viewer, pathId(c, 'customer_id')))
    })
    .get('/forms/customers/:customer_id/providers/:provider_id', FORMS, async (c) => {
      const viewer = await formsViewer(c)
      return c.json(await formTasksOf(db, viewer, pathId(c, 'customer_id'), pathId(c, 'provider_id')))
    })
    .get('/summary', access({ staff: 'counts, each only of an area the caller may open (checked below)' }), async (c) => {
      const viewer = await loadOfficeViewer(db, c.var.auth)
      if (isProviderViewer(viewer)) throw forbidden()
      const company = await loadCompany(db)
      const may = (module: Parameters<typeof hasModule>[1], permission: Parameters<typeof canAnywhere>[1]) =>
        hasModule(company, module) && canAnywhere(viewer.permissions, permission)
      const plans = may('intervention-plans', 'plans.read')
      const [forms, documents, contracts, compensatory, reports] = await Promise.all([
        plans ? waitingFormsCount(db, viewer) : null,
        plans ? pendingDocumentsCount(db, viewer) : null,
        may('finance', 'finance.manage') ? pageContracts(db, viewer, v.parse(ContractSearch, { status: 'submitted', page_size: '1' })).then((page) => page.total) : null,
        may('referrals', 'referrals.read')
          ? ledgerLines(db, viewer, await currentPeriod(db, deps.now()), v.parse(LedgerSearch, {})).then(
              (lines) => new Set(lines.filter((line) => line.outstanding_minutes > 0).map((line) => line.student_id)).size,
            )
          : null,
        reportRunCounts(db, viewer.userId),
      ])
      const summary: TasksSummary = { forms, documents, contracts, compensatory, reports }
      return c.json(summary)
    })
}
