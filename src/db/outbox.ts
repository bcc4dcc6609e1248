import { db } from './database'
import type { OutboxEntry, SyncState } from './outbox-types'

/** Entries of one record, oldest first. */
export function entriesFor(entityId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('entityId').equals(entityId).sortBy('seq')
}

/**
 * A record's state on screen follows its oldest unsent change: the one the server sees next.
 * Call inside a transaction that includes `outbox` and `serviceSessions`.
 */
export async function refreshSyncState(entityId: string): Promise<void> {
  const [first] = await entriesFor(entityId)
  const state: SyncState = first ? first.state : 'synced'
  await db.serviceSessions.update(entityId, { syncState: state })
}

/** Changes waiting to be sent (not the ones set aside for the person), for sign-out and the bar. */
export function countPending(): Promise<number> {
  return db.outbox.where('state').equals('pending').count()
}

/** Every change not yet on the server, including the ones that need the person. */
export function countUnsynced(): Promise<number> {
  return db.outbox.count()
}

/** A new outbox entry: pending, never tried, its id the mutation's Idempotency-Key. */
export function newOutboxEntry(fields: Pick<OutboxEntry, 'userId' | 'type' | 'entityId' | 'request' | 'baseHash'>, now = new Date()): OutboxEntry {
  return { ...fields, id: crypto.randomUUID(), createdAt: now.toISOString(), state: 'pending', attempts: 0, nextAttemptAt: 0 }
}
