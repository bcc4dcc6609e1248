import { db } from '../db/database'
import type { OutboxEntry } from '../db/outbox-types'
import { ackRecords, ackTables, recordKindOf, type Ack } from './ack-records'

export type { Ack } from './ack-records'

/**
 * When a change of a record is acknowledged, the person's later changes of that record were made
 * on top of it: their base version moves to the version the server just answered. Per record,
 * every version of the chain (the original base and each answered version but the last) maps
 * to the latest one, so entries already moved by an earlier batch keep following the chain.
 */
export class Rebases {
  private readonly byEntity = new Map<string, { bases: Set<string | null>; to: string }>()

  /** The version to send with `entry`. */
  baseFor(entry: OutboxEntry): string | null {
    const chain = this.byEntity.get(entry.entityId)
    return chain && chain.bases.has(entry.baseHash) ? chain.to : entry.baseHash
  }

  record(entry: OutboxEntry, newHash: string | null): void {
    if (newHash === null) return
    const chain = this.byEntity.get(entry.entityId)
    if (chain && chain.bases.has(entry.baseHash)) {
      chain.bases.add(chain.to)
      chain.to = newHash
    } else {
      this.byEntity.set(entry.entityId, { bases: new Set([entry.baseHash]), to: newHash })
    }
  }

  /**
   * A copy as of now. Acknowledgements are written in the background while the run goes on
   * recording newer ones: a write must move entries only as far as the acknowledgements it
   * writes, or an entry whose own acknowledgement is not yet written would be moved onto the
   * version it produces, and a later change made on the device's copy would no longer follow.
   */
  snapshot(): Rebases {
    const copy = new Rebases()
    for (const [entityId, chain] of this.byEntity) copy.byEntity.set(entityId, { bases: new Set(chain.bases), to: chain.to })
    return copy
  }

  chainOf(entityId: string) {
    return this.byEntity.get(entityId)
  }
}

/** The version the server answered for the record `entry` changed (an appointment event moves its appointment's). */
export function hashOf(entry: OutboxEntry, body: unknown): string | null {
  return ackRecords[recordKindOf(entry)].versionOf(body)
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
  const entityIds = [...new Set(acks.map((ack) => ack.entry.entityId))]
  await db.transaction('rw', [db.outbox, ...ackTables()], async () => {
    await db.outbox.bulkDelete(acks.map((ack) => ack.entry.seq!))
    const remaining = await db.outbox.where('entityId').anyOf(entityIds).sortBy('seq')
    const firstRemaining = new Map<string, OutboxEntry>()
    for (const entry of remaining) if (!firstRemaining.has(entry.entityId)) firstRemaining.set(entry.entityId, entry)
    // Later entries of these records now build on the versions just answered.
    const moved = remaining.filter((entry) => rebases.baseFor(entry) !== entry.baseHash)
    await Promise.all(moved.map((entry) => db.outbox.update(entry.seq!, { baseHash: rebases.baseFor(entry) })))
    // Each answer settles the device's copy of the record its command names.
    for (const [kind, record] of Object.entries(ackRecords)) {
      await record.store(
        acks.filter((ack) => recordKindOf(ack.entry) === kind),
        firstRemaining,
      )
    }
  })
}
