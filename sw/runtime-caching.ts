import { ExpirationPlugin } from 'workbox-expiration'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

/**
 * What the worker answers besides the precached build:
 * - page navigations → the precached index.html (the router draws the route), except server
 *   paths: /api answers come from the server or fail (data lives in IndexedDB, never here);
 * - the manifest and branding images → from cache first, refreshed in the background: they
 *   belong to the company (not the build), so they cannot be precached, yet must work offline.
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api(\/|$)/, /^\/branding\//, /^\/manifest\.webmanifest$/],
    }),
  )
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/branding/') || url.pathname === '/manifest.webmanifest'),
    new StaleWhileRevalidate({
      cacheName: 'branding',
      plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  )
}
