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
    expect(v2.verno).toBe(2)
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
})
