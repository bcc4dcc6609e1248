import { BACKGROUND_SYNC_TAG } from '../domain/sync/mutations'
import { runSync, type SyncOptions } from './engine'

/**
 * When the page syncs (ARCHITECTURE.md "Data flow"): at start, when the network comes back,
 * when the tab becomes visible, after each write, every 30 s while visible, and when the person
 * presses "Sincronizar ahora". Chromium's Background Sync also wakes the service worker (sw/)
 * after the page is closed; Safari and Firefox have no such event, so these triggers must be
 * enough on their own.
 */
const TIMER_MS = 30_000
const DEBOUNCE_MS = 150
/** When another tab or the worker holds the lock, look again shortly: it may have just finished. */
const BUSY_RETRY_MS = 1_500

let scheduled: ReturnType<typeof setTimeout> | undefined
let nextOptions: SyncOptions | undefined

/** Asks for a sync soon; several requests close together make one run. */
export function requestSync(reason: string, options: Omit<SyncOptions, 'reason'> = {}): void {
  nextOptions = { ...nextOptions, ...options, reason, ignoreBackoff: Boolean(nextOptions?.ignoreBackoff || options.ignoreBackoff) }
  if (scheduled) return
  scheduled = setTimeout(() => {
    const run = nextOptions!
    scheduled = undefined
    nextOptions = undefined
    void runSync(run).then((outcome) => {
      if (outcome === 'busy') setTimeout(() => requestSync(`${run.reason} (after busy)`, run), BUSY_RETRY_MS)
    })
  }, DEBOUNCE_MS)
}

/** Sync now and tell the caller how it went (the "Sincronizar ahora" button). */
export function syncNow() {
  return runSync({ reason: 'button', ignoreBackoff: true })
}

/** Asks Chromium to wake the service worker for a sync when connectivity allows. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync
    await sync?.register(BACKGROUND_SYNC_TAG)
  } catch {
    // Not supported (Safari, Firefox) or not allowed: the page's own triggers cover it.
  }
}

export function startSyncTriggers(): () => void {
  const onOnline = () => requestSync('online', { ignoreBackoff: true })
  const onVisible = () => {
    if (document.visibilityState === 'visible') requestSync('visible')
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) requestSync('timer')
  }, TIMER_MS)
  requestSync('start')
  return () => {
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    clearInterval(timer)
  }
}
