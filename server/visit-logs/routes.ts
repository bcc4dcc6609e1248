import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { MonthPath, VisitLogCreateForm, VisitLogDeleteQuery, VisitLogPutInput, VisitLogSearch, YearPath } from '../../src/domain/visit-logs/schemas'
import { CONTAINER_RULES } from '../../src/domain/attachments/rules'
import { statusList } from '../../src/domain/workflows/flow'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { AppDeps, AppEnv } from '../app-env'
import { attachmentById, withFiles } from '../attachments/service'
import type { FileStorage } from '../files/storage'
import { binaryAnswer } from '../http/binary'
import type { BodyLimitRule } from '../http/body-limits'
import { badRequest, invalid, notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../http/path-id'
import { parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { visibleLog } from './access'
import { logMonths, logProviders, logYears, monthLogs, pageLogs, readLog } from './read'
import { logPdf, pdfFilename } from './scan-pdf'
import { changeLog, createLog, deleteLog, SCAN_CONTAINER, visitLogStore } from './writes'

/** The scan may be up to its container's limit; the multipart envelope and fields get a little room. */
export const VISIT_LOG_BODY_LIMITS: BodyLimitRule[] = [
  { method: 'POST', path: /\/provider-location-visit-logs\/?$/, maxSize: CONTAINER_RULES[SCAN_CONTAINER].maxBytes + 64 * 1024 },
]

const FILENAME_MAX = 180

/** The multipart form of a create: its text fields (judged by the shared schema) and the scan. */
async function uploadedLog(c: Context) {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('invalid_request', 'Envíe el registro como multipart/form-data, con el archivo en el campo file.')
  }
  const form = await c.req.parseBody().catch(() => {
    throw badRequest('invalid_request', 'El formulario enviado no se pudo leer.')
  })
  const { file, ...fields } = form
  const text = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'))
  const parsed = parseWith(VisitLogCreateForm, text)
  if (!(file instanceof File)) throw invalid({ file: 'required' })
  const filename = file.name.trim().slice(0, FILENAME_MAX) || 'registro'
  return { fields: parsed, scan: { filename, bytes: new Uint8Array(await file.arrayBuffer()) } }
}

const providerPath = (c: Context) => pathId(c, 'provider_id')
/** A year or month in the path that is not one names nothing (404), as a bad id does. */
function pathNumber(c: Context, name: string, schema: typeof YearPath | typeof MonthPath): number {
  const parsed = v.safeParse(schema, c.req.param(name) ?? '')
  if (!parsed.success) throw notFound()
  return parsed.output
}

/**
 * Paper visit logs, spec §7 "Visit logs", under /provider-location-visit-logs. Guarded in app.ts
 * by the billing module and `billing.manage` (providers pass: they read their own logs only).
 * `POST /ocr-upload` (provider_id if present, else log_id; spec §5) belongs to the OCR work of
 * issue 14 item 4 and is not registered yet: it will read the scan of a claimed log and propose
 * visits, and add no status of its own to the flow.
 */
export function visitLogRoutes(deps: AppDeps, storage: FileStorage) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(visitLogFlow))

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await pageLogs(db, await viewerOf(c), queryWith(c, VisitLogSearch))))
    .get('/statuses', statuses)
    .get('/status-list', statuses)
    .get('/providers', async (c) => c.json(await logProviders(db, await viewerOf(c))))
    .get('/providers/:provider_id/years', async (c) => c.json(await logYears(db, await viewerOf(c), providerPath(c))))
    .get('/providers/:provider_id/years/:year/months', async (c) =>
      c.json(await logMonths(db, await viewerOf(c), providerPath(c), pathNumber(c, 'year', YearPath))),
    )
    .get('/providers/:provider_id/years/:year/months/:month/logs', async (c) =>
      c.json(await monthLogs(db, await viewerOf(c), providerPath(c), pathNumber(c, 'year', YearPath), pathNumber(c, 'month', MonthPath))),
    )
    .post('/', async (c) => {
      const viewer = await viewerOf(c)
      // Providers read their logs; only staff upload (403 before the body is read).
      assertStaffPermission(viewer, 'billing.manage')
      const { fields, scan } = await uploadedLog(c)
      const created = await withFiles(db, storage, (tx, files) => createLog({ tx, files, viewer, now: deps.now() }, fields, scan))
      return c.json(created, 201)
    })
    .get('/:id', async (c) => {
      const log = await readLog(db, await viewerOf(c), pathId(c, 'id'))
      if (!log) throw notFound('El registro de visitas no existe.')
      return c.json(log)
    })
    .put('/:id', async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await withFiles(db, storage, (tx, files) => changeLog({ tx, files, viewer, now: deps.now() }, id, body, (raw) => parseWith(VisitLogPutInput, raw))))
    })
    .delete('/:id', async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      await withFiles(db, storage, (tx, files) => deleteLog({ tx, files, viewer, now: deps.now() }, id, () => queryWith(c, VisitLogDeleteQuery).hash))
      return c.body(null, 204)
    })
    .get('/:id/events', async (c) => {
      const viewer = await viewerOf(c)
      const log = await visibleLog(db, viewer, pathId(c, 'id'))
      return c.json(await listEvents(db, visitLogFlow, log.id))
    })
    .get('/:id/download-pdf', async (c) => {
      const viewer = await viewerOf(c)
      const log = await readLog(db, viewer, pathId(c, 'id'))
      if (!log) throw notFound('El registro de visitas no existe.')
      const row = await visibleLog(db, viewer, log.id)
      const scan = row.scan_attachment_id === null ? null : await scanBytes(db, storage, row.scan_attachment_id)
      const company = await loadCompany(db)
      return binaryAnswer(c, await logPdf(company?.name ?? '', log, scan), { type: 'pdf', filename: pdfFilename(log) })
    })
    // claim, unclaim, mark-processed: the one workflow function decides and records (run-action.ts).
    .post('/:id/:action', async (c) => {
      const id = pathId(c, 'id')
      const action = c.req.param('action')
      if (!isActionOf(visitLogFlow, action)) throw notFound()
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => runAction(tx, visitLogFlow, visitLogStore, { id, action, body, viewer, now: deps.now() })))
    })
}

async function scanBytes(db: AppDeps['db'], storage: FileStorage, attachmentId: number) {
  const attachment = await attachmentById(db, attachmentId)
  const bytes = attachment ? await storage.get(attachment.storage_key) : null
  return attachment && bytes ? { bytes, contentType: attachment.content_type } : null
}
