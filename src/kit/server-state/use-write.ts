import { useQueryClient, type QueryKey } from '@tanstack/react-query'

export interface WriteOptions {
  /**
   * Refresh after a refusal too (the server may have changed what the screen shows meanwhile), or
   * after the refusals this says (a 409: the record moved on).
   */
  settled?: boolean | ((error: unknown) => boolean)
  /** Do not wait for the refresh (the screen moves on at once; the lists read again behind it). */
  background?: boolean
}

/**
 * A write hook: the call, and what its answer makes stale. The api file that defines the call
 * says what it changes, once, so screens never invalidate the cache themselves (../shared/STYLE.md:
 * invalidation lives in write hooks).
 */
export function useWrite<Args extends unknown[], Answer>(
  write: (...args: Args) => Promise<Answer>,
  stale: readonly QueryKey[] | ((...args: Args) => readonly QueryKey[]),
  { settled = false, background = false }: WriteOptions = {},
) {
  const queryClient = useQueryClient()
  const refresh = async (args: Args) => {
    const keys = typeof stale === 'function' ? stale(...args) : stale
    const refreshed = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    if (!background) await refreshed
  }
  return async (...args: Args): Promise<Answer> => {
    let answer: Answer
    try {
      answer = await write(...args)
    } catch (error) {
      if (typeof settled === 'function' ? settled(error) : settled) await refresh(args)
      throw error
    }
    await refresh(args)
    return answer
  }
}
