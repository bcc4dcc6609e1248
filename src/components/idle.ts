/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest. Used to fetch
 * what the first screen does not need (menus, dialogs) without competing with it.
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, Math.min(timeoutMs, 200))
  return () => clearTimeout(handle)
}
