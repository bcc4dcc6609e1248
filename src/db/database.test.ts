import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { providerUser } from '../../test/support/fixtures'
import { BitacoraDatabase } from './database'

describe('database versions', () => {
  it('version 2 (offline sessions) keeps a version 1 device signed in with its lists', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const v1 = new Dexie(name)
    v1.version(1).stores({ session: 'key', company: 'key', referenceLists: 'name' })
    await v1.table('session').put({ key: 'current', user: providerUser, accessToken: 'a', refreshToken: 'r', status: 'active', signedInAt: '2026-11-01T00:00:00Z' })
    await v1.table('referenceLists').put({ name: 'genders', items: [{ id: 1, name: 'Femenino' }], fetchedAt: '2026-11-01T00:00:00Z' })
    v1.close()

    const v2 = new BitacoraDatabase(name)
    await v2.open()
    expect(v2.verno).toBeGreaterThanOrEqual(2)
    expect((await v2.session.get('current'))?.user.email).toBe(providerUser.email)
    expect(await v2.referenceLists.count()).toBe(1)
    await v2.outbox.add({
      id: 'm1', userId: 1, type: 'service-session.create', entityId: 's1', request: { method: 'POST', path: '/service-sessions', body: {} },
      baseHash: null, createdAt: '', state: 'pending', attempts: 0, nextAttemptAt: 0,
    })
    expect((await v2.outbox.toArray())[0]?.seq).toBe(1)
    v2.close()
    await Dexie.delete(name)
  })

  it('version 3 (referral replica) keeps a version 2 device’s pending changes and adds the replica tables', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const v2 = new Dexie(name)
    v2.version(2).stores({
      session: 'key',
      company: 'key',
      referenceLists: 'name',
      outbox: '++seq, &id, entityId, state',
      serviceSessions: 'id, [provider_id+date], date, syncState',
      activeStudents: '[owner+referral_id], owner',
      caches: 'key',
      drafts: 'key',
      preferences: 'key',
      syncStatus: 'key',
    })
    await v2.table('outbox').add({
      id: 'm1', userId: 1, type: 'service-session.create', entityId: 's1', request: { method: 'POST', path: '/service-sessions', body: {} },
      baseHash: null, createdAt: '', state: 'pending', attempts: 0, nextAttemptAt: 0,
    })
    v2.close()

    const v3 = new BitacoraDatabase(name)
    await v3.open()
    expect(v3.verno).toBeGreaterThanOrEqual(3)
    expect(await v3.outbox.toArray()).toMatchObject([{ seq: 1, id: 'm1', state: 'pending' }])
    await v3.appointments.put({ owner: 'provider:1', id: 5, referral_event_id: 1, referral_id: 2, referral_number: '2026-01-000002', student_id: 3, student_name: 'Ana', provider_id: 1, date: '2026-11-23', start_time: '10:00', end_time: null, location_id: null, status: 'scheduled', cancel_reason_id: null, notes: null, hash: 'h' })
    expect(await v3.appointments.where('id').equals(5).count()).toBe(1)
    v3.close()
    await Dexie.delete(name)
  })

  it('version 4 (plans offline) keeps a version 3 device’s pending changes and adds the plan tables', async () => {
    const name = `upgrade-${crypto.randomUUID()}`
    const old = new Dexie(name)
    old.version(3).stores({
      session: 'key',
      company: 'key',
      referenceLists: 'name',
      outbox: '++seq, &id, entityId, state',
      serviceSessions: 'id, [provider_id+date], date, syncState',
      activeStudents: '[owner+referral_id], owner',
      caches: 'key',
      drafts: 'key',
      preferences: 'key',
      syncStatus: 'key',
      referrals: '[owner+id], owner',
      referralEvents: '[owner+id], owner, [owner+referral_id]',
      appointments: '[owner+id], owner, id, [owner+referral_id], [owner+date]',
      appointmentEvents: '[owner+id], owner, [owner+appointment_id]',
      referralLists: 'owner',
    })
    await old.table('outbox').add({
      id: 'm1', userId: 1, type: 'referral-appointment.event', entityId: 'appointment:5', request: { method: 'POST', path: '/referrals/events/appointments/5/events', body: {} },
      baseHash: 'h', createdAt: '', state: 'pending', attempts: 0, nextAttemptAt: 0,
    })
    old.close()

    const v4 = new BitacoraDatabase(name)
    await v4.open()
    expect(v4.verno).toBeGreaterThanOrEqual(4)
    expect(await v4.outbox.toArray()).toMatchObject([{ seq: 1, id: 'm1', state: 'pending' }])
    expect(await v4.plans.where('id').equals(7).count()).toBe(0)
    await v4.planLists.put({ owner: 'provider:1', progress_levels: [{ id: 1, name: 'Logrado' }] })
    expect(await v4.planLists.count()).toBe(1)
    v4.close()
    await Dexie.delete(name)
  })
})
