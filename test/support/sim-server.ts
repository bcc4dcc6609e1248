import { vi } from 'vitest'
import type { AppointmentEvent, ReferralAppointment } from '../../src/domain/referrals/types'
import type { ServiceSession } from '../../src/domain/service-sessions/types'

/**
 * A small in-memory stand-in for the API's session endpoints with the real protocol: mutation
 * ids applied once (repeats answered from the record), versions (409 on a stale hash), access
 * tokens that expire and a refresh that rotates them. Faults can be queued per request to
 * imitate the network and the server failing in every way the engine must survive.
 */
export type Fault = 'ok' | 'network' | 'lose-response' | 'server-error' | 'expire-token' | 'crash' | 'crash-after-commit'

/** Who wrote a version: the device under test, the office, or another tablet of the provider. */
export type Writer = 'device' | 'office' | 'tablet-b'

export class CrashError extends Error {}

interface PushBody {
  device_id: string
  mutations: { id: string; method: string; path: string; body: Record<string, unknown> }[]
  report?: unknown
}

export class SimServer {
  sessions = new Map<string, ServiceSession>()
  /** Referral appointments by id, and the events recorded on them through mutations. */
  appointments = new Map<number, ReferralAppointment>()
  appointmentEvents: AppointmentEvent[] = []
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
  /** Answer the batched push (`/sync/push`); false imitates an older server without it. */
  offersPush = true
  /** Batched pushes received, and the device reports they carried. */
  pushes: { size: number; report: unknown }[] = []
  /** Version → who wrote it. */
  hashWriter = new Map<string, Writer>()
  /** Mutation id of an accepted device change or delete → the version it was based on. */
  acceptedOnBase = new Map<string, string>()
  /** Versions another tablet knows, and the conflicts it was shown instead of overwriting. */
  tabletB = { known: new Map<string, string>(), conflicts: 0 }
  /** Session id → who wrote its current version. */
  lastWriter = new Map<string, Writer>()
  private version = 0

  install(): void {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => this.handle(String(input), init))
  }

  /** An office edit: the session changes on the server behind the device's back. */
  officeEdit(id: string): void {
    const current = this.sessions.get(id)
    if (!current) return
    this.sessions.set(id, { ...current, notes: `${current.notes} (oficina)`, hash: this.nextHash('office') })
    this.lastWriter.set(id, 'office')
  }

  /** The other tablet reads every session (it syncs too). */
  tabletBPull(): void {
    for (const [id, session] of this.sessions) this.tabletB.known.set(id, session.hash)
  }

  /**
   * The other tablet changes a session's notes on the version it knows: stale → it is shown a
   * conflict (and the current version), never overwrites.
   */
  tabletBEdit(id: string, notes: string): void {
    const current = this.sessions.get(id)
    const known = this.tabletB.known.get(id)
    if (!current || known === undefined) return
    if (known !== current.hash) {
      this.tabletB.conflicts++
      this.tabletB.known.set(id, current.hash)
      return
    }
    const hash = this.nextHash('tablet-b')
    this.sessions.set(id, { ...current, notes, hash })
    this.tabletB.known.set(id, hash)
    this.lastWriter.set(id, 'tablet-b')
  }

  private nextHash(writer: Writer = 'device'): string {
    const hash = `h${++this.version}`
    this.hashWriter.set(hash, writer)
    return hash
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
    if (path === '/sync/push') {
      if (!this.offersPush) return this.json(404, { code: 'not_found', message: 'x' })
      const results = this.push(body as unknown as PushBody)
      this.afterCommitted(fault)
      return this.json(200, { results })
    }
    const key = headers.get('Idempotency-Key') ?? ''
    const answer = this.answered.get(key) ?? this.apply(key, method, path, body)
    this.afterCommitted(fault)
    return this.json(answer.status, answer.body)
  }

  /** Kill points after the server committed, before the device hears the answer. */
  private afterCommitted(fault: Fault): void {
    if (fault === 'lose-response') throw new TypeError('Failed to fetch')
    if (fault === 'crash-after-commit') throw new CrashError('the tab was closed before the answer arrived')
  }

  /** Each mutation as if it came alone, answered per mutation like the real server. */
  private push({ mutations, report }: PushBody): unknown[] {
    this.pushes.push({ size: mutations.length, report })
    return mutations.map(({ id, method, path, body }) => {
      const stored = this.answered.get(id)
      const answer = stored ?? this.apply(id, method, path, body)
      const replayed = stored !== undefined
      if (answer.status < 300) return { id, outcome: replayed ? 'replayed' : 'applied', status: answer.status, body: answer.body }
      const error = answer.body as Record<string, unknown>
      if (answer.status === 409) return { id, outcome: 'conflict', status: 409, ...error }
      return { id, outcome: 'refused', status: answer.status, ...error }
    })
  }

  private apply(key: string, method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const answer = this.effect(key, method, path, body)
    if (answer.status < 300) {
      this.effects.set(key, (this.effects.get(key) ?? 0) + 1)
      this.answered.set(key, answer)
    }
    return answer
  }

  private effect(key: string, method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const appointmentEvent = /^\/referrals\/events\/appointments\/(\d+)\/events$/.exec(path)
    if (method === 'POST' && appointmentEvent) return this.recordAppointmentEvent(Number(appointmentEvent[1]), body)
    const id = method === 'POST' ? String(body.id) : path.split('/').pop()!
    const answer = this.deviceWrite(key, id, method, body)
    if (answer.status < 300) this.lastWriter.set(id, 'device')
    return answer
  }

  private deviceWrite(key: string, id: string, method: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (this.poison.has(key)) return { status: 422, body: { code: 'validation_failed', message: 'x', errors: { time: 'time_window' } } }
    const current = this.sessions.get(id)
    if (method === 'POST') {
      const { id: _id, ...fields } = body
      const now = new Date().toISOString()
      const created = { ...(fields as object), id, provider_id: 1, hash: this.nextHash(), created_at: now, updated_at: now } as ServiceSession
      this.sessions.set(id, created)
      return { status: 201, body: created }
    }
    if (!current) return { status: 404, body: { code: 'not_found', message: 'x' } }
    if (body.hash !== current.hash) return { status: 409, body: { code: 'version_conflict', message: 'x', current } }
    this.acceptedOnBase.set(key, current.hash)
    if (method === 'DELETE') {
      this.sessions.delete(id)
      return { status: 200, body: { id, deleted: true } }
    }
    const { hash: _hash, ...fields } = body
    const updated = { ...current, ...(fields as object), hash: this.nextHash() } as ServiceSession
    this.sessions.set(id, updated)
    return { status: 200, body: updated }
  }

  /** POST /referrals/events/appointments/{id}/events: the appointment takes the event's version. */
  private recordAppointmentEvent(id: number, body: Record<string, unknown>): { status: number; body: unknown } {
    const current = this.appointments.get(id)
    if (!current) return { status: 404, body: { code: 'not_found', message: 'x' } }
    if (body.hash !== undefined && body.hash !== current.hash) return { status: 409, body: { code: 'version_conflict', message: 'x', current } }
    const appointment: ReferralAppointment = { ...current, status: 'held', hash: this.nextHash() }
    const event: AppointmentEvent = {
      // Ids far from any a test puts on the device first.
      id: 1000 + this.appointmentEvents.length,
      appointment_id: id,
      event_type_id: Number(body.event_type_id),
      event_type_name: 'Realizada',
      cancel_reason_id: null,
      notes: (body.notes as string | null) ?? null,
      created_by: 2,
      created_at: new Date().toISOString(),
    }
    this.appointments.set(id, appointment)
    this.appointmentEvents.push(event)
    return { status: 201, body: { appointment, event } }
  }
}
