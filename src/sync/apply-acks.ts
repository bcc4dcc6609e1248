import type { ServiceSession } from '../domain/service-sessions/types'
import { db } from '../db/database'
import { fromServer } from '../db/local-session'
import { entriesFor, refreshSyncState } from '../db/outbox'
import type { OutboxEntry } from '../db/outbox-types'

export interface Ack {
  entry: OutboxEntry
  body: unknown
}

/**
 * When a change of a record is acknowledged, the person's later changes of that record were made
 * on top of it: their base version moves to the version the server just answered. Tracked here
 * per record as "entries based on `from` are now based on `to`".
 */
export class Rebases {
  private readonly byEntity = new Map<string, { from: string | null; to: string }>()

  /** The version to send with `entry`. */
  baseFor(entry: OutboxEntry): string | null {
    const rebase = this.byEntity.get(entry.entityId)
    return rebase && rebase.from === entry.baseHash ? rebase.to : entry.baseHash
  }

  record(entry: OutboxEntry, newHash: string | null): void {
    if (newHash === null) return
    const rebase = this.byEntity.get(entry.entityId)
    if (rebase && rebase.from === entry.baseHash) rebase.to = newHash
    else this.byEntity.set(entry.entityId, { from: entry.baseHash, to: newHash })
  }

  entries() {
    return this.byEntity.entries()
  }

  clear(): void {
    this.byEntity.clear()
  }
}

function serverRecord(body: unknown): ServiceSession | null {
  return body && typeof body === 'object' && 'hash' in body && 'id' in body ? (body as ServiceSession) : null
}

export function hashOf(body: unknown): string | null {
  return serverRecord(body)?.hash ?? null
}

/**
 * Records acknowledged changes in one transaction: removes their outbox entries, moves later
 * entries of the same records onto the new versions, and updates the device's copies with what
 * the server answered (its version, and any office edit merged in).
 *
 * Acknowledgements are written in batches. That is safe: if the tab dies before a batch is
 * written, those changes are sent again, and the server answers each repeat from its
 * idempotency record without applying it twice.
 */
export async function commitAcks(acks: Ack[], rebases: Rebases): Promise<void> {
  if (acks.length === 0) return
  await db.transaction('rw', db.outbox, db.serviceSessions, async () => {
    await db.outbox.bulkDelete(acks.map((ack) => ack.entry.seq!))
    for (const [entityId, { from, to }] of rebases.entries()) {
      await db.outbox
        .where('entityId')
        .equals(entityId)
        .filter((entry) => entry.baseHash === from)
        .modify({ baseHash: to })
    }
    const touched = new Set<string>()
    for (const { entry, body } of acks) {
      const remaining = await entriesFor(entry.entityId)
      const record = serverRecord(body)
      if (entry.type === 'service-session.delete') {
        if (remaining.length === 0) await db.serviceSessions.delete(entry.entityId)
      } else if (record && remaining.length === 0) {
        await db.serviceSessions.put(fromServer(record))
      } else if (record) {
        // Later changes are still waiting: keep the person's latest version, note the server's.
        await db.serviceSessions.update(entry.entityId, { server: record, hash: record.hash })
      }
      touched.add(entry.entityId)
    }
    for (const entityId of touched) await refreshSyncState(entityId)
  })
  rebases.clear()
}
