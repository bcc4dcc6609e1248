import { readerLanguage } from '../i18n/reader-language'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { Id } from '../../src/domain/schemas/common'
import { MonthPath, VisitLogCreateForm, VisitLogDeleteQuery, VisitLogPutInput, VisitLogSearch, YearPath } from '../../src/domain/visit-logs/schemas'
import { CONTAINER_RULES } from '../../src/domain/attachments/rules'
import { statusList } from '../../src/domain/workflows/flow'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { AppDeps, AppEnv } from '../app-env'
import { attachmentById, withFiles } from '../attachments/service'
import type { FileStorage } from '../files/storage'
import { binaryAnswer } from '../http/binary'
import type { BodyLimitRule } from '../http/body-limits'
import { badRequest, HttpError, invalid, notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { assertMayChangeLogs, visibleLog } from './access'
import { OcrConfirmInput } from '../../src/domain/visit-logs/ocr'
import { confirmReading, latestReading, queueReading, readingOfJob, registerOcrWorker } from '../ocr/service'
import { staleVersion } from '../http/references'
import { logMonths, logProviders, logYears, monthLogs, pageLogs, readLog } from './read'
import { logPdf, pdfFilename } from './scan-pdf'
import { changeLog, createLog, deleteLog, SCAN_CONTAINER, visitLogStore } from './writes'
import { access } from '../permissions/access'

/** The scan may be up to its container's limit; the multipart envelope and fields get a little room. */
export const VISIT_LOG_BODY_LIMITS: BodyLimitRule[] = [
  { method: 'POST', path: /\/provider-location-visit-logs\/?$/, maxSize: CONTAINER_RULES[SCAN_CONTAINER].maxBytes + 64 * 1024 },
  { method: 'POST', path: /\/provider-location-visit-logs\/ocr-upload\/?$/, maxSize: CONTAINER_RULES[SCAN_CONTAINER].maxBytes + 64 * 1024 },
]

const FILENAME_MAX = 180

/** POST /ocr-upload without provider_id: the log whose scan is read. */
const OcrUploadInput = v.object({ log_id: v.union([Id, v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'invalid_number'), v.transform(Number), Id)], 'required') })

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

/** Paper visit logs: the billing office (billing.manage, for its customers) works them; a provider reads her own. */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'own' })
const CHANGE = access({ permission: 'billing.manage', customers: true })

/**
 * Paper visit logs, spec §7 "Visit logs", under /provider-location-visit-logs. Guarded in app.ts
 * by the billing module and `billing.manage` (providers pass: they read their own logs only).
 * `POST /ocr-upload` (provider_id if present, else log_id; spec §5): with `provider_id` a new log
 * and its scan (the create's multipart form), with `log_id` an existing log's scan; either way
 * the scan is read by OCR in a background job (server/ocr) that proposes visits, and a person
 * confirms them (`POST /{id}/ocr/confirm`). OCR adds no status of its own to the flow.
 */
export function visitLogRoutes(deps: AppDeps, storage: FileStorage) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(visitLogFlow, readerLanguage()))

  registerOcrWorker(db, storage, deps.now)

  return new Hono<AppEnv>()
    .post('/ocr-upload', CHANGE, async (c) => {
      const viewer = await viewerOf(c)
      assertStaffPermission(viewer, 'billing.manage')
      const isForm = (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')
      let logId: number
      if (isForm && (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).provider_id !== undefined) {
        const { fields, scan } = await uploadedLog(c)
        logId = (await withFiles(db, storage, (tx, files) => createLog({ tx, files, viewer, now: deps.now() }, fields, scan))).id
      } else {
        const raw = isForm ? await c.req.parseBody() : (await deferredJson(c))()
        logId = parseWith(OcrUploadInput, raw).log_id
      }
      const log = await visibleLog(db, viewer, logId)
      assertMayChangeLogs(viewer, log.customer_id)
      if (log.status === 'processed') throw new HttpError(409, 'action_not_allowed', 'Esta acción no está permitida en el estado actual del registro.', undefined, undefined, { status: log.status })
      return c.json({ log_id: log.id, reading: await queueReading(db, viewer, log, deps.now()) }, 202)
    })
    .get('/ocr-jobs/:job_id', CHANGE, async (c) => {
      const viewer = await viewerOf(c)
      const jobId = c.req.param('job_id')
      if (!/^[0-9a-f-]{36}$/i.test(jobId)) throw notFound()
      const found = await readingOfJob(db, jobId)
      if (!found) throw notFound('La lectura no existe.')
      await visibleLog(db, viewer, found.row.log_id)
      return c.json(found.job ?? { id: jobId, state: found.row.status === 'failed' ? 'failed' : 'completed', progress: found.row.status === 'failed' ? 0 : 1 })
    })
    .get('/:id/ocr', CHANGE, async (c) => {
      const viewer = await viewerOf(c)
      const log = await visibleLog(db, viewer, pathId(c, 'id'))
      const reading = await latestReading(db, log.id)
      if (!reading) throw notFound('El registro no se ha leído con OCR.')
      return c.json(reading)
    })
    .post('/:id/ocr/confirm', CHANGE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(
        await db.transaction(async (tx) => {
          const log = await visibleLog(tx, viewer, id, true)
          assertMayChangeLogs(viewer, log.customer_id)
          // The one who holds the log confirms its visits (claim first: two people never type the same log).
          if (log.status !== 'claimed' || log.claimed_by !== viewer.userId) {
            throw new HttpError(409, 'claim_required', 'Reclame el registro antes de confirmar sus visitas.', undefined, undefined, { status: log.status })
          }
          const input = parseWith(OcrConfirmInput, body())
          if (input.hash !== log.hash) throw staleVersion(await readLog(tx, viewer, id), 'El registro cambió desde que se abrió. Compare ambas versiones.')
          const result = await confirmReading(tx, viewer, log, input, deps.now())
          return { ...result, log: await readLog(tx, viewer, id) }
        }),
      )
    })
    .get('/', READ, async (c) => c.json(await pageLogs(db, await viewerOf(c), queryWith(c, VisitLogSearch))))
    .get('/statuses', READ, statuses)
    .get('/status-list', READ, statuses)
    .get('/providers', READ, async (c) => c.json(await logProviders(db, await viewerOf(c))))
    .get('/providers/:provider_id/years', READ, async (c) => c.json(await logYears(db, await viewerOf(c), providerPath(c))))
    .get('/providers/:provider_id/years/:year/months', READ, async (c) =>
      c.json(await logMonths(db, await viewerOf(c), providerPath(c), pathNumber(c, 'year', YearPath))),
    )
    .get('/providers/:provider_id/years/:year/months/:month/logs', READ, async (c) =>
      c.json(await monthLogs(db, await viewerOf(c), providerPath(c), pathNumber(c, 'year', YearPath), pathNumber(c, 'month', MonthPath))),
    )
    .post('/', CHANGE, async (c) => {
      const viewer = await viewerOf(c)
      // Providers read their logs; only staff upload (403 before the body is read).
      assertStaffPermission(viewer, 'billing.manage')
      const { fields, scan } = await uploadedLog(c)
      const created = await withFiles(db, storage, (tx, files) => createLog({ tx, files, viewer, now: deps.now() }, fields, scan))
      return c.json(created, 201)
    })
    .get('/:id', READ, async (c) => {
      const log = await readLog(db, await viewerOf(c), pathId(c, 'id'))
      if (!log) throw notFound('El registro de visitas no existe.')
      return c.json(log)
    })
    .put('/:id', CHANGE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await withFiles(db, storage, (tx, files) => changeLog({ tx, files, viewer, now: deps.now() }, id, body, (raw) => parseWith(VisitLogPutInput, raw))))
    })
    .delete('/:id', CHANGE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      await withFiles(db, storage, (tx, files) => deleteLog({ tx, files, viewer, now: deps.now() }, id, () => queryWith(c, VisitLogDeleteQuery).hash))
      return c.body(null, 204)
    })
    .get('/:id/events', READ, async (c) => {
      const viewer = await viewerOf(c)
      const log = await visibleLog(db, viewer, pathId(c, 'id'))
      return c.json(await listEvents(db, visitLogFlow, log.id))
    })
    .get('/:id/download-pdf', READ, async (c) => {
      const viewer = await viewerOf(c)
      const log = await readLog(db, viewer, pathId(c, 'id'))
      if (!log) throw notFound('El registro de visitas no existe.')
      const row = await visibleLog(db, viewer, log.id)
      const scan = row.scan_attachment_id === null ? null : await scanBytes(db, storage, row.scan_attachment_id)
      const company = await loadCompany(db)
      return binaryAnswer(c, await logPdf(company?.name ?? '', log, scan), { type: 'pdf', filename: pdfFilename(log) })
    })
    // claim, unclaim, mark-processed: the one workflow function decides and records (run-action.ts).
    .post('/:id/:action', CHANGE, async (c) => {
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
