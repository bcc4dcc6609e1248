import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { hasModule } from '../../src/domain/company'
import { listParams } from '../../src/domain/lists/list-params'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import { REPORT_PARAMS, REPORTS, ReportRunInput } from '../../src/domain/reports/catalogue'
import type { AppDeps, AppEnv } from '../app-env'
import type { FileStorage } from '../files/storage'
import { binaryAnswer } from '../http/binary'
import { conflict, forbidden, HttpError, invalid, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { deferredJson, issuesToErrors, parseWith, queryWith } from '../http/validate'
import { isProviderViewer, loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { periodOf } from './reports/visits-per-period'
import { queueReportRun, registerReportWorker } from './runner'
import { createRun, deleteRun, pageRuns, visibleRun } from './service'
import { access } from '../permissions/access'

const RunsQuery = listParams(['id'], '-id')

/**
 * Each person's own report runs. A run only reads: each report checks the permission of the data
 * it reads (REPORTS[code].permission) and is narrowed to the customers that permission reaches.
 */
const OWN_RUNS = access({ staff: 'her own report runs; each report checks the permission of its data' })

/**
 * The report catalogue's runs (/tasks/reports). Staff only; a report needs the module and the
 * permission of the data it reads (src/domain/reports/catalogue.ts), and its rows are narrowed to
 * the customers that permission reaches. Each person lists, downloads and removes her own runs.
 * POST answers 202 at once with the queued run, made by a job of the background runner
 * (runner.ts); the screen polls GET /report-runs/{id}.
 */
export function reportRunRoutes(deps: AppDeps, storage: FileStorage) {
  const { db } = deps
  registerReportWorker(deps, storage)
  async function staffViewer(c: Context<AppEnv>) {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    if (isProviderViewer(viewer)) throw forbidden()
    return viewer
  }

  return new Hono<AppEnv>()
    .get('/', OWN_RUNS, async (c) => {
      const viewer = await staffViewer(c)
      return c.json(await pageRuns(db, viewer.userId, queryWith(c, RunsQuery)))
    })
    .post('/', OWN_RUNS, async (c) => {
      const viewer = await staffViewer(c)
      const input = parseWith(ReportRunInput, (await deferredJson(c))())
      const report = REPORTS[input.report_code]
      if (report.module && !hasModule(await loadCompany(db), report.module)) {
        throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
      }
      if (!canAnywhere(viewer.permissions, report.permission)) throw forbidden()
      const parsed = v.safeParse(REPORT_PARAMS[input.report_code], input.params)
      if (!parsed.success) throw invalid(Object.fromEntries(Object.entries(issuesToErrors(parsed.issues)).map(([key, code]) => [`params.${key}`, code])))
      const params = parsed.output as Record<string, unknown>
      if (input.report_code === 'visits-per-period') await periodOf(db, params.period_id as number)
      const run = await createRun(db, viewer.userId, input.report_code, params, deps.now())
      await queueReportRun(db, run.id, viewer.userId)
      return c.json(run, 202)
    })
    .get('/:id', OWN_RUNS, async (c) => {
      const viewer = await staffViewer(c)
      return c.json((await visibleRun(db, viewer.userId, pathId(c, 'id'))).run)
    })
    .get('/:id/file', OWN_RUNS, async (c) => {
      const viewer = await staffViewer(c)
      const { run, file_key } = await visibleRun(db, viewer.userId, pathId(c, 'id'))
      if (run.status !== 'done' || !file_key) throw conflict('report_not_ready', 'El informe todavía no está listo.')
      const bytes = await storage.get(file_key)
      if (!bytes) throw notFound('El archivo del informe ya no existe.')
      return binaryAnswer(c, bytes, { type: REPORTS[run.report_code].format, filename: run.file_name ?? `informe.${REPORTS[run.report_code].format}` })
    })
    .delete('/:id', OWN_RUNS, async (c) => {
      const viewer = await staffViewer(c)
      const id = pathId(c, 'id')
      await visibleRun(db, viewer.userId, id)
      const removed = await db.transaction((tx) => deleteRun(tx, viewer.userId, id))
      if (!removed) throw conflict('report_running', 'El informe se está generando; espere a que termine.')
      if (removed.file_key) await storage.delete(removed.file_key)
      return c.body(null, 204)
    })
}
