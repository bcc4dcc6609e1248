import { vi } from 'vitest'

export interface FakeRoute {
  status?: number
  body?: unknown
  /** Throw a TypeError like fetch does when the network is down. */
  networkError?: boolean
}

type Handler = (request: { method: string; path: string; search: URLSearchParams; headers: Headers; body: unknown }) => FakeRoute | Promise<FakeRoute>

/**
 * Replaces fetch with a fake API: `on('POST /auth/login', handler)`. Unknown calls answer 404.
 * Returns the log of calls so tests can assert what was sent (and with which token).
 */
export function fakeApi() {
  const routes = new Map<string, Handler>()
  const calls: Array<{ method: string; path: string; search: URLSearchParams; headers: Headers; body: unknown }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace(/^\/api/, '')
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const request = { method, path, search: url.searchParams, headers, body }
    calls.push(request)
    const handler = routes.get(`${method} ${path}`)
    const route = handler ? await handler(request) : { status: 404, body: { code: 'not_found', message: 'No existe' } }
    if (route.networkError) throw new TypeError('Failed to fetch')
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    on(key: string, handler: Handler | FakeRoute) {
      routes.set(key, typeof handler === 'function' ? handler : () => handler)
    },
  }
}
