import { Workbox } from 'workbox-window'
import { createStore } from '../../components/store'

/**
 * The service worker is registered by the page so that an update never takes over by itself:
 * a new version waits until the person accepts "Actualización disponible" (UpdatePrompt), so
 * nobody's half-filled form is reloaded away.
 */
export const updateStore = createStore<{ waiting: boolean }>({ waiting: false })
let workbox: Workbox | undefined

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => updateStore.set({ waiting: true }))
  void workbox.register()
  // An open tablet app may run for days: look for a new version every hour.
  setInterval(() => void workbox?.update(), 60 * 60 * 1000)
}

/** Called when the person accepts the update: the new worker takes over, then the page reloads. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
