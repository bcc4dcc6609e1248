import { db } from '../db/database'

/**
 * The sync engine's last outcome, kept in IndexedDB so every tab (and the status bar after a
 * reload) sees what the engine in any tab or the service worker last did.
 *
 * Each problem maps to one behaviour on screen: `offline` shows a quiet "sin conexión";
 * `server` says the server is not answering and retries; `sign-in` asks the person to sign in.
 */
export type SyncProblem = 'offline' | 'server' | 'sign-in' | null

export interface EngineStatus {
  lastSuccessAt: string | null
  lastAttemptAt: string | null
  problem: SyncProblem
}

const KEY = 'engine'
const EMPTY: EngineStatus = { lastSuccessAt: null, lastAttemptAt: null, problem: null }

export async function readEngineStatus(): Promise<EngineStatus> {
  const record = await db.syncStatus.get(KEY)
  return { ...EMPTY, ...(record?.value as Partial<EngineStatus> | undefined) }
}

export async function writeEngineStatus(change: Partial<EngineStatus>): Promise<void> {
  await db.transaction('rw', db.syncStatus, async () => {
    const current = await readEngineStatus()
    await db.syncStatus.put({ key: KEY, value: { ...current, ...change } })
  })
}
