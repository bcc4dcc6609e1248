import { describe, expect, it, vi } from 'vitest'
import { db } from '../db/database'
import { fromServer } from '../db/local-session'
import type { ServiceSession } from '../domain/service-sessions/types'
import { mergeServerSessions } from './pull-sessions'

const FROM = '2026-09-24'
const TO = '2026-11-25'

const session = (id: string, date: string, notes = ''): ServiceSession => ({
  id,
  provider_id: 1,
  provider_specialty_id: 3,
  service_id: 2,
  location_id: 4,
  date,
  time: '09:00',
  duration_id: 1,
  session_type_id: 1,
  session_outcome_id: 1,
  notes,
  hash: `hash-${id}-${notes}`,
  visits: [{ id: `visit-${id}`, student_id: 10, referral_id: 20, visit_outcome_id: 1 }],
  created_at: `${date}T13:00:00.000Z`,
  updated_at: `${date}T13:00:00.000Z`,
  updated_by: 5,
})

const waitingChange = (entityId: string) =>
  db.outbox.add({
    id: `mutation-${entityId}`,
    userId: 5,
    type: 'service-session.update',
    entityId,
    request: {} as never,
    baseHash: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  })

describe("merging the server's sessions into the device's copy", () => {
  it('writes new and changed sessions, and nothing at all when nothing changed', async () => {
    const first = [session('a', '2026-11-20'), session('b', '2026-11-21')]
    await mergeServerSessions(first, 1, FROM, TO)
    expect(await db.serviceSessions.toArray()).toEqual(first.map(fromServer))

    // Every start of the app pulls again: the same answer must not wake the screens.
    const writes = vi.spyOn(db.serviceSessions, 'bulkPut')
    const puts = vi.spyOn(db.serviceSessions, 'put')
    const updates = vi.spyOn(db.serviceSessions, 'update')
    await mergeServerSessions(first, 1, FROM, TO)
    expect(writes).not.toHaveBeenCalled()
    expect(puts).not.toHaveBeenCalled()
    expect(updates).not.toHaveBeenCalled()

    // An edit at the office is written, and only that session.
    const edited = session('b', '2026-11-21', 'Corregida en la oficina')
    await mergeServerSessions([first[0]!, edited], 1, FROM, TO)
    expect(writes).toHaveBeenCalledTimes(1)
    expect(writes.mock.calls[0]![0]).toEqual([fromServer(edited)])
    expect((await db.serviceSessions.get('b'))?.notes).toBe('Corregida en la oficina')
    vi.restoreAllMocks()
  })

  it("keeps the person's waiting change, noting the server's version beside it", async () => {
    await mergeServerSessions([session('a', '2026-11-20')], 1, FROM, TO)
    await db.serviceSessions.update('a', { notes: 'Escrita en la tableta', syncState: 'pending' })
    await waitingChange('a')
    const office = session('a', '2026-11-20', 'Cambiada en la oficina')
    await mergeServerSessions([office], 1, FROM, TO)
    const row = await db.serviceSessions.get('a')
    expect(row?.notes).toBe('Escrita en la tableta')
    expect(row?.server).toEqual(office)
  })

  it('removes what the server no longer has, unless a change to it is waiting', async () => {
    await mergeServerSessions([session('a', '2026-11-20'), session('b', '2026-11-21'), session('c', '2026-11-22')], 1, FROM, TO)
    await waitingChange('c')
    await mergeServerSessions([session('a', '2026-11-20')], 1, FROM, TO)
    expect((await db.serviceSessions.toArray()).map((row) => row.id).sort()).toEqual(['a', 'c'])
  })
})
