import { vi } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'

/**
 * A small in-memory stand-in for the API's session endpoints with the real protocol: mutation
 * ids applied once (repeats answered from the record), versions (409 on a stale hash), access
 * tokens that expire and a refresh that rotates them. Faults can be queued per request to
 * imitate the network and the server failing in every way the engine must survive.
 */
export type Fault = 'ok' | 'network' | 'lose-response' | 'server-error' | 'expire-token' | 'crash'

export class CrashError extends Error {}

export class SimServer {
  sessions = new Map<string, ServiceSession>()
  /** Mutation id → the answer given when it was applied. */
  answered = new Map<string, { status: number; body: unknown }>()
  /** Mutation id → how many times its effect was applied (must never exceed 1). */
  effects = new Map<string, number>()
  /** Mutation ids the server refuses for good (a 422), as if the data were invalid. */
  poison = new Set<string>()
  faults: Fault[] = []
  accessToken = 'access-1'
  refreshToken = 'refresh-1'
  refreshCount = 0
  private version = 0

  install(): void {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => this.handle(String(input), init))
  }

  /** An office edit: the session changes on the server behind the device's back. */
  officeEdit(id: string): void {
    const current = this.sessions.get(id)
    if (current) this.sessions.set(id, { ...current, notes: `${current.notes} (oficina)`, hash: this.nextHash() })
  }

  private nextHash(): string {
    return `h${++this.version}`
  }

  private json(status: number, body: unknown): Response {
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  }

  private async handle(url: string, init: RequestInit): Promise<Response> {
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    const path = pathname.replace(/^\/api/, '')
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    if (path === '/auth/token') {
      if (body.refreshToken !== this.refreshToken) return this.json(401, { code: 'refresh_token_reused', message: 'x' })
      this.refreshCount++
      this.accessToken = `access-${this.refreshCount + 1}`
      this.refreshToken = `refresh-${this.refreshCount + 1}`
      return this.json(200, { accessToken: this.accessToken, refreshToken: this.refreshToken, tokenType: 'bearer' })
    }
    if (method === 'GET' && path === '/service-sessions') {
      const from = searchParams.get('from') ?? ''
      const to = searchParams.get('to') ?? '9999'
      const items = [...this.sessions.values()].filter((session) => session.date >= from && session.date <= to)
      // One page holds them all (the list convention's answer shape; paging is the real server's).
      return this.json(200, { items, total: items.length })
    }
    const fault = this.faults.shift() ?? 'ok'
    if (fault === 'network') throw new TypeError('Failed to fetch')
    if (fault === 'crash') throw new CrashError('the tab was closed')
    if (fault === 'server-error') return this.json(503, { code: 'internal_error', message: 'x' })
    if (fault === 'expire-token') this.accessToken = `expired-${this.version}-${Math.random()}`
    if (headers.get('Authorization') !== `Bearer ${this.accessToken}`) return this.json(401, { code: 'token_expired', message: 'x' })
    const key = headers.get('Idempotency-Key') ?? ''
    const answer = this.answered.get(key) ?? this.apply(key, method, path, body)
    if (fault === 'lose-response') throw new TypeError('Failed to fetch')
    return this.json(answer.status, answer.body)
  }

  private apply(key: string, method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (this.poison.has(key)) return { status: 422, body: { code: 'validation_failed', message: 'x', errors: { time: 'time_window' } } }
    const id = method === 'POST' ? String(body.id) : path.split('/').pop()!
    const current = this.sessions.get(id)
    let answer: { status: number; body: unknown }
    if (method === 'POST') {
      const { id: _id, ...fields } = body
      const now = new Date().toISOString()
      const created = { ...(fields as object), id, provider_id: 1, hash: this.nextHash(), created_at: now, updated_at: now } as ServiceSession
      this.sessions.set(id, created)
      answer = { status: 201, body: created }
    } else if (!current) {
      answer = { status: 404, body: { code: 'not_found', message: 'x' } }
    } else if (body.hash !== current.hash) {
      return { status: 409, body: { code: 'version_conflict', message: 'x', current } }
    } else if (method === 'DELETE') {
      this.sessions.delete(id)
      answer = { status: 200, body: { id, deleted: true } }
    } else {
      const { hash: _hash, ...fields } = body
      const updated = { ...current, ...(fields as object), hash: this.nextHash() } as ServiceSession
      this.sessions.set(id, updated)
      answer = { status: 200, body: updated }
    }
    if (answer.status < 300) {
      this.effects.set(key, (this.effects.get(key) ?? 0) + 1)
      this.answered.set(key, answer)
    }
    return answer
  }
}
