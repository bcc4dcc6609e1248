/**
 * The login page is a small page of its own (login.html and src/login, built beside the app): a
 * device nobody is signed in on draws it with React and the UI kit alone, without the app's
 * router and device database. The server answers this path with login.html
 * (server/web/static.ts), and so does the app's service worker (sw/runtime-caching.ts); the app
 * reaches it by a full page load (src/routes/login.tsx).
 */
export const LOGIN_ENTRY_PATH = '/login'

export function isLoginEntryPath(pathname: string): boolean {
  return pathname === LOGIN_ENTRY_PATH
}

/** Only paths inside this app are followed after login; anything else goes home. */
export function safeRedirect(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/'
}
