import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

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
 * A write hook for the common case: TanStack's `useMutation` whose only side effect is marking
 * what the write made stale. The api file that defines the call says what it changes, once, so
 * screens never invalidate the cache themselves (docs/patterns.md). Screens await the returned
 * function as they would the call; a write with more to do (set the answer in the cache, say)
 * uses `useMutation` itself.
 */
export function useWrite<Args extends unknown[], Answer>(
  write: (...args: Args) => Promise<Answer>,
  stale: readonly QueryKey[] | ((...args: Args) => readonly QueryKey[]),
  { settled = false, background = false }: WriteOptions = {},
) {
  const queryClient = useQueryClient()
  const refresh = (args: Args) => {
    const keys = typeof stale === 'function' ? stale(...args) : stale
    const refreshed = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    // What a handler returns is awaited before the mutation settles: return nothing to not wait.
    return background ? undefined : refreshed
  }
  const { mutateAsync } = useMutation({
    mutationFn: (args: Args) => write(...args),
    onSuccess: (_answer, args) => refresh(args),
    onError: (error, args) => ((typeof settled === 'function' ? settled(error) : settled) ? refresh(args) : undefined),
  })
  return (...args: Args): Promise<Answer> => mutateAsync(args)
}
