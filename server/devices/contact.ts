import { sql } from 'drizzle-orm'
import type { DeviceReport } from '../../src/domain/sync/push'
import type { Transaction } from '../db/client'
import { devices } from '../db/schema'

/**
 * A device's contact through the batched push: when it was heard from, the highest sequence it
 * delivered, and what it reported about its queue. Written in the push's transaction, after its
 * mutations, so the report and the deliveries it describes are committed together.
 */
export async function recordContact(
  tx: Transaction,
  contact: { deviceId: string; userId: number; lastSequence: number; report: DeviceReport | undefined; at: Date },
): Promise<void> {
  const { deviceId, userId, lastSequence, report, at } = contact
  const reported = report
    ? {
        reported_at: at,
        queue_depth: report.queue_depth,
        oldest_pending_at: report.oldest_pending_at === null ? null : new Date(report.oldest_pending_at),
        last_numbered: report.last_numbered,
        unsent: report.unsent,
        persisted: report.persisted,
      }
    : {}
  await tx
    .insert(devices)
    .values({ id: deviceId, user_id: userId, last_sequence: lastSequence, last_seen_at: at, first_seen_at: at, ...reported })
    .onConflictDoUpdate({
      target: devices.id,
      set: {
        user_id: userId,
        last_sequence: sql`greatest(${devices.last_sequence}, excluded.last_sequence)`,
        last_seen_at: at,
        ...reported,
        // A number once given out stays given out, even when the device no longer holds it.
        ...(report ? { last_numbered: sql`greatest(${devices.last_numbered}, excluded.last_numbered)` } : {}),
      },
    })
}
