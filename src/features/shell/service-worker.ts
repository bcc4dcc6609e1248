import type { Workbox } from 'workbox-window'
import { createStore } from '../../components/store'
import { whenNotEditingHere } from '../../sync/update-gate'

/**
 * The service worker is registered by the page so that an update never takes over by itself:
 * a new version waits until the person accepts "Actualización disponible" (UpdatePrompt), so
 * nobody's half-filled form is reloaded away.
 */
export const updateStore = createStore<{ waiting: boolean; accepted: boolean }>({ waiting: false, accepted: false })
let workbox: Workbox | undefined
let registration: Promise<void> | undefined

/** Registers once per page, however often it is called. */
export function registerServiceWorker(): Promise<void> {
  registration ??= register().catch((error: unknown) => {
    // Its code could not be fetched (a fresh device that went offline before anything was
    // cached): not an error the page should throw. Try again when the connection returns.
    console.warn('Service worker not registered yet', error)
    registration = undefined
    window.addEventListener('online', () => void registerServiceWorker(), { once: true })
  })
  return registration
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  // Loaded on demand: registering can wait until the first screen is drawn.
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => updateStore.set({ waiting: true, accepted: false }))
  // Registration fails where workers are blocked (private modes, policies): the app still works
  // online, it just cannot open offline, which the offline-readiness line on home makes visible.
  await workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error))
  // An open tablet app may run for days: look for a new version every hour.
  setInterval(() => void workbox?.update(), 60 * 60 * 1000)
}

/**
 * Called when the person accepts the update. The new worker takes over once no form is unsaved
 * and nothing is being sent (src/sync/update-gate.ts); then this page reloads — or, if a form
 * here got unsaved changes in the meantime, once it is saved or discarded.
 */
export function applyUpdate(): void {
  if (!workbox) return
  updateStore.set({ waiting: true, accepted: true })
  workbox.addEventListener('controlling', () => whenNotEditingHere(() => window.location.reload()))
  workbox.messageSkipWaiting()
}
