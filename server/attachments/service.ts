import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { AttachmentChange, AttachmentInfo } from '../../src/domain/attachments/schemas'
import { CONTAINER_RULES, isAcceptedContentType, sameFilename, type ContainerType } from '../../src/domain/attachments/rules'
import { base64DecodedLength, formatFileSize } from '../../src/domain/attachments/sizes'
import type { Database, Executor, Transaction } from '../db/client'
import { attachments } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { HttpError, invalid } from '../http/errors'
import { logFailure } from '../http/safe-log'

/**
 * A record's files (spec §3 Attachment). Rows live in the database, bytes in file storage. A save
 * that adds or deletes files runs inside the record's transaction; bytes are written before the
 * commit and removed again if it fails, and deleted files' bytes are removed only after it
 * succeeds — so a failed save neither leaves orphans nor loses a file the record still lists.
 */

export interface FileWork {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** Removes the bytes once the transaction has committed. */
  deleteAfterCommit(key: string): void
  committed(): Promise<void>
  failed(): Promise<void>
}

export function fileWork(storage: FileStorage): FileWork {
  const written: string[] = []
  const removed: string[] = []
  const quietly = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => logFailure('files', error, { task: 'remove', key }))))
  return {
    async put(key, bytes) {
      written.push(key)
      await storage.put(key, bytes)
    },
    deleteAfterCommit: (key) => void removed.push(key),
    committed: async () => void (await quietly(removed)),
    failed: async () => void (await quietly(written)),
  }
}

/** Runs `work` in a transaction with file work that follows its outcome. */
export async function withFiles<T>(db: Database, storage: FileStorage, work: (tx: Transaction, files: FileWork) => Promise<T>): Promise<T> {
  const files = fileWork(storage)
  let result: T
  try {
    result = await db.transaction((tx) => work(tx, files))
  } catch (error) {
    await files.failed()
    throw error
  }
  await files.committed()
  return result
}

export async function listAttachments(db: Executor, containerType: ContainerType, containerIds: number[]): Promise<Map<number, AttachmentInfo[]>> {
  const byContainer = new Map<number, AttachmentInfo[]>()
  if (containerIds.length === 0) return byContainer
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.container_type, containerType), inArray(attachments.container_id, containerIds)))
    .orderBy(asc(attachments.created_at), asc(attachments.id))
  for (const row of rows) {
    const list = byContainer.get(row.container_id) ?? []
    list.push({
      filename: row.filename,
      description: row.description,
      content_type: row.content_type,
      size_bytes: row.size_bytes,
      created_at: row.created_at.toISOString(),
    })
    byContainer.set(row.container_id, list)
  }
  return byContainer
}

interface ApplyOptions {
  containerType: ContainerType
  containerId: number
  changes: readonly AttachmentChange[]
  userId: number
}

const fieldOf = (index: number, field: string) => `attachments.${index}.${field}`

/**
 * Applies a save's file changes to one record: deletes by name (a name no longer there is
 * already deleted), then adds, enforcing the container's rules — description, duplicate name,
 * size, count and type (from the bytes themselves, never from the name).
 */
export async function applyAttachmentChanges(tx: Executor, files: FileWork, options: ApplyOptions): Promise<void> {
  const { containerType, containerId, changes } = options
  if (changes.length === 0) return
  const rules = CONTAINER_RULES[containerType]

  changes.forEach((change, index) => {
    if (change.containerType !== containerType) throw invalid({ [fieldOf(index, 'containerType')]: 'invalid_container_type' })
    if (change.containerId != null && change.containerId !== containerId) throw invalid({ [fieldOf(index, 'containerId')]: 'invalid_container' })
  })

  const existing = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.container_type, containerType), eq(attachments.container_id, containerId)))
  const deleted = existing.filter((row) => changes.some((change) => change.action === 'delete' && sameFilename(change.filename, row.filename)))
  const kept = existing.filter((row) => !deleted.includes(row))

  const adds: Array<{ index: number; change: Extract<AttachmentChange, { action: 'add' }> }> = []
  changes.forEach((change, index) => {
    if (change.action === 'add') adds.push({ index, change })
  })
  const names = kept.map((row) => row.filename)
  for (const { index, change } of adds) {
    if (rules.descriptions && !rules.descriptions.includes(change.description)) throw invalid({ [fieldOf(index, 'description')]: 'invalid_description' })
    if (names.some((name) => sameFilename(name, change.filename))) {
      throw new HttpError(409, 'duplicate_filename', 'Ya existe un archivo con ese nombre.', { [fieldOf(index, 'filename')]: 'duplicate_filename' })
    }
    names.push(change.filename)
    // Checked on the text's length first: an oversize file is refused without decoding it.
    if (base64DecodedLength(change.file) > rules.maxBytes) {
      throw new HttpError(422, 'file_too_large', `El tamaño del archivo no puede ser mayor a ${formatFileSize(rules.maxBytes)}.`, {
        [fieldOf(index, 'file')]: 'file_too_large',
      })
    }
  }
  if (names.length > rules.maxFiles) {
    throw new HttpError(422, 'too_many_files', `Se permiten como máximo ${rules.maxFiles} archivos.`, { attachments: 'too_many_files' })
  }
  if (names.length < rules.minFiles) {
    throw new HttpError(422, 'too_few_files', `Se requieren al menos ${rules.minFiles} archivos.`, { attachments: 'too_few_files' })
  }

  const decoded = await Promise.all(
    adds.map(async ({ index, change }) => {
      const bytes = new Uint8Array(Buffer.from(change.file, 'base64'))
      const detected = await fileTypeFromBuffer(bytes)
      if (!detected || !isAcceptedContentType(detected.mime)) {
        throw new HttpError(422, 'unsupported_file_type', 'Solo se aceptan imágenes y archivos PDF.', { [fieldOf(index, 'file')]: 'unsupported_file_type' })
      }
      return { change, bytes, contentType: detected.mime }
    }),
  )

  if (deleted.length > 0) {
    await tx.delete(attachments).where(inArray(attachments.id, deleted.map((row) => row.id)))
    deleted.forEach((row) => files.deleteAfterCommit(row.storage_key))
  }
  for (const { change, bytes, contentType } of decoded) {
    const key = `${containerType}/${containerId}/${randomUUID()}`
    await files.put(key, bytes)
    await tx.insert(attachments).values({
      container_type: containerType,
      container_id: containerId,
      filename: change.filename,
      description: change.description,
      content_type: contentType,
      size_bytes: bytes.byteLength,
      storage_key: key,
      created_by: options.userId,
    })
  }
}

/** Deletes every file of a record that is being deleted (bytes after the commit). */
export async function removeAllAttachments(tx: Executor, files: FileWork, containerType: ContainerType, containerId: number): Promise<void> {
  const rows = await tx
    .delete(attachments)
    .where(and(eq(attachments.container_type, containerType), eq(attachments.container_id, containerId)))
    .returning({ storage_key: attachments.storage_key })
  rows.forEach((row) => files.deleteAfterCommit(row.storage_key))
}

export async function findAttachment(db: Executor, containerType: ContainerType, containerId: number, filename: string) {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.container_type, containerType), eq(attachments.container_id, containerId)))
  return rows.find((row) => sameFilename(row.filename, filename)) ?? null
}

export async function attachmentById(db: Executor, id: number) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id))
  return row ?? null
}
