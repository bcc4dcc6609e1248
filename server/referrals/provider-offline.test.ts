import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferralAppointment, ReferralReplica } from '../../src/domain/referrals/types'
import type { PushResponse, PushResult } from '../../src/domain/sync/push'
import { officeClient } from '../test-support/office'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

/**
 * The provider's referral views offline (issue 11): the replica she downloads, read only within
 * her reach (or a supervisor's), and appointment events arriving through the batched push
 * exactly once, alone or in a batch, sent twice.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisolId: number
let carlosId: number
let anaId: number
let heldType: number

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}
const providerOf = async (email: string) => (await rows<{ provider_id: number }>(sql`select provider_id from users where email = ${email}`))[0]!.provider_id

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisolId = await providerOf('terapeuta@example.com')
  carlosId = await providerOf('terapeuta2@example.com')
  anaId = await providerOf('supervisor@example.com')
  const types = (await api.get('provider', '/api/referrals/events/appointments/events/types')).body as { id: number; status: string }[]
  heldType = types.find((type) => type.status === 'held')!.id
})
afterAll(() => t?.close())

const DETAILS = '/api/referrals/active-students/details'

describe('GET /referrals/active-students/details', () => {
  it('gives a provider her active referrals with schedules, events, appointments and their events', async () => {
    const answer = await api.get<ReferralReplica>('provider', DETAILS)
    expect(answer.status).toBe(200)
    const replica = answer.body
    expect(replica.referrals.length).toBeGreaterThan(0)
    expect(replica.referrals.every((referral) => referral.provider_id === marisolId)).toBe(true)
    const ids = new Set(replica.referrals.map((referral) => referral.id))
    const active = (await api.get('provider', '/api/referrals/active-students')).body as { referral_id: number }[]
    expect([...ids].sort()).toEqual(active.map((student) => student.referral_id).sort())
    // The seed gives the demo provider schedules, events and appointments with events.
    expect(replica.referrals.some((referral) => referral.schedules.length > 0)).toBe(true)
    expect(replica.events.length).toBeGreaterThan(0)
    expect(replica.appointments.length).toBeGreaterThan(0)
    expect(replica.appointment_events.length).toBeGreaterThan(0)
    for (const event of replica.events) expect(ids.has(event.referral_id)).toBe(true)
    for (const appointment of replica.appointments) expect(ids.has(appointment.referral_id)).toBe(true)
    const appointmentIds = new Set(replica.appointments.map((appointment) => appointment.id))
    for (const event of replica.appointment_events) expect(appointmentIds.has(event.appointment_id)).toBe(true)
    // Each referral as GET /referrals/{id} answers it.
    const first = replica.referrals[0]!
    expect((await api.get('provider', `/api/referrals/${first.id}`)).body).toEqual(first)
  })

  it('refuses another provider’s replica to a provider, both ways', async () => {
    expect((await api.get('provider', `${DETAILS}?provider_id=${carlosId}`)).status).toBe(403)
    expect((await api.get('provider2', `${DETAILS}?provider_id=${marisolId}`)).status).toBe(403)
    const carlos = (await api.get<ReferralReplica>('provider2', DETAILS)).body
    expect(carlos.referrals.length).toBeGreaterThan(0)
    expect(carlos.referrals.every((referral) => referral.provider_id === carlosId)).toBe(true)
  })

  it('gives a supervisor her supervisees’ referrals, and refuses a provider she does not supervise', async () => {
    const supervised = await api.get<ReferralReplica>('supervisor', `${DETAILS}?supervisor_id=${anaId}`)
    expect(supervised.status).toBe(200)
    expect(supervised.body.referrals.length).toBeGreaterThan(0)
    expect(supervised.body.referrals.every((referral) => referral.provider_id === marisolId)).toBe(true)
    expect((await api.get('supervisor', `${DETAILS}?provider_id=${carlosId}`)).status).toBe(403)
    // Marisol supervises nobody: asking as a supervisor gives nothing of anyone.
    expect((await api.get<ReferralReplica>('provider', `${DETAILS}?supervisor_id=${marisolId}`)).body.referrals).toEqual([])
    expect((await api.get('provider', `${DETAILS}?supervisor_id=${anaId}`)).status).toBe(403)
  })

  it('asks staff to name whose replica, and gives none without referral permissions', async () => {
    expect((await api.get('admin', DETAILS)).status).toBe(422)
    expect((await api.get<ReferralReplica>('admin', `${DETAILS}?provider_id=${marisolId}`)).body.referrals.length).toBeGreaterThan(0)
    expect((await api.get('provider', `${DETAILS}?provider_id=abc`)).status).toBe(422)
  })
})

describe('appointment events through POST /sync/push', () => {
  let sequence = 0
  const device = 'tablet-appointments'

  async function anAppointment(account: 'provider' | 'provider2' = 'provider'): Promise<ReferralAppointment> {
    // A fresh appointment on one of her referral's events, booked by the office.
    const replica = (await api.get<ReferralReplica>(account, DETAILS)).body
    const event = replica.events.find((item) => !item.cancelled)!
    const booked = await api.call('admin', 'POST', `/api/referrals/${event.referral_id}/events/${event.id}/appointments`, { date: '2026-03-04', start_time: '10:00' })
    expect(booked.status).toBe(201)
    return booked.body as ReferralAppointment
  }

  const eventMutation = (appointment: ReferralAppointment, body: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    sequence: ++sequence,
    method: 'POST',
    path: `/referrals/events/appointments/${appointment.id}/events`,
    body: { event_type_id: heldType, hash: appointment.hash, notes: 'Sesión en el salón', ...body },
  })

  async function push(mutations: unknown[], account: 'provider' | 'provider2' = 'provider'): Promise<PushResult[]> {
    const response = await t.authed('/api/sync/push', await api.token(account), postJson({ device_id: device, mutations }))
    expect(response.status).toBe(200)
    return ((await response.json()) as PushResponse).results
  }

  const eventsOf = async (appointmentId: number) => (await api.get('admin', `/api/referrals/events/appointments/${appointmentId}/events`)).body as unknown[]

  it('applies an appointment event once when the same mutation is pushed twice', async () => {
    const appointment = await anAppointment()
    const mutation = eventMutation(appointment)
    const [first] = await push([mutation])
    expect(first).toMatchObject({ id: mutation.id, outcome: 'applied', status: 201, body: { appointment: { id: appointment.id, status: 'held' } } })
    const [again] = await push([mutation])
    expect(again).toEqual({ ...first, outcome: 'replayed' })
    // The booking's own "scheduled" event and the one recorded: never two of it.
    expect(await eventsOf(appointment.id)).toHaveLength(2)
  })

  it('applies once within a batch of sessions’ neighbours, sent twice, and alone after the batch', async () => {
    const appointment = await anAppointment()
    const other = await anAppointment()
    const one = eventMutation(appointment)
    const two = eventMutation(other)
    const results = await push([one, two])
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'applied'])
    expect((await push([one, two])).map((result) => result.outcome)).toEqual(['replayed', 'replayed'])
    // The same mutation alone, as the one-by-one fallback sends it: the first answer again.
    const alone = await t.authed(`/api/referrals/events/appointments/${appointment.id}/events`, await api.token('provider'), {
      ...postJson(one.body),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': one.id },
    })
    expect(alone.status).toBe(201)
    expect(alone.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await eventsOf(appointment.id)).toHaveLength(2)
    expect(await eventsOf(other.id)).toHaveLength(2)
  })

  it('applies once when it went alone first and then in a batch', async () => {
    const appointment = await anAppointment()
    const mutation = eventMutation(appointment)
    const alone = await t.authed(`/api/referrals/events/appointments/${appointment.id}/events`, await api.token('provider'), {
      ...postJson(mutation.body),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': mutation.id },
    })
    expect(alone.status).toBe(201)
    const [pushed] = await push([mutation])
    expect(pushed).toEqual({ id: mutation.id, outcome: 'replayed', status: 201, body: await alone.json() })
    expect(await eventsOf(appointment.id)).toHaveLength(2)
  })

  it('answers a stale version as a conflict with the current appointment, and the rest of the batch goes on', async () => {
    const appointment = await anAppointment()
    const fresh = await anAppointment()
    const [first, stale, other] = await push([eventMutation(appointment), eventMutation(appointment), eventMutation(fresh)])
    expect(first!.outcome).toBe('applied')
    expect(stale).toMatchObject({ outcome: 'conflict', status: 409, current: { id: appointment.id, status: 'held' } })
    expect(other!.outcome).toBe('applied')
  })

  it('refuses another provider’s appointment exactly as a missing one, and a cancellation without reason', async () => {
    const appointment = await anAppointment()
    const [foreign] = await push([eventMutation(appointment)], 'provider2')
    expect(foreign).toMatchObject({ outcome: 'refused', status: 404 })
    const [missing] = await push([eventMutation({ ...appointment, id: 2_000_000_000 })], 'provider2')
    expect(missing).toMatchObject({ outcome: 'refused', status: 404, code: (foreign as { code: string }).code })
    const types = (await api.get('provider', '/api/referrals/events/appointments/events/types')).body as { id: number; needs_cancel_reason: boolean }[]
    const cancel = types.find((type) => type.needs_cancel_reason)!
    const [refused] = await push([eventMutation(appointment, { event_type_id: cancel.id })])
    expect(refused).toMatchObject({ outcome: 'refused', status: 422, errors: { cancel_reason_id: 'required' } })
    expect(await eventsOf(appointment.id)).toHaveLength(1)
  })
})
