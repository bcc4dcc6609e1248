import { db } from './database'
import { UnsyncedChangesError } from './unsynced-changes-error'

/**
 * Changes made on this device that the server has not acknowledged: every offline write goes
 * through the outbox, so its size is the count. Signing out asks before dropping any of them.
 */
export function countUnsyncedChanges(): Promise<number> {
  return db.outbox.count()
}

/**
 * Removes the signed-in user's data from the device. The company row stays (it is not personal
 * and lets the login screen show the company offline). Refuses while unsynced changes exist
 * unless the caller passes `discardUnsynced`, which the UI only does after asking the person.
 */
export async function clearUserReplica(options: { discardUnsynced?: boolean } = {}): Promise<void> {
  const unsynced = await countUnsyncedChanges()
  if (unsynced > 0 && !options.discardUnsynced) throw new UnsyncedChangesError(unsynced)
  const userTables = db.tables.filter((table) => table.name !== 'company')
  await db.transaction('rw', userTables, async () => {
    await Promise.all(userTables.map((table) => table.clear()))
  })
}
