import { createHash } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { listParams } from '../../src/domain/lists/list-params'
import { companyToday } from '../../src/domain/rules/company-time'
import { IsoDate } from '../../src/domain/schemas/common'
import {
  ImportErrorPatch,
  VISIT_IMPORT_COLUMNS,
  VISIT_IMPORT_MAX_BYTES,
  VISIT_IMPORT_MAX_ROWS,
  type VisitImportStarted,
} from '../../src/domain/visit-imports/visit-imports'
import type { AppDeps, AppEnv } from '../app-env'
import { periodById } from '../billing/periods'
import type { BodyLimitRule } from '../http/body-limits'
import { conflict, invalid } from '../http/errors'
import { uploadedForm } from '../http/multipart-file'
import { pathId } from '../core/path-id'
import { jsonBody, parseWith, queryWith } from '../http/validate'
import { readSheet } from '../import/sheet'
import { assertStaffPermission, loadOfficeViewer, staffReach, type OfficeViewer } from '../permissions/viewer'
import { loadLookups } from '../visit-imports/check'
import { pageErrors, patchError } from '../visit-imports/errors'
import { createImport, importById, pageImports, rawRows, runImport, sameFileImport } from '../visit-imports/jobs'
import { access } from '../permissions/access'

/** The upload may be up to VISIT_IMPORT_MAX_BYTES (the multipart envelope gets a little room). */
export const VISIT_IMPORT_BODY_LIMITS: BodyLimitRule[] = [{ method: 'POST', path: /\/service-visits\/periods\/[^/]+\/imports\/?$/, maxSize: VISIT_IMPORT_MAX_BYTES + 64 * 1024 }]

const StartQuery = v.object({
  /** 'true': answer when the import is done; else 202 at once and the screen polls. */
  wait: v.optional(v.picklist(['true', 'false'], 'invalid_value'), 'false'),
})

const ErrorsQuery = v.object({
  ...listParams(['row'], 'row').entries,
  status: v.optional(v.picklist(['open', 'fixed', 'dismissed'], 'invalid_filter')),
  code: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'invalid_filter'))),
})

const ImportsQuery = listParams(['created_at'], '-created_at')

const UploadFields = v.object({
  to_date: v.optional(v.union([v.literal(''), IsoDate], 'invalid_date'), ''),
})

async function uploadedImport(c: Context): Promise<{ file: File; toDate: string | null }> {
  const { file, fields } = await uploadedForm(c)
  const parsed = parseWith(UploadFields, { to_date: typeof fields.to_date === 'string' ? fields.to_date : undefined })
  return { file, toDate: parsed.to_date || null }
}

/** Visit imports: the billing office's (billing.manage), for its customers. */
const BILLING = access({ permission: 'billing.manage', customers: true })

/**
 * Visit imports (spec §7 "Service visits"): POST and GET /periods/{period_id}/imports,
 * GET /periods/imports/{id}, GET /periods/imports/{import_id}/errors and
 * PATCH /periods/imports/errors/{id}. Mounted under /service-visits, behind that area's sign-in,
 * billing module (server/app.ts) and billing.manage gate; providers pass that gate for their
 * own figures but never reach imports (403): importing and correcting are the office's.
 */
export function visitImportRoutes(deps: AppDeps, uploads: MiddlewareHandler<AppEnv>) {
  const { db } = deps
  const staffOf = async (c: Context<AppEnv>): Promise<{ viewer: OfficeViewer; reach: 'all' | number[] }> => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    assertStaffPermission(viewer, 'billing.manage')
    return { viewer, reach: staffReach(viewer, 'billing.manage') }
  }

  return new Hono<AppEnv>()
    .post('/periods/:period_id/imports', BILLING, uploads, async (c) => {
      const { viewer, reach } = await staffOf(c)
      const period = await periodById(db, pathId(c, 'period_id'))
      const query = queryWith(c, StartQuery)
      if (period.status === 'locked') throw conflict('period_locked', 'El periodo está cerrado: no admite importaciones.')
      const { file, toDate } = await uploadedImport(c)
      if (toDate !== null && (toDate < period.start_date || toDate > period.end_date)) throw invalid({ to_date: 'outside_period' })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const fileHash = createHash('sha256').update(bytes).digest('hex')
      const filename = file.name.slice(0, 200) || 'visitas'
      const repeat = async (id: number) => {
        const answer: VisitImportStarted = { import: await importById(db, id, 'all', viewer.userId, deps.now()), repeated: true }
        return c.json(answer, 200)
      }
      // The same file into the same period again adds nothing: the first import answers.
      const earlier = await sameFileImport(db, period.id, fileHash, toDate)
      if (earlier !== null) return repeat(earlier)
      const rows = rawRows(await readSheet(bytes, filename, VISIT_IMPORT_COLUMNS, { maxRows: VISIT_IMPORT_MAX_ROWS, noRows: 'El archivo no tiene filas de visitas.' }))
      const now = deps.now()
      const id = await createImport(db, { periodId: period.id, filename, fileHash, toDate, totalRows: rows.length, userId: viewer.userId, now })
      if (id === null) return repeat((await sameFileImport(db, period.id, fileHash, toDate))!)
      const lookups = await loadLookups(db, { period, today: companyToday(now), toDate, reach })
      const run = runImport(db, id, lookups, rows, { userId: viewer.userId, filename, now: deps.now })
      if (query.wait === 'false') {
        // The import goes on after the answer; its state is in the database for the screen to poll.
        run.catch(() => undefined)
        const answer: VisitImportStarted = { import: await importById(db, id, reach, viewer.userId, deps.now()), repeated: false }
        return c.json(answer, 202)
      }
      await run
      const answer: VisitImportStarted = { import: await importById(db, id, reach, viewer.userId, deps.now()), repeated: false }
      return c.json(answer, 200)
    })
    .get('/periods/:period_id/imports', BILLING, async (c) => {
      const { viewer, reach } = await staffOf(c)
      const period = await periodById(db, pathId(c, 'period_id'))
      return c.json(await pageImports(db, period.id, reach, viewer.userId, queryWith(c, ImportsQuery), deps.now()))
    })
    .get('/periods/imports/:id', BILLING, async (c) => {
      const { viewer, reach } = await staffOf(c)
      return c.json(await importById(db, pathId(c, 'id'), reach, viewer.userId, deps.now()))
    })
    .get('/periods/imports/:import_id/errors', BILLING, async (c) => {
      const { viewer, reach } = await staffOf(c)
      const found = await importById(db, pathId(c, 'import_id'), reach, viewer.userId, deps.now())
      return c.json(await pageErrors(db, found.id, queryWith(c, ErrorsQuery)))
    })
    .patch('/periods/imports/errors/:id', BILLING, async (c) => {
      const { viewer, reach } = await staffOf(c)
      const id = pathId(c, 'id')
      const patch = await jsonBody(c, ImportErrorPatch)
      const now = deps.now()
      return c.json(await patchError(db, id, patch, { reach, userId: viewer.userId, now, today: companyToday(now) }))
    })
}
