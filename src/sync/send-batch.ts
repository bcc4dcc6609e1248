import type { PushResponse, PushResult } from '../domain/sync/push'
import { PUSH_PATH } from '../domain/sync/push'
import type { OutboxEntry } from '../db/outbox-types'
import { apiUrl } from './api-base'
import { deviceReport } from './device-report'
import { classifyAnswer, requestBody, sendAuthorized, type RunToken, type SendResult } from './send-mutation'

/**
 * Sends several outbox entries in one request (`POST /sync/push`). Answers one result per entry,
 * in order, with the same meaning as sending each alone — or `unsupported` when this server has
 * no batched push (an older server), and the engine sends them one by one instead.
 *
 * A failure of the whole request (no network, 5xx, a refused token) is the result of every entry:
 * nothing of a failed batch is known to be applied, and each is sent again under its own id.
 */
export type BatchDelivery = { kind: 'results'; results: SendResult[] } | { kind: 'unsupported' }

export async function sendBatch(entries: OutboxEntry[], device: string, token: RunToken, onSending: () => void = () => undefined): Promise<BatchDelivery> {
  const mutations = entries.map((entry) => ({
    id: entry.id,
    sequence: entry.seq ?? 0,
    method: entry.request.method,
    path: entry.request.path,
    body: requestBody(entry),
  }))
  const report = await deviceReport(Math.max(0, ...mutations.map((mutation) => mutation.sequence)))
  const body = JSON.stringify({ device_id: device, mutations, report })
  onSending()
  const delivery = await sendAuthorized(token, (accessToken) =>
    fetch(apiUrl(PUSH_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
      body,
    }),
  )
  if (delivery.kind !== 'answered') return { kind: 'results', results: entries.map(() => delivery) }
  const { response } = delivery
  if (response.status === 404 || response.status === 405) return { kind: 'unsupported' }
  const answer: unknown = await response.json().catch(() => null)
  const results = response.ok ? resultsOf(answer, entries) : null
  if (results) return { kind: 'results', results }
  if (response.status >= 500 || response.status === 408 || response.status === 429 || response.ok) {
    return { kind: 'results', results: entries.map(() => ({ kind: 'retry', reason: 'server', status: response.status })) }
  }
  // Any other refusal of the batch as a whole (413, 422 of its shape): each entry goes alone.
  return { kind: 'unsupported' }
}

/** The answer's results matched to the entries by id; null if the answer does not fit. */
function resultsOf(answer: unknown, entries: OutboxEntry[]): SendResult[] | null {
  const results = (answer as PushResponse | null)?.results
  if (!Array.isArray(results) || results.length !== entries.length) return null
  if (results.some((result, index) => result.id !== entries[index]!.id.toLowerCase())) return null
  return results.map((result, index) => classifyResult(entries[index]!, result))
}

function classifyResult(entry: OutboxEntry, result: PushResult): SendResult {
  if (result.outcome === 'applied' || result.outcome === 'replayed') return classifyAnswer(entry, result.status, result.body)
  return classifyAnswer(entry, result.status, result)
}
