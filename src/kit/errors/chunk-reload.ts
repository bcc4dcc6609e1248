import { CHUNK_RELOAD_GUARD_MS } from '../../domain/constants'

const STORAGE_KEY = 'bitacora.chunk-reload-at'

/** Messages browsers give when a lazily loaded script (a route chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  )
}

/** Spec §8: a failed chunk reloads the page, at most once per 60 seconds (no reload loop). */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

function lastReloadAt(storage: Storage): number | null {
  const last = Number(storage.getItem(STORAGE_KEY))
  return Number.isFinite(last) && last > 0 ? last : null
}

/** Whether a chunk error may reload the page now (reads only; see reloadForChunkError). */
export function chunkReloadAllowed(storage: Storage = sessionStorage, now = Date.now()): boolean {
  return shouldReloadForChunkError(now, lastReloadAt(storage))
}

/** Reloads when allowed and says whether it did; the error page shows otherwise. */
export function reloadForChunkError(storage: Storage = sessionStorage, now = Date.now(), reload = () => location.reload()): boolean {
  if (!chunkReloadAllowed(storage, now)) return false
  storage.setItem(STORAGE_KEY, String(now))
  reload()
  return true
}
