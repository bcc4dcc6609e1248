/**
 * Guest pages (a parent or a teacher with a link, no account) are a small page of their own —
 * guest.html and src/guest, built beside the app — not the app: a guest on a phone downloads
 * React and the page's text only, not the app's kit, router and device database. These are the
 * paths that page answers; the server sends guest.html for them (server/web/static.ts), the
 * app's service worker leaves them to the network (sw/runtime-caching.ts), and the guest entry
 * picks its page by them (src/guest/pages.ts). A new guest page (e.g. /guest/service-forms)
 * adds its prefix here and its page there.
 */
export const GUEST_ENTRY_PREFIXES = ['/guest/intervention-plans', '/guest/service-forms'] as const

/** Whether `pathname` belongs to the guest entry: a prefix itself or anything below it. */
export function isGuestEntryPath(pathname: string): boolean {
  return GUEST_ENTRY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
