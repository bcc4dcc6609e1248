/**
 * How long a change waits before it is tried again after a network error or a 5xx: doubling
 * from 2 s up to 5 minutes, with jitter so many tablets coming back online at 8:00 do not retry
 * in step. A reconnect ("online") skips the wait.
 */
export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_MAX_MS = 5 * 60_000

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
