import { withinScanLimit } from '../ocr/image-size'
import { pdfJpegs } from '../ocr/pages'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import { CONTAINER_RULES, isAcceptedContentType } from '../../src/domain/attachments/rules'
import { formatFileSize } from '../../src/domain/attachments/sizes'
import type { VisitLogFields, VisitLogPutInput } from '../../src/domain/visit-logs/schemas'
import type { VisitLog } from '../../src/domain/visit-logs/types'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { FileWork } from '../attachments/service'
import type { Executor } from '../db/client'
import { attachments, locations, providerLocationVisitLogs as logs, providers } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { assertReferencesExist } from '../http/references'
import { editable, type WriteContext as CoreWriteContext } from '../core/editable'
import type { OfficeViewer } from '../permissions/viewer'
import { deleteEvents, writeEvent } from '../workflows/events'
import type { DocumentStore } from '../workflows/run-action'
import { assertMayChangeLogs, visibleLog, type VisitLogRow } from './access'
import { readLog } from './read'

/**
 * Visit-log writes. Each runs in one transaction with its file work (attachments/service.ts
 * withFiles): the scan's bytes are written before the row commits and removed if it fails; a
 * deleted log's bytes go only after the delete commits.
 */

export const SCAN_CONTAINER = 'provider-location-visit-log' as const
const SCAN_RULES = CONTAINER_RULES[SCAN_CONTAINER]

/** A log's writes also put and drop its scan's bytes. */
type WriteContext = CoreWriteContext<{ files: FileWork }>

export interface Scan {
  filename: string
  bytes: Uint8Array
}

/** The read answer, for a log the viewer just wrote (so it exists and is visible). */
async function answer(tx: Executor, viewer: OfficeViewer, id: number): Promise<VisitLog> {
  const log = await readLog(tx, viewer, id)
  if (!log) throw notFound()
  return log
}

/** A second log for the same provider, location and month is the person's mistake: 409 with a code. */
async function uniqueMonth<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, 'visit_log_exists', 'Ya existe un registro de ese proveedor, localidad y mes.', { month: 'visit_log_exists' })
    }
    throw error
  }
}

/** The location's customer, after checking the references exist (422 unknown_reference). */
async function checkedCustomer(tx: Executor, fields: Pick<VisitLogFields, 'provider_id' | 'location_id'>): Promise<number | null> {
  await assertReferencesExist(tx, { provider_id: [providers, fields.provider_id], location_id: [locations, fields.location_id] })
  const [location] = await tx.select({ customer_id: locations.customer_id }).from(locations).where(eq(locations.id, fields.location_id))
  return location!.customer_id
}

/** The scan judged by its bytes (images and PDF only, never by its name) and its size. */
async function checkedScan(scan: Scan): Promise<string> {
  if (scan.bytes.byteLength > SCAN_RULES.maxBytes) {
    throw new HttpError(422, 'file_too_large', `El tamaño del archivo no puede ser mayor a ${formatFileSize(SCAN_RULES.maxBytes)}.`, { file: 'file_too_large' })
  }
  const detected = await fileTypeFromBuffer(scan.bytes)
  if (!detected || !isAcceptedContentType(detected.mime)) {
    throw new HttpError(422, 'unsupported_file_type', 'Solo se aceptan imágenes y archivos PDF.', { file: 'unsupported_file_type' })
  }
  // Judged by the header's declared size, before anything decodes it (ocr/image-size.ts).
  const pages = detected.mime === 'application/pdf' ? pdfJpegs(scan.bytes) : [scan.bytes]
  if (!pages.every(withinScanLimit)) {
    throw new HttpError(422, 'scan_too_large', 'La imagen tiene demasiados píxeles para leerse.', { file: 'scan_too_large' })
  }
  return detected.mime
}

/** POST /provider-location-visit-logs: the log, its scan and its first event. */
export async function createLog(ctx: WriteContext, fields: VisitLogFields, scan: Scan): Promise<VisitLog> {
  const { tx, viewer, now } = ctx
  assertMayChangeLogs(viewer, await checkedCustomer(tx, fields))
  const contentType = await checkedScan(scan)
  const [row] = await uniqueMonth(
    tx
      .insert(logs)
      .values({ ...fields, notes: fields.notes ?? null, status: visitLogFlow.initial, hash: randomUUID(), created_by: viewer.userId, created_at: now, updated_at: now })
      .returning({ id: logs.id }),
  )
  const id = row!.id
  const key = `${SCAN_CONTAINER}/${id}/${randomUUID()}`
  await ctx.files.put(key, scan.bytes)
  const [attachment] = await tx
    .insert(attachments)
    .values({
      container_type: SCAN_CONTAINER,
      container_id: id,
      filename: scan.filename,
      description: 'Registro escaneado',
      content_type: contentType,
      size_bytes: scan.bytes.byteLength,
      storage_key: key,
      created_by: viewer.userId,
      created_at: now,
    })
    .returning({ id: attachments.id })
  await tx.update(logs).set({ scan_attachment_id: attachment!.id }).where(eq(logs.id, id))
  await writeEvent(tx, visitLogFlow, { documentId: id, action: 'create', from: null, to: visitLogFlow.initial, comment: null, userId: viewer.userId, at: now })
  return answer(tx, viewer, id)
}

/** A processed log is history: no edit, no delete (409 with its status, as a refused action); a claimed one is still edited, not deleted. */
const logEditing = (statuses: readonly string[]) =>
  editable({
    statuses,
    notEditable: 'Esta acción no está permitida en el estado actual del registro.',
    stale: 'El registro cambió desde que se abrió. Compare ambas versiones.',
    answer,
  })
const logChanging = logEditing(['received', 'claimed'])
const logDeleting = logEditing(['received'])

/**
 * PUT /provider-location-visit-logs/{id}: the house order — visible (404), may change (403),
 * still open (409), the body (422), the version (409 version_conflict), the references (422).
 */
export async function changeLog(ctx: WriteContext, id: number, body: () => unknown, parse: (body: unknown) => VisitLogPutInput): Promise<VisitLog> {
  const { tx, viewer, now } = ctx
  const current = await visibleLog(tx, viewer, id, true)
  assertMayChangeLogs(viewer, current.customer_id)
  await logChanging.assertOpen(ctx, current)
  const { hash, ...fields } = parse(body())
  await logChanging.assertSeen(ctx, current, hash)
  // Moving a log to another customer's location needs the right over that customer too.
  assertMayChangeLogs(viewer, await checkedCustomer(tx, fields))
  await uniqueMonth(
    tx
      .update(logs)
      .set({ ...fields, notes: fields.notes ?? null, hash: randomUUID(), updated_at: now })
      .where(eq(logs.id, id)),
  )
  return answer(tx, viewer, id)
}

/** DELETE /provider-location-visit-logs/{id}?hash=: only a log nobody has claimed yet. */
export async function deleteLog(ctx: WriteContext, id: number, hashOf: () => string): Promise<void> {
  const { tx, viewer } = ctx
  const current = await visibleLog(tx, viewer, id, true)
  assertMayChangeLogs(viewer, current.customer_id)
  await logDeleting.assertEditableAt(ctx, current, hashOf)
  const scans = await tx
    .delete(attachments)
    .where(and(eq(attachments.container_type, SCAN_CONTAINER), eq(attachments.container_id, id)))
    .returning({ key: attachments.storage_key })
  await deleteEvents(tx, visitLogFlow, id)
  await tx.delete(logs).where(eq(logs.id, id))
  // The demo seed's logs share one sample's bytes: they go only when no row names them any more.
  for (const scan of scans) {
    const [still] = await tx.select({ id: attachments.id }).from(attachments).where(eq(attachments.storage_key, scan.key)).limit(1)
    if (!still) ctx.files.deleteAfterCommit(scan.key)
  }
}

/** The visit log as a workflow document (server/workflows/run-action.ts). */
export const visitLogStore: DocumentStore<VisitLogRow, VisitLog> = {
  lock: (tx, id, viewer) => visibleLog(tx, viewer, id, true),
  async apply(tx, document, change) {
    await tx
      .update(logs)
      .set({
        status: change.to,
        hash: change.hash,
        updated_at: change.at,
        ...(change.claimed_by === undefined ? {} : { claimed_by: change.claimed_by, claimed_at: change.claimed_by === null ? null : change.at }),
        ...(change.to === 'processed' ? { processed_at: change.at } : {}),
      })
      .where(eq(logs.id, document.id))
  },
  answer: (tx, id, viewer) => answer(tx, viewer, id),
}
