import { lt } from 'drizzle-orm'
import { IDEMPOTENCY_RETENTION_DAYS } from '../../src/domain/sync/mutations'
import type { Database } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { logFailure } from '../http/safe-log'

const DAY_MS = 86_400_000

/**
 * Deletes idempotency records older than IDEMPOTENCY_RETENTION_DAYS. A device that replays a
 * change after that would have it applied again — which is why the window outlasts any school
 * break — and a replayed create still cannot duplicate a session: its id is the device's.
 */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, cutoff)).returning({ key: idempotencyKeys.key })
  return deleted.length
}

/**
 * Purges once now (awaited, so start-up finishes it before serving) and then daily; the timer
 * never keeps the process alive. A failed purge is logged and tried again the next day.
 * Resolves with a stop function.
 */
export async function startIdempotencyRetention(db: Database, now: () => Date = () => new Date()): Promise<() => void> {
  const run = () =>
    purgeIdempotencyKeys(db, now()).catch((error: unknown) => {
      logFailure('retention', error, { task: 'purge idempotency keys' })
      return 0
    })
  await run()
  const timer = setInterval(() => void run(), DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
