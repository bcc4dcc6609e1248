import { isApiErrorBody } from '../domain/errors'

/**
 * The guest pages' one way to the server: JSON to and from /api/public, in Spanish, never cached,
 * no cookies or tokens (the link's uuid is the only credential). A refusal becomes a typed
 * failure the page turns into words; a request that never reached the server is `offline`.
 */
export type GuestFailure =
  | { kind: 'offline' }
  | { kind: 'refused'; status: number; code: string; errors?: Record<string, string>; current?: unknown }

export class GuestRequestError extends Error {
  constructor(readonly failure: GuestFailure) {
    super(failure.kind === 'offline' ? 'offline' : failure.code)
  }
}

export async function guestRequest<T>(path: string, options: { method?: 'GET' | 'PATCH' | 'POST'; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'es' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`/api/public${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      credentials: 'omit',
    })
  } catch {
    throw new GuestRequestError({ kind: 'offline' })
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as T
  if (!isApiErrorBody(body)) throw new GuestRequestError({ kind: 'refused', status: response.status, code: 'server_error' })
  const { current } = body as { current?: unknown }
  throw new GuestRequestError({ kind: 'refused', status: response.status, code: body.code, errors: body.errors, current })
}

/** The failure a guest request ended with (anything unexpected counts as a server error). */
export function failureOf(error: unknown): GuestFailure {
  return error instanceof GuestRequestError ? error.failure : { kind: 'refused', status: 500, code: 'server_error' }
}
