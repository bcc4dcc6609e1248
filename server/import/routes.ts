import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { IMPORT_MAX_BYTES, type ImportMode } from '../../src/domain/import/active-students'
import { listParams } from '../../src/domain/lists/list-params'
import type { AppDeps, AppEnv } from '../app-env'
import { binaryAnswer } from '../http/binary'
import type { BodyLimitRule } from '../http/body-limits'
import { uploadedForm } from '../http/multipart-file'
import { pathId } from '../core/path-id'
import { queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { allJobRows, pageJobRows, runJob, startJob, visibleJob } from './jobs'
import { reportWorkbook } from './report-xlsx'
import { readActiveStudentsSheet } from './sheet'
import { access } from '../permissions/access'

/** The upload may be up to IMPORT_MAX_BYTES (the multipart envelope gets a little room). */
export const IMPORT_BODY_LIMITS: BodyLimitRule[] = [{ method: 'POST', path: /\/import\/active-students\/?$/, maxSize: IMPORT_MAX_BYTES + 64 * 1024 }]

const ImportQuery = v.object({
  /** preview: validate and report, change nothing; commit (default, spec §7): apply. */
  mode: v.optional(v.picklist(['preview', 'commit'], 'invalid_mode'), 'commit'),
  /** 'true': answer when the job is done, with the updated list (spec §7); else 202 at once. */
  wait: v.optional(v.picklist(['true', 'false'], 'invalid_value'), 'false'),
})

const RowsQuery = v.object({
  ...listParams(['row'], 'row').entries,
  status: v.optional(v.picklist(['updated', 'unchanged', 'referral_changed', 'refused'], 'invalid_filter')),
})

/** The import and its jobs: import.run (each job is read by whoever may run imports for its customers). */
const RUN = access({ permission: 'import.run', customers: true })

/**
 * POST /import/active-students (spec §7 "Import") and the job it starts: GET /import/jobs/{id}
 * for progress, /rows for the report page by page, /report.xlsx for the download.
 */
export function importRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  return new Hono<AppEnv>()
    .post('/active-students', RUN, async (c) => {
      const viewer = await viewerOf(c)
      assertStaffPermission(viewer, 'import.run')
      const query = queryWith(c, ImportQuery)
      const file = (await uploadedForm(c)).file
      const rows = await readActiveStudentsSheet(new Uint8Array(await file.arrayBuffer()), file.name)
      const job = await startJob(db, viewer, query.mode as ImportMode, file.name.slice(0, 200), rows.length, deps.now())
      const run = runJob(db, viewer, job, rows, deps.now)
      if (query.wait === 'false') {
        // The job goes on after the answer; its state is in the database for the screen to poll.
        // runJob records its own failure; this catch only keeps a closed database from crashing the process.
        run.catch(() => undefined)
        return c.json({ job }, 202)
      }
      await run
      const done = await visibleJob(db, viewer, job.id)
      const changed = await allJobRows(db, job.id)
      return c.json({ job: done, updated: changed.filter((row) => row.status === 'updated' || row.status === 'referral_changed') })
    })
    .get('/jobs/:id', RUN, async (c) => c.json(await visibleJob(db, await viewerOf(c), pathId(c, 'id'), deps.now())))
    .get('/jobs/:id/rows', RUN, async (c) => {
      const job = await visibleJob(db, await viewerOf(c), pathId(c, 'id'), deps.now())
      return c.json(await pageJobRows(db, job.id, queryWith(c, RowsQuery)))
    })
    .get('/jobs/:id/report.xlsx', RUN, async (c) => {
      const job = await visibleJob(db, await viewerOf(c), pathId(c, 'id'), deps.now())
      const bytes = await reportWorkbook(job, await allJobRows(db, job.id))
      return binaryAnswer(c, bytes, { type: 'xlsx', filename: `importacion-${job.id}.xlsx` })
    })
}
