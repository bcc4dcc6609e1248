import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { attachments, downloadItems, reportRuns } from '../db/schema'
import { logFailure } from '../http/safe-log'
import type { FileStorage, StoredItem } from './storage'

/**
 * A save writes a file's bytes first and commits its row after (attachments/service.ts), so a
 * crash in between leaves bytes that no row names, never a row without its bytes. This sweep,
 * run at start, removes such orphans and the temporary files of interrupted writes. Only items
 * older than `graceMs` go: another instance may be between the two steps of a save right now.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000

const BATCH = 500

export async function sweepOrphanFiles(db: Database, storage: FileStorage, now: Date, graceMs = SWEEP_GRACE_MS): Promise<number> {
  const cutoff = now.getTime() - graceMs
  let removed = 0
  let batch: StoredItem[] = []
  const flush = async () => {
    const keys = batch.flatMap((item) => (item.key ? [item.key] : []))
    // Attachments and the downloads manager's files (downloads/routes.ts) both name keys.
    const referenced = new Set<string>()
    if (keys.length) {
      for (const row of await db.select({ key: attachments.storage_key }).from(attachments).where(inArray(attachments.storage_key, keys))) referenced.add(row.key)
      for (const row of await db.select({ key: downloadItems.storage_key }).from(downloadItems).where(inArray(downloadItems.storage_key, keys))) {
        if (row.key) referenced.add(row.key)
      }
      for (const row of await db.select({ key: reportRuns.file_key }).from(reportRuns).where(inArray(reportRuns.file_key, keys))) {
        if (row.key) referenced.add(row.key)
      }
    }
    for (const item of batch) {
      if (item.key !== null && referenced.has(item.key)) continue
      await storage.remove(item)
      removed++
    }
    batch = []
  }
  for await (const item of storage.list()) {
    if (item.modifiedAt.getTime() > cutoff) continue
    batch.push(item)
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  return removed
}

/** The start-up sweep: logged, never fatal (a file left over is harmless; not starting is not). */
export async function sweepAtStart(db: Database, storage: FileStorage): Promise<void> {
  await sweepOrphanFiles(db, storage, new Date()).catch((error: unknown) => logFailure('files', error, { task: 'sweep orphans' }))
}
