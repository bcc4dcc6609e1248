import { QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError } from '../../sync/api-errors'

/**
 * Office reads go through TanStack Query (docs/office-console.md). A failure worth retrying is
 * a server hiccup (5xx) or a lost connection while the device believes it is online; a 4xx is
 * an answer (404, 403, validation) and retrying it only delays the message.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (error instanceof ApiError) return error.status >= 500
  if (error instanceof NetworkError) return typeof navigator === 'undefined' || navigator.onLine
  return false
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Answers stay fresh for 30 s: moving between a list and a record does not refetch,
        // while coming back to the tab later refreshes in the background.
        staleTime: 30_000,
        // Our own fetch wrapper says when the network is missing (NetworkError), and screens
        // that also read the device show that at once; TanStack's "paused" state would hide it.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  })
}
