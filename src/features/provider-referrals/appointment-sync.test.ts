import { beforeEach, describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { sessionFields } from '../../../test/support/session-fields'
import { SimServer } from '../../../test/support/sim-server'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import type { ReferralAppointment } from '../../domain/referrals/types'
import { runSync } from '../../sync/engine'
import { recordSession } from '../service-sessions/commands'
import { recordAppointmentEvent } from './commands'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Appointment events share the outbox and the engine with sessions: this checks what the
 * engine's acknowledgement code (written for sessions) does with them.
 */
const appointment: ReferralAppointment = {
  id: 30,
  referral_event_id: 7,
  referral_id: 1,
  referral_number: '2026-01-000001',
  student_id: 1,
  student_name: 'Ana Rivera',
  provider_id: 1,
  date: '2026-11-23',
  start_time: '10:00',
  end_time: null,
  location_id: 1,
  status: 'scheduled',
  cancel_reason_id: null,
  notes: null,
  hash: 'a1',
}

let server: SimServer

beforeEach(async () => {
  server = new SimServer()
  server.appointments.set(30, appointment)
  server.install()
  await saveSignIn(tokens('1'), providerUser)
  // The provider's copy and her supervisor's copy (a supervisor is a provider on the same tablet).
  await db.appointments.bulkPut([
    { ...appointment, owner: 'provider:1' },
    { ...appointment, owner: 'supervisor:9' },
  ])
})

const sync = () => runSync({ reason: 'test', ignoreBackoff: true })
const held = { event_type_id: 2, cancel_reason_id: null, notes: null }

describe('appointment events through the engine', () => {
  it('sends sessions and appointment events together, each once, and writes each answer where it belongs', async () => {
    const session = await recordSession(sessionFields({ notes: 'sesión' }), providerUser)
    await recordAppointmentEvent(30, { ...held, notes: 'primero' }, providerUser)
    await recordAppointmentEvent(30, { ...held, notes: 'segundo' }, providerUser)
    expect(await sync()).toBe('drained')

    expect(await db.outbox.count()).toBe(0)
    for (const [key, count] of server.effects) expect(count, key).toBe(1)
    expect(server.effects.size).toBe(3)
    // The second event was saved on the same version as the first and went on the one the first produced.
    expect(server.appointmentEvents.map((event) => event.notes)).toEqual(['primero', 'segundo'])
    const now = server.appointments.get(30)!
    for (const owner of ['provider:1', 'supervisor:9']) {
      expect(await db.appointments.get([owner, 30])).toMatchObject({ status: 'held', hash: now.hash })
      expect(await db.appointmentEvents.where('[owner+appointment_id]').equals([owner, 30]).count()).toBe(2)
    }
    // The session is synced as before, and no session row was made for the appointment.
    expect(await db.serviceSessions.get(session)).toMatchObject({ syncState: 'synced' })
    expect(await db.serviceSessions.count()).toBe(1)
  })

  it('sets a stale event aside with the appointment as the server has it, apart from the session conflict field', async () => {
    await recordAppointmentEvent(30, held, providerUser)
    server.appointments.set(30, { ...appointment, status: 'cancelled', hash: 'office' })
    expect(await sync()).toBe('drained')
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ state: 'conflict', currentAppointment: { hash: 'office', status: 'cancelled' } })
    expect(entry!.current).toBeUndefined()
    expect(server.appointmentEvents).toHaveLength(0)
  })
})
