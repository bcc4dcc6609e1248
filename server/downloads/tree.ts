import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { joinPath, parsePath, type ItemType, type PathProblem } from '../../src/domain/downloads/paths'
import type { DownloadItem, FolderNode } from '../../src/domain/downloads/types'
import type { Executor } from '../db/client'
import { downloadItems } from '../db/schema'
import { HttpError, badRequest, notFound } from '../http/errors'

/** Reading the downloads tree (server/db/schema/downloads.ts): paths to rows and rows to answers. */

export type ItemRow = typeof downloadItems.$inferSelect

const PATH_MESSAGES: Record<PathProblem, string> = {
  required: 'Indique un nombre.',
  too_long: 'La ruta o el nombre es demasiado largo.',
  invalid_name: 'El nombre contiene caracteres no permitidos.',
  absolute_path: 'La ruta debe ser relativa a Recursos.',
  path_traversal: 'La ruta no puede salir de Recursos.',
  invalid_path: 'La ruta no es válida.',
  too_deep: 'La ruta tiene demasiados niveles.',
}

/** The segments of a path from a request, or 400 with the problem's code. */
export function segmentsOf(raw: string | undefined, field = 'path'): string[] {
  const parsed = parsePath(raw ?? '')
  if (!parsed.ok) throw badRequest(parsed.problem, PATH_MESSAGES[parsed.problem], { [field]: parsed.problem })
  return parsed.segments
}

const inFolder = (parentId: number | null) => (parentId === null ? isNull(downloadItems.parent_id) : eq(downloadItems.parent_id, parentId))

/** The child of a folder with this name (case-insensitively, as names are unique), or null. */
export async function childNamed(db: Executor, parentId: number | null, name: string): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(downloadItems)
    .where(and(inFolder(parentId), sql`lower(${downloadItems.name}) = lower(${name})`))
  return row ?? null
}

/** The row at `segments`, or null when any step is missing. The root has no row. */
export async function findItem(db: Executor, segments: readonly string[]): Promise<ItemRow | null> {
  let current: ItemRow | null = null
  for (const [index, name] of segments.entries()) {
    if (current && current.type !== 'folder') return null
    current = await childNamed(db, current?.id ?? null, name)
    if (!current) return null
    // The stored spelling is the item's name; a path may differ only in case.
    if (index === segments.length - 1) return current
  }
  return current
}

/** The folder at `segments` (null id for the root), or 404. */
export async function folderAt(db: Executor, segments: readonly string[]): Promise<number | null> {
  if (segments.length === 0) return null
  const row = await findItem(db, segments)
  if (!row || row.type !== 'folder') throw notFound('No existe esa carpeta.')
  return row.id
}

/** The item of `type` at `segments`, or 404 (the root is no item). */
export async function itemAt(db: Executor, segments: readonly string[], type: ItemType): Promise<ItemRow> {
  const row = segments.length ? await findItem(db, segments) : null
  if (!row || row.type !== type) throw notFound(type === 'folder' ? 'No existe esa carpeta.' : 'No existe ese archivo.')
  return row
}

export const nameTaken = () => new HttpError(409, 'name_taken', 'Ya existe un elemento con ese nombre en la carpeta.')

export function answerOf(row: ItemRow, parentPath: string): DownloadItem {
  return {
    type: row.type,
    path: parentPath ? `${parentPath}/${row.name}` : row.name,
    name: row.name,
    size: row.type === 'file' ? (row.size_bytes ?? 0) : null,
    content_type: row.content_type,
    updated_at: row.updated_at.toISOString(),
  }
}

/** The path of a row as stored (walking up), e.g. after a case-insensitive lookup. */
export async function pathOfRow(db: Executor, row: ItemRow): Promise<string> {
  const names = [row.name]
  let parentId = row.parent_id
  while (parentId !== null) {
    const [parent] = await db.select().from(downloadItems).where(eq(downloadItems.id, parentId))
    if (!parent) break
    names.unshift(parent.name)
    parentId = parent.parent_id
  }
  return joinPath(names)
}

/** A folder's items, folders first, then by name; one more than asked tells whether there are more. */
export async function browse(db: Executor, parentId: number | null, maxKeys: number) {
  const rows = await db
    .select()
    .from(downloadItems)
    .where(inFolder(parentId))
    .orderBy(sql`${downloadItems.type} = 'file'`, asc(sql`lower(${downloadItems.name})`), asc(downloadItems.id))
    .limit(maxKeys + 1)
  return { rows: rows.slice(0, maxKeys), truncated: rows.length > maxKeys }
}

/** Every folder to `maxDepth` levels below the root, as nested nodes. */
export async function folderTree(db: Executor, maxDepth: number): Promise<FolderNode[]> {
  const folders = await db
    .select({ id: downloadItems.id, parent_id: downloadItems.parent_id, name: downloadItems.name })
    .from(downloadItems)
    .where(eq(downloadItems.type, 'folder'))
    .orderBy(asc(sql`lower(${downloadItems.name})`))
  const byParent = new Map<number | null, typeof folders>()
  for (const folder of folders) byParent.set(folder.parent_id, [...(byParent.get(folder.parent_id) ?? []), folder])
  const build = (parentId: number | null, parentPath: string, depth: number): FolderNode[] =>
    depth > maxDepth
      ? []
      : (byParent.get(parentId) ?? []).map((folder) => {
          const path = parentPath ? `${parentPath}/${folder.name}` : folder.name
          return { name: folder.name, path, children: build(folder.id, path, depth + 1) }
        })
  return build(null, '', 1)
}

/** Whether `folderId` is `ancestorId` or lies inside it (a folder cannot move into itself). */
export async function isWithin(db: Executor, folderId: number | null, ancestorId: number): Promise<boolean> {
  let current = folderId
  while (current !== null) {
    if (current === ancestorId) return true
    const [row] = await db.select({ parent_id: downloadItems.parent_id }).from(downloadItems).where(eq(downloadItems.id, current))
    current = row?.parent_id ?? null
  }
  return false
}

/** The storage keys of a file or of every file inside a folder, for removal after the rows go. */
export async function storageKeysUnder(db: Executor, row: ItemRow): Promise<string[]> {
  if (row.type === 'file') return row.storage_key ? [row.storage_key] : []
  const result = await db.execute<{ storage_key: string }>(sql`
    with recursive below(id) as (
      select id from download_items where parent_id = ${row.id}
      union all
      select d.id from download_items d join below b on d.parent_id = b.id
    )
    select storage_key from download_items where id in (select id from below) and storage_key is not null`)
  return (result as unknown as { rows: { storage_key: string }[] }).rows.map((r) => r.storage_key)
}

/** Bytes all downloads take together, for the company's quota. */
export async function usedBytes(db: Executor): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${downloadItems.size_bytes}), 0)` }).from(downloadItems)
  return Number(row?.total ?? 0)
}
