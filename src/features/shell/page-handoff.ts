/**
 * Some addresses are pages of their own, built beside the app, not screens of it: the guest pages
 * (guest.html, src/domain/guest/entry.ts) and the login page (login.html, src/domain/login-entry.ts).
 * The app reaches one by a link or a redirect it makes, or through a service worker from before
 * that page existed (which answered every navigation with the app): it then loads the address as
 * a page, once. A second arrival within a few seconds means the page came back to the app anyway,
 * and loading it again would loop.
 */
const HANDOFF_KEY = 'bitacora.page-handoff'
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

/**
 * The page the app handed off to has loaded (the login page calls this): the handoff worked, so
 * the next one, to the same address, is no loop (signing out twice within a few seconds).
 */
export function handoffArrived(): void {
  sessionStorage.removeItem(HANDOFF_KEY)
}

/** A full page load of `href`, replacing the current entry in the history. */
export function loadFromServer(href: string): void {
  window.location.replace(href)
}
