import { vi } from 'vitest'
import type { ObjectiveDatum, ObjectiveDatumAnswer } from '../../src/domain/plans/objective-data'
import type { AppointmentEvent, ReferralAppointment } from '../../src/domain/referrals/types'
import type { SessionVisitInput } from '../../src/domain/service-sessions/schemas'
import type { ServiceSession, Visit } from '../../src/domain/service-sessions/types'

/**
 * A small in-memory stand-in for the API's session endpoints with the real protocol: mutation
 * ids applied once (repeats answered from the record), versions (409 on a stale hash), access
 * tokens that expire and a refresh that rotates them, and each visit's data per objective kept
 * in a table of its own as server/service-sessions/writes.ts keeps it. Faults can be queued per
 * request to imitate the network and the server failing in every way the engine must survive.
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

/** One data point of a visit, as the table visit_objective_data holds it. */
export interface ObjectiveDataRow extends ObjectiveDatumAnswer {
  visit_id: string
}

export class SimServer {
  /** The sessions, their visits without their data per objective (see `objectiveData`, `record`). */
  sessions = new Map<string, ServiceSession>()
  /** Every visit's data per objective: a row per point, as the real table. */
  objectiveData: ObjectiveDataRow[] = []
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
  private visitCount = 0

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
   * The other tablet changes a session's notes (and, given `data`, the data of the visit of its
   * referral) on the version it knows: stale → it is shown a conflict (and the current version),
   * never overwrites.
   */
  tabletBEdit(id: string, notes: string, data?: { referral_id: number; objective_data: ObjectiveDatum[] }): void {
    const current = this.sessions.get(id)
    const known = this.tabletB.known.get(id)
    if (!current || known === undefined) return
    if (known !== current.hash) {
      this.tabletB.conflicts++
      this.tabletB.known.set(id, current.hash)
      return
    }
    const hash = this.nextHash('tablet-b')
    const visit = data && current.visits.find((item) => item.referral_id === data.referral_id)
    if (visit) this.replaceObjectiveData(visit.id, data.objective_data)
    this.sessions.set(id, { ...current, notes, hash })
    this.tabletB.known.set(id, hash)
    this.lastWriter.set(id, 'tablet-b')
  }

  /** The session as the server answers it: each visit with its data per objective, by objective. */
  record(id: string): ServiceSession | undefined {
    const session = this.sessions.get(id)
    if (!session) return undefined
    const visits = session.visits.map((visit) => ({
      ...visit,
      objective_data: this.objectiveData
        .filter((row) => row.visit_id === visit.id)
        .map(({ objective_id, value, note }) => ({ objective_id, value, note }))
        .sort((a, b) => a.objective_id - b.objective_id),
    }))
    return { ...session, visits }
  }

  /** A visit's own columns under a new id, its data inserted (writes.ts, createSession). */
  private insertVisit(visit: SessionVisitInput): Visit {
    const { student_id, referral_id, visit_outcome_id, objective_data } = visit
    const row = { id: `visit-${++this.visitCount}`, student_id, referral_id, visit_outcome_id }
    this.replaceObjectiveData(row.id, objective_data ?? [])
    return row
  }

  /** The visit's data from now on: what it had is replaced (objective-data.ts, replaceObjectiveData). */
  private replaceObjectiveData(visitId: string, data: readonly ObjectiveDatum[]): void {
    this.objectiveData = this.objectiveData.filter((row) => row.visit_id !== visitId)
    this.objectiveData.push(...data.map(({ objective_id, value, note }) => ({ visit_id: visitId, objective_id, value, note: note ?? null })))
  }

  private dropVisits(visits: readonly Visit[]): void {
    const gone = new Set(visits.map((visit) => visit.id))
    this.objectiveData = this.objectiveData.filter((row) => !gone.has(row.visit_id))
  }

  /**
   * An update's visits (writes.ts, updateSession): matched by referral, a kept visit keeps its id
   * and its data unless the update sends the visit's `objective_data` (then it is replaced); the
   * others added with theirs or removed with theirs.
   */
  private updateVisits(current: readonly Visit[], sent: readonly SessionVisitInput[]): Visit[] {
    const byReferral = new Map(current.map((visit) => [visit.referral_id, visit]))
    const visits = sent.map((visit) => {
      const before = byReferral.get(visit.referral_id)
      if (!before) return this.insertVisit(visit)
      if (visit.objective_data) this.replaceObjectiveData(before.id, visit.objective_data)
      return { ...before, student_id: visit.student_id, visit_outcome_id: visit.visit_outcome_id }
    })
    this.dropVisits(current.filter((visit) => !sent.some((item) => item.referral_id === visit.referral_id)))
    return visits
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
      const items = [...this.sessions.values()].filter((session) => session.date >= from && session.date <= to).map((session) => this.record(session.id)!)
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
      const { id: _id, visits: sent, ...fields } = body
      const now = new Date().toISOString()
      if (current) this.dropVisits(current.visits)
      const visits = (sent as SessionVisitInput[]).map((visit) => this.insertVisit(visit))
      const created = { ...(fields as object), id, visits, provider_id: 1, hash: this.nextHash(), created_at: now, updated_at: now } as ServiceSession
      this.sessions.set(id, created)
      return { status: 201, body: this.record(id) }
    }
    if (!current) return { status: 404, body: { code: 'not_found', message: 'x' } }
    if (body.hash !== current.hash) return { status: 409, body: { code: 'version_conflict', message: 'x', current: this.record(id) } }
    this.acceptedOnBase.set(key, current.hash)
    if (method === 'DELETE') {
      // The sim forgets a deleted session whole, its visits' data with it (the real one keeps
      // them under a soft delete no answer shows).
      this.dropVisits(current.visits)
      this.sessions.delete(id)
      return { status: 200, body: { id, deleted: true } }
    }
    const { hash: _hash, visits: sent, ...fields } = body
    const visits = this.updateVisits(current.visits, sent as SessionVisitInput[])
    this.sessions.set(id, { ...current, ...(fields as object), visits, hash: this.nextHash() } as ServiceSession)
    return { status: 200, body: this.record(id) }
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
