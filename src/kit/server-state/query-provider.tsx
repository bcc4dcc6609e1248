import { QueryClientContext, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect, type ReactNode } from 'react'
import { createStore, useStore } from '../../components/store'

/**
 * The office screens' cache of server answers (TanStack Query), loaded when a screen needs it
 * rather than with the first screen: neither the login nor a provider's home reads the server
 * through it, and its code is about 7 KB gzip of a 200 KB start budget. The context is always the
 * same provider element, so the tree is never remounted when the client arrives.
 */
const loadedClient = createStore<QueryClient | null>(null)
let loading: Promise<QueryClient> | undefined

/** Loads the one client of the visit (once); screens that read through it wait for this first. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    const client = createQueryClient()
    loadedClient.set(client)
    return client
  })
  // Offline before the code was cached: forget the failure, so the next navigation tries again.
  loading.catch(() => (loading = undefined))
  return loading
}

/** First screens that draw without the query client (everything else waits for it). */
const SCREENS_WITHOUT_QUERIES = new Set(['/login', '/'])

/** For the root route: loads the client before any screen that may read through it. */
export async function loadQueryClientFor(pathname: string): Promise<void> {
  if (!SCREENS_WITHOUT_QUERIES.has(pathname)) await loadQueryClient()
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useStore(loadedClient)
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>
}

/** Whether a query client is there to read through (components loaded after the first screen). */
export function useQueriesReady(): boolean {
  return useContext(QueryClientContext) !== undefined
}
