import { isApiErrorBody } from '../domain/errors'
import { commandOf } from '../domain/offline-commands'
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
  /** `current`: the server's record now (a session, or for an appointment event the appointment). */
  | { kind: 'conflict'; current: ServiceSession | null }
  | { kind: 'rejected'; status: number; code: string; message: string; errors?: Record<string, string> }

/** The request as it goes on the wire: the entry's body with the version it is based on, as its command says. */
export function requestBody(entry: OutboxEntry): unknown {
  const version = commandOf(entry.type).version
  if (version === 'never' || (version === 'when-known' && entry.baseHash === null)) return entry.request.body
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

/** A request that got an answer, or why it got none. */
export type Delivery = { kind: 'answered'; response: Response } | Extract<SendResult, { kind: 'retry' | 'sign-in' }>

/**
 * Sends one request with the run's access token; after a 401, one refresh shared by every tab and
 * the worker, then one retry with the new token. No network is a `retry`, a refused refresh a
 * `sign-in`; every other answer is the caller's to read.
 */
export async function sendAuthorized(token: RunToken, send: (accessToken: string) => Promise<Response>): Promise<Delivery> {
  const accessToken = await token.current()
  if (accessToken === null) return { kind: 'sign-in' }
  try {
    let response = await send(accessToken)
    if (response.status === 401) {
      const renewal = await token.renew(accessToken)
      if (renewal === 'sign-in') return { kind: 'sign-in' }
      if (renewal === 'unreachable') return { kind: 'retry', reason: 'offline' }
      response = await send((await token.current())!)
      if (response.status === 401) return { kind: 'sign-in' }
    }
    return { kind: 'answered', response }
  } catch (error) {
    // fetch rejects with a TypeError when there is no network; anything else is a bug or a
    // crash and is not swallowed (the entry stays as it was and is sent again next time).
    if (error instanceof TypeError || (error instanceof DOMException && error.name !== 'QuotaExceededError')) {
      return { kind: 'retry', reason: 'offline' }
    }
    throw error
  }
}

export async function sendMutation(entry: OutboxEntry, device: string, token: RunToken = new RunToken()): Promise<SendResult> {
  const delivery = await sendAuthorized(token, (accessToken) => attempt(entry, accessToken, device))
  if (delivery.kind !== 'answered') return delivery
  const body: unknown = await delivery.response.json().catch(() => null)
  return classifyAnswer(entry, delivery.response.status, body)
}

/** What an answer to one mutation means, whether it came alone or inside a batch's answer. */
export function classifyAnswer(entry: OutboxEntry, status: number, body: unknown): SendResult {
  if (status >= 200 && status < 300) return { kind: 'applied', status, body }
  if (status >= 500 || status === 408 || status === 429) {
    return { kind: 'retry', reason: 'server', status }
  }
  // A locked billing period refuses the change for good: it waits for a person, not a comparison.
  if (status === 409 && !(isApiErrorBody(body) && body.code === 'period_locked')) {
    const current = (body as { current?: ServiceSession | null } | null)?.current ?? null
    return { kind: 'conflict', current }
  }
  if (status === 404) {
    // Deleting what is already gone has the effect the person wanted; a record changed here and
    // deleted there goes to the person with both versions, as any conflict.
    const missing = commandOf(entry.type).ack.missing
    if (missing === 'done') return { kind: 'applied', status: 404, body: null }
    if (missing === 'conflict') return { kind: 'conflict', current: null }
  }
  const error = isApiErrorBody(body) ? body : { code: `http_${status}`, message: `HTTP ${status}` }
  return { kind: 'rejected', status, code: error.code, message: error.message, errors: error.errors }
}
