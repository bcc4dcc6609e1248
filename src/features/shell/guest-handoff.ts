/**
 * Guest addresses that the guest entry answers (guest.html, src/domain/guest/entry.ts) are pages
 * of the server, not screens of the app. The app reaches one only by a link it drew or through
 * a service worker from before guest.html (which answered every navigation with the app): it then
 * loads the address from the server as a page, once. A second arrival within a few seconds means
 * the page came back to the app anyway, and loading it again would loop.
 */
const HANDOFF_KEY = 'bitacora.guest-handoff'
const LOOP_WINDOW_MS = 10_000

/** Whether the app handed `href` to the server a moment ago (so arriving again means a loop). */
export function justHandedOff(href: string, now = Date.now()): boolean {
  const last = sessionStorage.getItem(HANDOFF_KEY)
  if (!last) return false
  const at = Number(last.slice(0, last.indexOf(' ')))
  return last.slice(last.indexOf(' ') + 1) === href && now - at < LOOP_WINDOW_MS
}

export function rememberHandoff(href: string, now = Date.now()): void {
  sessionStorage.setItem(HANDOFF_KEY, `${now} ${href}`)
}

/** A full page load of `href`, replacing the app's entry in the history. */
export function loadFromServer(href: string): void {
  window.location.replace(href)
}
