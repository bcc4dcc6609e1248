import { createHmac } from 'node:crypto'
import { Readable } from 'node:stream'
import { and, eq, ne, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { ITEM_TYPES, ItemName, parentPathOf, type ItemType } from '../../src/domain/downloads/paths'
import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_KEYS, type FileInfo } from '../../src/domain/downloads/types'
import type { AppDeps, AppEnv } from '../app-env'
import { signDownloadToken, verifyDownloadToken } from '../attachments/download-token'
import { DEFAULT_DOWNLOADS_LIMITS } from '../config'
import type { Executor } from '../db/client'
import { downloadItems } from '../db/schema'
import { HttpError, badRequest, notFound } from '../http/errors'
import { readJson } from '../http/json-body'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { storedFileHeaders } from '../http/stored-file'
import { issuesToErrors } from '../http/validate'
import type { FileStorage } from '../files/storage'
import {
  answerOf,
  browse,
  childNamed,
  folderAt,
  folderTree,
  isWithin,
  itemAt,
  nameTaken,
  pathOfRow,
  segmentsOf,
  storageKeysUnder,
  usedBytes,
  type ItemRow,
} from './tree'
import { discard, receiveUpload } from './upload'
import { access } from '../permissions/access'

/** How long a file-url link works. */
export const FILE_URL_SECONDS = 5 * 60

// The company's shared documents: every staff member reads them, downloads.manage changes them.
const READ = access({ staff: 'the company documents every staff member reads (spec §6 staff-only guard)' })
const MANAGE = access({ permission: 'downloads.manage' })

// One serialisation point for the quota: two uploads at once cannot both fit in the last gigabyte.
const QUOTA_LOCK = 0x646f776e

/**
 * The downloads file manager (spec §7 "Downloads manager"). Staff only: any staff member browses
 * and downloads; creating, uploading, renaming, moving and deleting need `downloads.manage`.
 * Providers are refused (spec §6's staff-only guard: the shared company documents are the
 * office's). Paths are judged before anything is looked up (400 with a code, tree.ts).
 */
export function downloadRoutes(deps: AppDeps, storage: FileStorage, secret: string) {
  const { db } = deps
  const limits = deps.config.downloads ?? DEFAULT_DOWNLOADS_LIMITS
  // Its own key, derived from the signing secret: an attachment's link never opens a download item.
  const linkSecret = createHmac('sha256', secret).update('bitacora:downloads-file:v1').digest('hex')

  return new Hono<AppEnv>()
    .get('/browse', READ, async (c) => {
      const segments = segmentsOf(c.req.query('path'))
      const maxKeys = intQuery(c, 'maxKeys', DEFAULT_MAX_KEYS, 1, DEFAULT_MAX_KEYS)
      const parentId = await folderAt(db, segments)
      const path = segments.length ? await pathOfRow(db, (await itemAt(db, segments, 'folder')) as ItemRow) : ''
      const { rows, truncated } = await browse(db, parentId, maxKeys)
      return c.json({ path, items: rows.map((row) => answerOf(row, path)), truncated })
    })
    .get('/folder-tree', READ, async (c) => {
      const maxDepth = intQuery(c, 'maxDepth', DEFAULT_MAX_DEPTH, 1, 20)
      return c.json({ folders: await folderTree(db, maxDepth) })
    })
    .get('/file-info', READ, async (c) => {
      const row = await itemAt(db, segmentsOf(c.req.query('path')), 'file')
      const path = await pathOfRow(db, row)
      const info: FileInfo = { ...answerOf(row, parentPathOf(path)), type: 'file', created_at: row.created_at.toISOString() }
      return c.json(info)
    })
    .get('/file-url', READ, async (c) => {
      const row = await itemAt(db, segmentsOf(c.req.query('path')), 'file')
      const direct = await storage.directUrl(row.storage_key!, row.name, FILE_URL_SECONDS)
      if (direct) return c.json({ url: direct, filename: row.name })
      const token = signDownloadToken(linkSecret, { attachmentId: row.id, userId: c.var.auth.user.id }, deps.now(), FILE_URL_SECONDS)
      // The link keeps whatever base the API was reached under (e.g. /api).
      const base = c.req.path.slice(0, c.req.path.lastIndexOf('/downloads/'))
      return c.json({ url: `${base}/downloads/file/${token}`, filename: row.name })
    })
    .post('/folder', MANAGE, async (c) => {
      const body = await readJson(c)
      const parentSegments = segmentsOf(stringField(body, 'parentPath') ?? '', 'parentPath')
      const name = checkedName(body, 'name')
      const row = await db.transaction(async (tx) => {
        const parentId = await folderAt(tx, parentSegments)
        if (await childNamed(tx, parentId, name)) throw nameTaken()
        const [created] = await insertOrTaken(() =>
          tx.insert(downloadItems).values({ parent_id: parentId, type: 'folder', name, created_by: c.var.auth.user.id, created_at: deps.now(), updated_at: deps.now() }).returning(),
        )
        return created!
      })
      return c.json(answerOf(row, await parentPathString(db, row)), 201)
    })
    .post('/upload', MANAGE, async (c) => {
      // Refused before reading anything when the whole body could not fit in what is left.
      const declared = Number(c.req.header('Content-Length') ?? 0)
      if (declared > 0 && (await usedBytes(db)) + declared > limits.quotaBytes + 64 * 1024) throw quotaExceeded()
      const received = await receiveUpload(c, storage, limits)
      const keys = received.files.map((file) => file.key)
      try {
        if (received.files.length === 0) throw badRequest('no_files', 'Elija al menos un archivo.', { files: 'required' })
        const targetSegments = segmentsOf(received.targetPath ?? '', 'targetPath')
        const rows = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK})`)
          const parentId = await folderAt(tx, targetSegments)
          const total = received.files.reduce((sum, file) => sum + file.size, 0)
          if ((await usedBytes(tx)) + total > limits.quotaBytes) throw quotaExceeded()
          for (const file of received.files) if (await childNamed(tx, parentId, file.name)) throw nameTaken()
          const now = deps.now()
          return insertOrTaken(() =>
            tx
              .insert(downloadItems)
              .values(
                received.files.map((file) => ({
                  parent_id: parentId,
                  type: 'file' as const,
                  name: file.name,
                  storage_key: file.key,
                  size_bytes: file.size,
                  content_type: file.contentType,
                  created_by: c.var.auth.user.id,
                  created_at: now,
                  updated_at: now,
                })),
              )
              .returning(),
          )
        })
        const parentPath = rows[0] ? await parentPathString(db, rows[0]) : ''
        return c.json({ items: rows.map((row) => answerOf(row, parentPath)) }, 201)
      } catch (error) {
        await discard(storage, keys)
        throw error
      }
    })
    .delete('/item', MANAGE, async (c) => {
      const { segments, type } = itemQuery(c)
      const keys = await db.transaction(async (tx) => {
        const row = await itemAt(tx, segments, type)
        const keys = await storageKeysUnder(tx, row)
        // The rows below a folder go with it (on delete cascade).
        await tx.delete(downloadItems).where(eq(downloadItems.id, row.id))
        return keys
      })
      // Bytes after the rows: a crash in between leaves orphans the start-up sweep removes, never a row without bytes.
      await discard(storage, keys)
      return c.body(null, 204)
    })
    .patch('/item', MANAGE, async (c) => {
      const body = await readJson(c)
      const segments = segmentsOf(stringField(body, 'path') ?? '')
      const type = typeField(stringField(body, 'type'))
      const newName = checkedName(body, 'newName')
      const row = await db.transaction(async (tx) => {
        const row = await itemAt(tx, segments, type)
        const other = await childNamed(tx, row.parent_id, newName)
        if (other && other.id !== row.id) throw nameTaken()
        const [renamed] = await insertOrTaken(() =>
          tx.update(downloadItems).set({ name: newName, updated_at: deps.now() }).where(eq(downloadItems.id, row.id)).returning(),
        )
        return renamed!
      })
      return c.json(answerOf(row, await parentPathString(db, row)))
    })
    .put('/item/move', MANAGE, async (c) => {
      const body = await readJson(c)
      const segments = segmentsOf(stringField(body, 'path') ?? '')
      const type = typeField(stringField(body, 'type'))
      const destination = segmentsOf(stringField(body, 'destinationFolder') ?? '', 'destinationFolder')
      const row = await db.transaction(async (tx) => {
        const row = await itemAt(tx, segments, type)
        const targetId = await folderAt(tx, destination)
        if (type === 'folder' && (await isWithin(tx, targetId, row.id))) {
          throw badRequest('move_into_itself', 'Una carpeta no se puede mover dentro de sí misma.', { destinationFolder: 'move_into_itself' })
        }
        if (targetId === row.parent_id) return row
        const clash = await tx
          .select({ id: downloadItems.id })
          .from(downloadItems)
          .where(
            and(
              targetId === null ? sql`${downloadItems.parent_id} is null` : eq(downloadItems.parent_id, targetId),
              sql`lower(${downloadItems.name}) = lower(${row.name})`,
              ne(downloadItems.id, row.id),
            ),
          )
        if (clash.length) throw nameTaken()
        const [moved] = await insertOrTaken(() =>
          tx.update(downloadItems).set({ parent_id: targetId, updated_at: deps.now() }).where(eq(downloadItems.id, row.id)).returning(),
        )
        return moved!
      })
      return c.json(answerOf(row, await parentPathString(db, row)))
    })
}

/** GET /downloads/file/{token}: the file of a file-url link, without a bearer token (a browser follows it). */
export function downloadFileRoutes(deps: AppDeps, storage: FileStorage, secret: string) {
  const linkSecret = createHmac('sha256', secret).update('bitacora:downloads-file:v1').digest('hex')
  return new Hono<AppEnv>().get('/:token', access({ public: 'a signed link to one company document, minutes long' }), async (c) => {
    const grant = verifyDownloadToken(linkSecret, c.req.param('token'), deps.now())
    if (!grant) throw new HttpError(403, 'invalid_download_link', 'El enlace de descarga no es válido o expiró. Pídalo de nuevo.')
    const [row] = await deps.db.select().from(downloadItems).where(eq(downloadItems.id, grant.attachmentId))
    const file = row?.storage_key ? await storage.getStream(row.storage_key) : null
    if (!row || !file) throw notFound('El archivo ya no existe.')
    return c.body(
      Readable.toWeb(file.stream as Readable) as ReadableStream,
      200,
      storedFileHeaders({ name: row.name, contentType: row.content_type, size: file.size }),
    )
  })
}

const quotaExceeded = () => new HttpError(413, 'quota_exceeded', 'No queda espacio para estos archivos en Recursos.', undefined, { Connection: 'close' })

async function parentPathString(db: Executor, row: ItemRow): Promise<string> {
  return parentPathOf(await pathOfRow(db, row))
}

/** A write that the unique index may refuse when another request took the name first. */
async function insertOrTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw nameTaken()
    throw error
  }
}

function intQuery(c: Context, name: string, fallback: number, least: number, most: number): number {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d{1,6}$/.test(raw) || value < least || value > most) throw badRequest('invalid_request', `${name} debe ser un número entre ${least} y ${most}.`, { [name]: 'invalid' })
  return value
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw badRequest('invalid_request', `${name} debe ser texto.`, { [name]: 'invalid' })
  return value
}

function checkedName(body: Record<string, unknown>, field: string): string {
  const raw = stringField(body, field)
  const result = v.safeParse(ItemName, (raw ?? '').normalize('NFC'))
  if (!result.success) {
    const code = issuesToErrors(result.issues)._ ?? 'invalid_name'
    throw badRequest(code === 'required' ? 'invalid_request' : code, 'El nombre no es válido.', { [field]: code })
  }
  return result.output
}

function typeField(raw: string | undefined): ItemType {
  if (!ITEM_TYPES.includes(raw as ItemType)) throw badRequest('invalid_request', 'type debe ser folder o file.', { type: 'invalid' })
  return raw as ItemType
}

function itemQuery(c: Context) {
  return { segments: segmentsOf(c.req.query('path')), type: typeField(c.req.query('type')) }
}
