import { readSession } from '../db/session'
import { ApiError, NetworkError, SessionExpiredError } from './api-errors'
import { apiUrl } from './api-base'
import { refreshAccessToken } from './token-refresh'

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  /** Send the signed-in user's access token (default). Public calls pass false. */
  authenticated?: boolean
  signal?: AbortSignal
}

/**
 * The language chosen on screen (i18n/locale.ts writes it to <html lang>), sent as Accept-Language
 * so reference names come back in it rather than in the browser's own language. None in the
 * service worker, which has no document: there the browser's header goes.
 */
export function screenLanguage(): string | undefined {
  return globalThis.document?.documentElement.lang || undefined
}

async function send(path: string, request: ApiRequest, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
  const language = screenLanguage()
  if (language && !headers['Accept-Language']) headers['Accept-Language'] = language
  // A file upload (FormData) goes as multipart: the browser writes its Content-Type and boundary.
  const multipart = request.body instanceof FormData
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`
  try {
    return await fetch(apiUrl(path), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
    })
  } catch (error) {
    if (request.signal?.aborted) throw error
    throw new NetworkError(error)
  }
}

/**
 * Sends with the signed-in user's access token, read from the device at send time (never
 * captured earlier); an expired one (401) is renewed once, through the shared refresh, and the
 * request sent again. Every authenticated call goes through here: fetch (apiFetch) and the
 * uploads that report progress (api-upload.ts).
 */
export async function withAccessToken<Answer extends { status: number }>(sendWith: (accessToken: string) => Promise<Answer>): Promise<Answer> {
  const session = await readSession()
  if (!session || session.status !== 'active') throw new SessionExpiredError()
  const answer = await sendWith(session.accessToken)
  if (answer.status !== 401) return answer
  const outcome = await refreshAccessToken(session.accessToken)
  if (outcome === 'signed-out') throw new SessionExpiredError()
  if (outcome === 'unreachable') throw new NetworkError(new Error('token refresh unreachable'))
  const renewed = await readSession()
  if (!renewed || renewed.status !== 'active') throw new SessionExpiredError()
  return sendWith(renewed.accessToken)
}

/** Calls the API (with the access token, renewed once if expired: withAccessToken). */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  if (request.authenticated === false) return send(path, request, null)
  return withAccessToken((accessToken) => send(path, request, accessToken))
}

/** apiFetch for JSON answers: a non-2xx answer becomes an ApiError with the server's code. */
export async function apiJson<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiFetch(path, request)
  if (!response.ok) throw await ApiError.fromResponse(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}
