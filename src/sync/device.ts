import { db } from '../db/database'

/**
 * This device's id, made once and kept: mutations carry it with their sequence number so the
 * server can tell devices apart (and notice gaps) in what each sent.
 */
export async function deviceId(): Promise<string> {
  return db.transaction('rw', db.syncStatus, async () => {
    const existing = await db.syncStatus.get('device')
    if (typeof existing?.value === 'string') return existing.value
    const id = crypto.randomUUID()
    await db.syncStatus.put({ key: 'device', value: id })
    return id
  })
}
