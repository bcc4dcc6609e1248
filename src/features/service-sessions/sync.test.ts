import { beforeEach, describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { sessionFields } from '../../../test/support/session-fields'
import { SimServer } from '../../../test/support/sim-server'
import { db } from '../../db/database'
import { readSession, saveSignIn } from '../../db/session'
import { deleteSession, recordSession, updateSession } from './commands'
import { runSync } from '../../sync/engine'
import { readEngineStatus } from '../../sync/status'

// Syncs run when the test says so, not on the write's timer.
vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

let server: SimServer

beforeEach(async () => {
  server = new SimServer()
  server.install()
  await saveSignIn(tokens('1'), providerUser)
})

const sync = () => runSync({ reason: 'test', ignoreBackoff: true })

describe('sync engine', () => {
  it('sends saved sessions once, removes them from the outbox only after the server answered', async () => {
    const first = await recordSession(sessionFields({ notes: 'uno' }), providerUser)
    const second = await recordSession(sessionFields({ notes: 'dos' }), providerUser)
    expect(await db.outbox.count()).toBe(2)
    expect((await db.serviceSessions.get(first))?.syncState).toBe('pending')
    expect(await sync()).toBe('drained')
    expect(await db.outbox.count()).toBe(0)
    expect([...server.sessions.keys()].sort()).toEqual([first, second].sort())
    expect((await db.serviceSessions.get(first))?.syncState).toBe('synced')
    expect((await db.serviceSessions.get(first))?.hash).toBe(server.sessions.get(first)?.hash)
    expect((await readEngineStatus()).lastSuccessAt).not.toBeNull()
  })

  it('keeps everything when offline, and delivers once when the network returns', async () => {
    await recordSession(sessionFields(), providerUser)
    server.faults = ['network']
    expect(await sync()).toBe('offline')
    expect(await db.outbox.count()).toBe(1)
    expect((await readEngineStatus()).problem).toBe('offline')
    expect(await sync()).toBe('drained')
    expect(server.sessions.size).toBe(1)
  })

  it('does not apply twice a change whose answer was lost', async () => {
    const id = await recordSession(sessionFields(), providerUser)
    server.faults = ['lose-response']
    expect(await sync()).toBe('offline')
    expect(await sync()).toBe('drained')
    const key = [...server.effects.keys()][0]!
    expect(server.effects.get(key)).toBe(1)
    expect(server.sessions.get(id)).toBeDefined()
  })

  it('waits with backoff after a 5xx and tries again later', async () => {
    await recordSession(sessionFields(), providerUser)
    server.faults = ['server-error']
    expect(await runSync({ reason: 'test' })).toBe('server')
    const [entry] = await db.outbox.toArray()
    expect(entry?.attempts).toBe(1)
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now())
    // Without a reason to hurry, the entry waits out its backoff, and the bar still says why.
    expect(await runSync({ reason: 'timer' })).toBe('waiting')
    expect(server.sessions.size).toBe(0)
    expect((await readEngineStatus()).problem).toBe('server')
    expect(await runSync({ reason: 'online', ignoreBackoff: true })).toBe('drained')
    expect(server.sessions.size).toBe(1)
  })

  it('renews an expired token once for the whole queue', async () => {
    for (let index = 0; index < 5; index++) await recordSession(sessionFields({ notes: String(index) }), providerUser)
    server.faults = ['expire-token']
    expect(await sync()).toBe('drained')
    expect(server.refreshCount).toBe(1)
    expect(server.sessions.size).toBe(5)
    expect((await readSession())?.accessToken).toBe(server.accessToken)
  })

  it('pauses the queue, keeping it, when the refresh token is refused; resumes after signing in', async () => {
    await recordSession(sessionFields(), providerUser)
    server.faults = ['expire-token']
    server.refreshToken = 'revoked-elsewhere'
    expect(await sync()).toBe('sign-in')
    expect((await readSession())?.status).toBe('expired')
    expect(await db.outbox.count()).toBe(1)
    expect((await readEngineStatus()).problem).toBe('sign-in')
    // The same person signs in again.
    server.accessToken = 'access-9'
    await saveSignIn(tokens('9'), providerUser)
    expect(await sync()).toBe('drained')
    expect(server.sessions.size).toBe(1)
  })

  it('sets a refused change aside and keeps sending the rest', async () => {
    const refused = await recordSession(sessionFields({ notes: 'mala' }), providerUser)
    const fine = await recordSession(sessionFields({ notes: 'buena' }), providerUser)
    const [first] = await db.outbox.orderBy('seq').toArray()
    server.poison.add(first!.id)
    expect(await sync()).toBe('drained')
    expect(server.sessions.has(fine)).toBe(true)
    const parked = await db.outbox.toArray()
    expect(parked).toHaveLength(1)
    expect(parked[0]).toMatchObject({ state: 'failed', lastError: { status: 422, code: 'validation_failed', errors: { time: 'time_window' } } })
    expect((await db.serviceSessions.get(refused))?.syncState).toBe('failed')
  })

  it("keeps a record's changes in order: later edits wait behind a refused one", async () => {
    const id = await recordSession(sessionFields(), providerUser)
    await updateSession(id, sessionFields({ notes: 'corregida' }), providerUser)
    const [create] = await db.outbox.orderBy('seq').toArray()
    server.poison.add(create!.id)
    await sync()
    expect(server.sessions.has(id)).toBe(false)
    expect(await db.outbox.count()).toBe(2)
  })

  it('bases offline edits on the version the server gives the first change', async () => {
    const id = await recordSession(sessionFields(), providerUser)
    await updateSession(id, sessionFields({ notes: 'una' }), providerUser)
    await updateSession(id, sessionFields({ notes: 'dos' }), providerUser)
    expect(await sync()).toBe('drained')
    expect(server.sessions.get(id)?.notes).toBe('dos')
    expect(await db.outbox.count()).toBe(0)
    expect((await db.serviceSessions.get(id))?.notes).toBe('dos')
  })

  it('turns a change based on an old version into a conflict holding the server version', async () => {
    const id = await recordSession(sessionFields(), providerUser)
    await sync()
    server.officeEdit(id)
    await updateSession(id, sessionFields({ notes: 'mía' }), providerUser)
    await sync()
    const [entry] = await db.outbox.toArray()
    expect(entry?.state).toBe('conflict')
    expect(entry?.current?.notes).toContain('(oficina)')
    expect((await db.serviceSessions.get(id))?.syncState).toBe('conflict')
    expect((await db.serviceSessions.get(id))?.notes).toBe('mía')
  })

  it('deletes on the server and then on the device', async () => {
    const id = await recordSession(sessionFields(), providerUser)
    await sync()
    await deleteSession(id, providerUser)
    expect((await db.serviceSessions.get(id))?.deleted).toBe(true)
    await sync()
    expect(server.sessions.has(id)).toBe(false)
    expect(await db.serviceSessions.get(id)).toBeUndefined()
  })

  it("never sends another person's changes under the signed-in person's token", async () => {
    await recordSession(sessionFields(), providerUser)
    await saveSignIn(tokens('1'), { ...providerUser, id: 99, email: 'otra@example.com' })
    expect(await sync()).toBe('drained')
    expect(server.sessions.size).toBe(0)
    expect(await db.outbox.count()).toBe(1)
  })

  it('sends the queue in batches with a report of the device, one change per session per batch, and reports the emptied queue', async () => {
    const ids = []
    for (let index = 0; index < 3; index++) ids.push(await recordSession(sessionFields({ notes: `lote ${index}` }), providerUser))
    await updateSession(ids[0]!, sessionFields({ notes: 'editada' }), providerUser)
    const [first, , , last] = await db.outbox.toCollection().primaryKeys()
    expect(await sync()).toBe('drained')
    // Three first sessions, then the edit, then a contact with no changes that reports the empty queue.
    expect(server.pushes.map((push) => push.size)).toEqual([3, 1, 0])
    expect(server.pushes[0]!.report).toMatchObject({ queue_depth: 4, last_numbered: last, unsent: [[first, last]] })
    expect(server.pushes[2]!.report).toMatchObject({ queue_depth: 0, oldest_pending_at: null, unsent: [] })
    expect(server.sessions.get(ids[0]!)?.notes).toBe('editada')
  })

  it('falls back to one request per change when the server has no batched push', async () => {
    server.offersPush = false
    await recordSession(sessionFields(), providerUser)
    await recordSession(sessionFields(), providerUser)
    expect(await sync()).toBe('drained')
    expect(server.sessions.size).toBe(2)
    expect([...server.effects.values()]).toEqual([1, 1])
  })
})
