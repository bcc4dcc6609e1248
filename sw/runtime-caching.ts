import { ExpirationPlugin } from 'workbox-expiration'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { GUEST_ENTRY_PREFIXES } from '../src/domain/guest/entry'
import { isLoginEntryPath } from '../src/domain/login-entry'

/**
 * What the worker answers besides the precached build:
 * - /login → the precached login.html, the login page's own small entry (src/domain/login-entry.ts);
 * - other page navigations → the precached index.html (the router draws the route), except server
 *   paths: /api answers come from the server or fail (data lives in IndexedDB, never here), and
 *   guest pages: the server answers them with guest.html, their own small page (they sign on
 *   the server, so they need a connection anyway);
 * - the manifest and branding images → from cache first, refreshed in the background: they
 *   belong to the company (not the build), so they cannot be precached, yet must work offline.
 */
export function registerRuntimeCaching(): void {
  // Registered first: the first route that matches a request answers it.
  registerRoute(({ request, url }) => request.mode === 'navigate' && isLoginEntryPath(url.pathname), createHandlerBoundToURL('/login.html'))
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api(\/|$)/, /^\/branding\//, /^\/manifest\.webmanifest$/, ...GUEST_ENTRY_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`))],
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
