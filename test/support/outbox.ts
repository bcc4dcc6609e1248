import { db } from '../../src/db/database'
import type { OutboxEntry } from '../../src/db/outbox-types'

/** Puts `count` unsent changes in the outbox, as if saved offline. */
export async function addUnsentChanges(count: number, userId: number): Promise<void> {
  const entries: OutboxEntry[] = Array.from({ length: count }, () => {
    const id = crypto.randomUUID()
    return {
      id,
      userId,
      type: 'service-session.create',
      entityId: crypto.randomUUID(),
      request: { method: 'POST', path: '/service-sessions', body: { id } },
      baseHash: null,
      createdAt: new Date().toISOString(),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    }
  })
  await db.outbox.bulkAdd(entries)
}
