import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { db } from '../../db/database'
import { syncActivity } from '../../sync/activity'
import { readEngineStatus, type EngineStatus } from '../../sync/status'

/** What the status bar shows, read from the device (every tab and the worker write there). */
export interface SyncOverview {
  /** Records with changes waiting to be sent (a session saved twice is one change to the person). */
  pending: number
  /** When the oldest of them was saved (ISO), or null. */
  oldestPendingAt: string | null
  /** Changes the server refused or that conflict with an office edit: the person decides. */
  attention: number
  engine: EngineStatus
}

/** `undefined` while loading. */
export function useSyncOverview(): SyncOverview | undefined {
  return useLiveQuery(async () => {
    // A new collection for each query: Dexie's first() narrows the collection it is called on.
    const pendingEntries = () => db.outbox.where('state').equals('pending')
    const [pendingRecords, oldest, attention, engine] = await Promise.all([
      // Queue rows are the engine's business: a session and its later edit wait as two rows.
      pendingEntries().toArray((entries) => new Set(entries.map((entry) => entry.entityId)).size),
      // The state index keeps entries in seq order: the first pending one is the oldest.
      pendingEntries().first(),
      db.outbox.where('state').anyOf('failed', 'conflict').count(),
      readEngineStatus(),
    ])
    return { pending: pendingRecords, oldestPendingAt: oldest?.createdAt ?? null, attention, engine }
  }, [])
}

/** Whether a sync runs in this tab now. */
export function useSyncRunning(): boolean {
  return useSyncExternalStore(syncActivity.subscribe, syncActivity.isRunning, syncActivity.isRunning)
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** The browser's own idea of being online (false means surely offline; true may still fail). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}
