import { db } from './database'

/**
 * Counts changes made on this device that the server has not yet acknowledged. Features that
 * write offline register their counter here; signing out asks before dropping any of them.
 */
type UnsyncedCounter = () => Promise<number>
const unsyncedCounters: UnsyncedCounter[] = []

export function registerUnsyncedCounter(counter: UnsyncedCounter): void {
  unsyncedCounters.push(counter)
}

export async function countUnsyncedChanges(): Promise<number> {
  const counts = await Promise.all(unsyncedCounters.map((counter) => counter()))
  return counts.reduce((total, value) => total + value, 0)
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

export class UnsyncedChangesError extends Error {
  constructor(readonly count: number) {
    super(`${count} unsynced changes would be lost`)
  }
}
