import { SYNC_LOCK } from './lock-names'

/**
 * Upgrade safety: a new service worker takes over only when no tab has a form with unsaved
 * changes and no batch of changes is in flight (in a tab or in the worker).
 *
 * Both are Web Locks, so every tab and the worker see them: a form with unsaved changes holds
 * the editing lock in shared mode (any number of forms at once); the sync engine holds the sync
 * lock while it sends. The waiting worker asks for both exclusively, which it gets only once
 * every form is saved or discarded and the engine is between runs; while it holds them no run
 * starts and no form's hold is granted, so nothing begins in the moment of the switch.
 */
export const EDITING_LOCK = 'bitacora:editing'

type Locks = Pick<LockManager, 'request'>

function locksHere(): Locks | undefined {
  return (globalThis.navigator as Navigator | undefined)?.locks
}

/** Runs `takeOver` (the worker's skipWaiting) once nothing is being edited or sent anywhere. */
export function whenIdle<T>(takeOver: () => Promise<T>, locks: Locks | undefined = locksHere()): Promise<T> {
  if (!locks) return takeOver()
  return locks.request(EDITING_LOCK, { mode: 'exclusive' }, () => locks.request(SYNC_LOCK, { mode: 'exclusive' }, takeOver)) as Promise<T>
}

/** Forms with unsaved changes in this tab (the page reloads into a new version only at 0). */
let editingHere = 0
const whenDone: (() => void)[] = []

/**
 * Marks a form as holding unsaved changes until the returned release is called (saved,
 * discarded or closed). Releasing twice is harmless.
 */
export function holdEditing(locks: Locks | undefined = locksHere()): () => void {
  editingHere++
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  void locks?.request(EDITING_LOCK, { mode: 'shared' }, () => held).catch(() => undefined)
  let released = false
  return () => {
    if (released) return
    released = true
    release()
    editingHere--
    if (editingHere === 0) for (const callback of whenDone.splice(0)) callback()
  }
}

/** Runs `callback` now if no form of this tab has unsaved changes, otherwise once none has. */
export function whenNotEditingHere(callback: () => void): void {
  if (editingHere === 0) callback()
  else whenDone.push(callback)
}
