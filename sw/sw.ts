/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRuntimeCaching } from './runtime-caching'

declare let self: ServiceWorkerGlobalScope

// The built shell (every route chunk included) is precached, so the app opens with no signal.
// The list is injected at build time by vite-plugin-pwa (see vite.config.ts for what it holds).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRuntimeCaching()

// A new version waits until the page says the person accepted it ("Actualización disponible");
// it never takes over in the middle of someone's work.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Once active (first install, or an accepted update), control open pages right away.
clientsClaim()
