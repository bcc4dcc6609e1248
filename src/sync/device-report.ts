import type { DeviceReport } from '../domain/sync/push'
import { MAX_UNSENT_RANGES } from '../domain/sync/push'
import { asRanges } from '../domain/sync/ranges'
import { db } from '../db/database'

/**
 * What this device tells the server about its queue on each contact, so the office can see a
 * tablet that stopped sending or lost changes: how many wait, since when, the sequence numbers
 * still unsent (as ranges) and whether the browser granted persistent storage.
 */
export async function deviceReport(sentThrough: number): Promise<DeviceReport> {
  const [sequences, oldest] = await Promise.all([
    db.outbox.toCollection().primaryKeys(),
    db.outbox.where('state').equals('pending').first(),
  ])
  const depth = await db.outbox.where('state').equals('pending').count()
  return {
    queue_depth: depth,
    oldest_pending_at: oldest?.createdAt ?? null,
    last_numbered: Math.max(sentThrough, sequences.at(-1) ?? 0),
    unsent: toRanges(sequences),
    persisted: await storagePersisted(),
  }
}

/**
 * The outbox's sequences as ranges; past the limit the last range absorbs the rest (it then
 * also covers numbers already delivered, which only hides a gap among them, never invents one).
 */
export function toRanges(sorted: readonly number[]): [number, number][] {
  const ranges = asRanges(sorted)
  if (ranges.length <= MAX_UNSENT_RANGES) return ranges
  const kept = ranges.slice(0, MAX_UNSENT_RANGES)
  kept[MAX_UNSENT_RANGES - 1]![1] = ranges.at(-1)![1]
  return kept
}

async function storagePersisted(): Promise<boolean | null> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage
  if (!storage?.persisted) return null
  return storage.persisted().catch(() => null)
}
