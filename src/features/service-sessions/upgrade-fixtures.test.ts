import Dexie from 'dexie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import v1 from '../../../test/fixtures/dexie/v1.json'
import v2 from '../../../test/fixtures/dexie/v2.json'
import v3 from '../../../test/fixtures/dexie/v3.json'
import { SimServer } from '../../../test/support/sim-server'
import { runSync } from '../../sync/engine'
import { db } from '../../db/database'
import type { ReferralAppointment } from '../../domain/referrals/types'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Every released version of the device database, as a tablet left it (test/fixtures/dexie, one
 * file per version, with pending outbox entries in that version's shape), opened by today's
 * code: the upgrade keeps every row, and the engine delivers every pending entry, none lost.
 * A new Dexie version adds its fixture here, written by the release before it.
 */
interface Fixture {
  version: number
  stores: Record<string, string>
  rows: Record<string, unknown[]>
}

async function writeFixture(fixture: Fixture): Promise<void> {
  db.close()
  await Dexie.delete(db.name)
  const old = new Dexie(db.name)
  old.version(fixture.version).stores(fixture.stores)
  await old.open()
  for (const [table, rows] of Object.entries(fixture.rows)) await old.table(table).bulkAdd(rows)
  old.close()
}

beforeEach(() => {
  vi.restoreAllMocks()
})

describe.each([v1, v2, v3] as Fixture[])('a device left on database version $version', (fixture) => {
  it('opens with today’s code, keeps its rows, and delivers every pending entry exactly once', async () => {
    await writeFixture(fixture)
    const server = new SimServer()
    for (const appointment of (fixture.rows.appointments ?? []) as (ReferralAppointment & { owner: string })[]) {
      const { owner: _owner, ...onServer } = appointment
      server.appointments.set(onServer.id, onServer)
    }
    server.install()
    await db.open()
    expect(db.verno).toBeGreaterThanOrEqual(fixture.version)
    expect((await db.session.get('current'))?.user.email).toBe('terapeuta@example.com')
    expect(await db.referenceLists.count()).toBe(fixture.rows.referenceLists!.length)

    const pending = (fixture.rows.outbox ?? []) as { id: string }[]
    expect(await db.outbox.count()).toBe(pending.length)
    expect(await runSync({ reason: 'upgrade', ignoreBackoff: true })).toBe('drained')
    expect(await db.outbox.count()).toBe(0)
    for (const entry of pending) expect(server.effects.get(entry.id)).toBe(1)
    // The edited session arrived with its last text; the created-then-deleted one is gone.
    if (pending.length > 0) expect([...server.sessions.values()].map((session) => session.notes)).toEqual(['editada en v2'])
    // Two events of one appointment saved on the same version: the second went on the version
    // the first produced, and the device's copy holds the server's answer.
    const appointmentEntries = pending.filter((entry) => (entry as { type?: string }).type === 'referral-appointment.event')
    expect(server.appointmentEvents).toHaveLength(appointmentEntries.length)
    if (appointmentEntries.length > 0) {
      const [held] = await db.appointments.where('id').equals(30).toArray()
      expect(held).toMatchObject({ status: 'held', hash: server.appointments.get(30)!.hash })
      expect(await db.appointmentEvents.where('[owner+appointment_id]').equals(['provider:1', 30]).count()).toBe(1 + appointmentEntries.length)
    }
  })
})
