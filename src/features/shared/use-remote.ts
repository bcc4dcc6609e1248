import { useCallback, useEffect, useState } from 'react'

export interface Remote<T> {
  /** undefined while the first answer is awaited. */
  data: T | undefined
  /** The last failure, until a later load succeeds. */
  error: unknown
  loading: boolean
  reload: () => Promise<void>
}

/**
 * Data an online screen reads from the API (office screens, profiles): loads on mount and when
 * a value of `deps` (what `load` depends on) changes, keeps the last answer while reloading, and never throws into React.
 */
export function useRemote<T>(load: () => Promise<T>, deps: ReadonlyArray<string | number>): Remote<T> {
  const key = deps.join('/')
  const [state, setState] = useState<{ key: string; data: T | undefined; error: unknown; loading: boolean }>({
    key,
    data: undefined,
    error: undefined,
    loading: true,
  })
  // `deps` name everything `load` reads; a new closure with the same deps is the same request.
  const run = useCallback(load, [key])
  const reload = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }))
    try {
      const data = await run()
      setState({ key, data, error: undefined, loading: false })
    } catch (error) {
      setState((current) => ({ ...current, error, loading: false }))
    }
  }, [run, key])
  useEffect(() => {
    void reload()
  }, [reload])
  return { data: state.key === key ? state.data : undefined, error: state.error, loading: state.loading, reload }
}
