import { vi } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { PushResult } from '../../src/domain/sync/push'
import type { TestApp } from '../../server/test-support/test-app'

/**
 * Test support: the device's `fetch` answered by the real app in-process, with faults queued per
 * mutation request to imitate the network, the server and the tab failing at every kill point.
 * It also records, from the app's own answers (even those the device never hears), which version
 * each accepted device change was based on and who wrote each version, so a property test can
 * prove that no text was overwritten silently.
 */
export type Fault = 'ok' | 'network' | 'lose-response' | 'server-error' | 'expire-token' | 'crash' | 'crash-after-commit'

export type Writer = 'device' | 'office' | 'tablet-b'

/** The tab (or the worker) died: whatever it had not written yet is gone. */
export class CrashError extends Error {}

export class InProcessServer {
  faults: Fault[] = []
  /** Version → who wrote it. */
  readonly hashWriter = new Map<string, Writer>()
  /** Mutation id of a device change the app applied (not replayed) → the version it was based on. */
  readonly acceptedOnBase = new Map<string, string | null>()
  /** Session id → who wrote its current version, as far as the answers tell. */
  readonly lastWriter = new Map<string, Writer>()
  /** Mutation ids of deletes answered 404 (already gone): applied, with no effect to record. */
  readonly goneDeletes = new Set<string>()

  constructor(private readonly t: TestApp) {}

  install(): void {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => this.handle(String(input), init))
  }

  /** A write by someone else (the office, the other tablet), with its version noted. */
  noteForeignWrite(session: ServiceSession, writer: Writer): void {
    this.hashWriter.set(session.hash, writer)
    this.lastWriter.set(session.id, writer)
  }

  private async handle(url: string, init: RequestInit): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase()
    const path = new URL(url, 'http://localhost').pathname
    const isMutation = method !== 'GET' && path !== '/api/auth/token'
    if (!isMutation) return this.t.request(url, init)
    const fault = this.faults.shift() ?? 'ok'
    if (fault === 'network') throw new TypeError('Failed to fetch')
    if (fault === 'crash') throw new CrashError('the tab was closed before the request left')
    if (fault === 'server-error') return Response.json({ code: 'internal_error', message: 'x' }, { status: 503 })
    // The access token expired on the way: the device must refresh (for real) and send again.
    if (fault === 'expire-token') return Response.json({ code: 'token_expired', message: 'x' }, { status: 401 })
    const response = await this.t.request(url, init)
    const text = await response.text()
    this.observe(method, path, init, response, text)
    if (fault === 'lose-response') throw new TypeError('Failed to fetch')
    if (fault === 'crash-after-commit') throw new CrashError('the tab was closed before the answer arrived')
    return new Response(text, { status: response.status, headers: response.headers })
  }

  /** Reads the app's answer the way an observer on the wire would. */
  private observe(method: string, path: string, init: RequestInit, response: Response, text: string): void {
    const sent = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>
    if (path === '/api/sync/push' && response.ok) {
      const { results } = JSON.parse(text) as { results: PushResult[] }
      const mutations = sent.mutations as { id: string; method: string; path: string; body: Record<string, unknown> }[]
      results.forEach((result, index) => {
        const mutation = mutations[index]!
        this.observeOne(mutation.id, mutation.method, mutation.path, mutation.body, result.status, result.outcome === 'replayed', 'body' in result ? result.body : null)
      })
      return
    }
    const key = new Headers(init.headers).get('Idempotency-Key') ?? ''
    const replayed = response.headers.get('Idempotent-Replayed') === 'true'
    this.observeOne(key, method, path.replace(/^\/api/, ''), sent, response.status, replayed, response.ok ? JSON.parse(text) : null)
  }

  private observeOne(id: string, method: string, path: string, body: Record<string, unknown>, status: number, replayed: boolean, answer: unknown): void {
    if (method === 'DELETE' && status === 404) this.goneDeletes.add(id.toLowerCase())
    if (status >= 300 || replayed) return
    const sessionId = method === 'POST' ? String(body.id).toLowerCase() : path.split('/').pop()!.toLowerCase()
    this.lastWriter.set(sessionId, 'device')
    if (method !== 'POST') this.acceptedOnBase.set(id.toLowerCase(), (body.hash as string | undefined) ?? null)
    const hash = (answer as { hash?: string } | null)?.hash
    if (hash) this.hashWriter.set(hash, 'device')
  }
}
