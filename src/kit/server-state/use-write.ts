import { useQueryClient, type QueryKey } from '@tanstack/react-query'

export interface WriteOptions {
  /** Refresh after a refusal too (the server may have changed what the screen shows meanwhile). */
  settled?: boolean
  /** Do not wait for the refresh (the screen moves on at once; the lists read again behind it). */
  background?: boolean
}

/**
 * A write hook: the call, and what its answer makes stale. The api file that defines the call
 * says what it changes, once, so screens never invalidate the cache themselves (../shared/STYLE.md:
 * invalidation lives in write hooks).
 */
export function useWrite<Args extends unknown[], Answer>(write: (...args: Args) => Promise<Answer>, stale: readonly QueryKey[], { settled = false, background = false }: WriteOptions = {}) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    const refreshed = Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    if (!background) await refreshed
  }
  return async (...args: Args): Promise<Answer> => {
    let answer: Answer
    try {
      answer = await write(...args)
    } catch (error) {
      if (settled) await refresh()
      throw error
    }
    await refresh()
    return answer
  }
}
