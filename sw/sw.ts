/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { BACKGROUND_SYNC_TAG } from '../src/domain/sync/mutations'
import { runSync } from '../src/sync/engine'
import { whenIdle } from '../src/sync/update-gate'
import { registerRuntimeCaching } from './runtime-caching'

declare let self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

// The built shell (every route chunk included) is precached, so the app opens with no signal.
// The list is injected at build time by vite-plugin-pwa (see vite.config.ts for what it holds).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRuntimeCaching()

// Chromium wakes the worker when connectivity returns, even with the app closed: it runs the
// same engine as the page (under the same Web Lock), reading the outbox and the token from
// IndexedDB. Safari and Firefox have no such event; the page's triggers cover them.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(runSync({ reason: 'background-sync', ignoreBackoff: true }))
}) as EventListener)

// A new version waits until the page says the person accepted it ("Actualización disponible"),
// and even then takes over only once no tab has a form with unsaved changes and no batch of
// changes is in flight (src/sync/update-gate.ts): never in the middle of someone's work.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') event.waitUntil(whenIdle(() => self.skipWaiting()))
})

// Once active (first install, or an accepted update), control open pages right away.
clientsClaim()
