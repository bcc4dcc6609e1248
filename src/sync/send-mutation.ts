import { isApiErrorBody } from '../domain/errors'
import type { ServiceSession } from '../domain/service-sessions/types'
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER, SEQUENCE_HEADER } from '../domain/sync/mutations'
import type { OutboxEntry } from '../db/outbox-types'
import { readSession } from '../db/session'
import { apiUrl } from './api-base'
import { refreshAccessToken } from './token-refresh'

/**
 * What became of one attempt to send a change. Each kind has exactly one consequence in the
 * engine: `applied` removes the entry; `retry` keeps it for later (network, 5xx, 429);
 * `sign-in` pauses the whole queue until the same person signs in again; `conflict` and
 * `rejected` set the entry aside for the person to decide, and the rest of the queue goes on.
 */
export type SendResult =
  | { kind: 'applied'; status: number; body: unknown }
  | { kind: 'retry'; reason: 'offline' | 'server'; status?: number }
  | { kind: 'sign-in' }
  | { kind: 'conflict'; current: ServiceSession | null }
  | { kind: 'rejected'; status: number; code: string; message: string; errors?: Record<string, string> }

/** The request as it goes on the wire: the entry's body with the version it is based on. */
export function requestBody(entry: OutboxEntry): unknown {
  if (entry.type === 'service-session.create') return entry.request.body
  return { ...(entry.request.body as object), hash: entry.baseHash }
}

async function attempt(entry: OutboxEntry, accessToken: string, device: string): Promise<Response> {
  return fetch(apiUrl(entry.request.path), {
    method: entry.request.method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The token is read at send time, never stored with the entry: an entry may wait days.
      Authorization: `Bearer ${accessToken}`,
      [IDEMPOTENCY_KEY_HEADER]: entry.id,
      [DEVICE_ID_HEADER]: device,
      [SEQUENCE_HEADER]: String(entry.seq ?? 0),
    },
    body: JSON.stringify(requestBody(entry)),
  })
}

/**
 * The access token of the run, read from the device when the run starts and again after a
 * refresh (by this run or by another tab), so a long queue does not read it for every entry.
 */
export class RunToken {
  private token: string | null = null

  async current(): Promise<string | null> {
    if (this.token === null) {
      const session = await readSession()
      this.token = session?.status === 'active' ? session.accessToken : null
    }
    return this.token
  }

  /** After a 401: refresh once for everyone, then use whatever token the device now holds. */
  async renew(stale: string): Promise<'renewed' | 'sign-in' | 'unreachable'> {
    const outcome = await refreshAccessToken(stale)
    this.token = null
    if (outcome === 'signed-out') return 'sign-in'
    if (outcome === 'unreachable') return 'unreachable'
    return (await this.current()) === null ? 'sign-in' : 'renewed'
  }
}

export async function sendMutation(entry: OutboxEntry, device: string, token: RunToken = new RunToken()): Promise<SendResult> {
  const accessToken = await token.current()
  if (accessToken === null) return { kind: 'sign-in' }
  let response: Response
  try {
    response = await attempt(entry, accessToken, device)
    if (response.status === 401) {
      // One refresh shared by every tab and the worker, then one retry with the new token.
      const renewal = await token.renew(accessToken)
      if (renewal === 'sign-in') return { kind: 'sign-in' }
      if (renewal === 'unreachable') return { kind: 'retry', reason: 'offline' }
      response = await attempt(entry, (await token.current())!, device)
      if (response.status === 401) return { kind: 'sign-in' }
    }
  } catch (error) {
    // fetch rejects with a TypeError when there is no network; anything else is a bug or a
    // crash and is not swallowed (the entry stays as it was and is sent again next time).
    if (error instanceof TypeError || (error instanceof DOMException && error.name !== 'QuotaExceededError')) {
      return { kind: 'retry', reason: 'offline' }
    }
    throw error
  }
  return classify(entry, response)
}

async function classify(entry: OutboxEntry, response: Response): Promise<SendResult> {
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return { kind: 'applied', status: response.status, body }
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    return { kind: 'retry', reason: 'server', status: response.status }
  }
  if (response.status === 409) {
    const current = (body as { current?: ServiceSession | null } | null)?.current ?? null
    return { kind: 'conflict', current }
  }
  // Deleting what is already gone has the effect the person wanted.
  if (response.status === 404 && entry.type === 'service-session.delete') return { kind: 'applied', status: 404, body: null }
  if (response.status === 404 && entry.type === 'service-session.update') return { kind: 'conflict', current: null }
  const error = isApiErrorBody(body) ? body : { code: `http_${response.status}`, message: response.statusText }
  return { kind: 'rejected', status: response.status, code: error.code, message: error.message, errors: error.errors }
}
