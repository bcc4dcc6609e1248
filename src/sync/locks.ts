/**
 * Runs `task` while holding a lock shared by every tab and the service worker (Web Locks API).
 * Where Web Locks are missing (old browsers, tests) it falls back to a lock within this context.
 */
const localQueues = new Map<string, Promise<unknown>>()

export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  if (locks?.request) return locks.request(name, task) as Promise<T>
  const previous = localQueues.get(name) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(task)
  localQueues.set(name, run)
  try {
    return await run
  } finally {
    if (localQueues.get(name) === run) localQueues.delete(name)
  }
}
