import Dexie from 'dexie'
import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { closeConnectionAsWebKitDoes } from '../../../test/support/idb-faults'
import { sessionFields } from '../../../test/support/session-fields'
import { SimServer, type Fault } from '../../../test/support/sim-server'
import { dataByReferral, visitsArb } from '../../../test/support/visit-objective-data'
import type { SessionVisitInput } from '../../domain/service-sessions/schemas'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { runSync } from '../../sync/engine'
import { recordSession, updateSession } from './commands'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Property: the IndexedDB connection closes at any moment, as WebKit closes it on its own
 * (every running transaction aborted, then the `close` event), while sessions are saved and
 * edited and the engine syncs through network faults. Then:
 * - a save that resolved ("Guardado en el dispositivo" on screen) was committed: another
 *   connection reads it at once, and it reaches the server exactly once — none lost — with its
 *   data per objective (test/support/visit-objective-data.ts);
 * - a save that failed left nothing behind (no row, no change to send), and the person keeps
 *   what they typed to try again;
 * - the app recovers without a reload: the next save after a closed connection works.
 * `PROPERTY_RUNS` sets the number of schedules (1,000 by default).
 */
type Op =
  | { kind: 'save'; notes: string; visits: SessionVisitInput[]; closeAfter: number | null }
  | { kind: 'edit'; target: number; notes: string; visits: SessionVisitInput[]; closeAfter: number | null }
  | { kind: 'sync'; faults: Fault[]; closeAfter: number | null }

const closeArb = fc.option(fc.nat({ max: 8 }), { nil: null })
const notesArb = fc.string({ maxLength: 6 })
const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'network', 'lose-response', 'server-error')
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('save' as const), notes: notesArb, visits: visitsArb(true), closeAfter: closeArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), notes: notesArb, visits: visitsArb(false), closeAfter: closeArb }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), faults: fc.array(faultArb, { maxLength: 4 }), closeAfter: closeArb }) },
)

/** A second, independent connection: it sees only what was committed. */
const probe = new Dexie(db.name)
afterAll(() => probe.close())

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Runs `work` while the connection is closed `closeAfter` ticks into it (or not at all). */
async function underClose<T>(closeAfter: number | null, work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  const closing = (async () => {
    if (closeAfter === null) return
    for (let count = 0; count < closeAfter; count++) await tick()
    closeConnectionAsWebKitDoes(db)
  })()
  const [result] = await Promise.allSettled([work(), closing])
  return result
}

async function play(ops: Op[]) {
  await db.open()
  if (!probe.isOpen()) await probe.open()
  await Promise.all(db.tables.map((table) => table.clear()))
  const server = new SimServer()
  server.install()
  await saveSignIn(tokens('1'), providerUser)
  /** Sessions whose save resolved, with the notes of their last resolved save. */
  const acknowledged = new Map<string, string>()
  /** And the visits of that save. */
  const acknowledgedVisits = new Map<string, SessionVisitInput[]>()
  for (const op of ops) {
    if (op.kind === 'save') {
      const result = await underClose(op.closeAfter, () => recordSession(sessionFields({ notes: op.notes, visits: op.visits }), providerUser))
      if (result.status === 'fulfilled') {
        const id = result.value
        acknowledged.set(id, op.notes)
        acknowledgedVisits.set(id, op.visits)
        // Said "saved" only once committed: a connection of its own reads it right away.
        expect((await probe.table('serviceSessions').get(id))?.notes).toBe(op.notes)
        expect(await probe.table('outbox').where('entityId').equals(id).count()).toBeGreaterThan(0)
      }
    } else if (op.kind === 'edit' && acknowledged.size > 0) {
      const id = [...acknowledged.keys()][op.target % acknowledged.size]!
      const result = await underClose(op.closeAfter, () => updateSession(id, sessionFields({ notes: op.notes, visits: op.visits }), providerUser))
      if (result.status === 'fulfilled') {
        acknowledged.set(id, op.notes)
        acknowledgedVisits.set(id, op.visits)
        expect((await probe.table('serviceSessions').get(id))?.notes).toBe(op.notes)
      } else {
        // A failed edit changed nothing: the device still shows the last saved text.
        expect((await probe.table('serviceSessions').get(id))?.notes).toBe(acknowledged.get(id))
      }
    } else if (op.kind === 'sync') {
      server.faults = [...op.faults]
      // A run whose connection closed under it stops there; what it had not written is sent again.
      await underClose(op.closeAfter, () => runSync({ reason: 'property', ignoreBackoff: true }))
      server.faults = []
    }
  }
  // Recovered without a reload: the next save works on the reopened connection.
  const last = await recordSession(sessionFields({ notes: 'después' }), providerUser)
  acknowledged.set(last, 'después')
  acknowledgedVisits.set(last, sessionFields().visits)
  for (let round = 0; round < 4; round++) await runSync({ reason: 'property', ignoreBackoff: true })
  return { server, acknowledged, acknowledgedVisits }
}

describe('sync with the IndexedDB connection closing at any moment', () => {
  it('loses no acknowledged write, never says saved before the commit, and recovers without a reload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 16 }), async (ops) => {
        const { server, acknowledged, acknowledgedVisits } = await play(ops)
        for (const count of server.effects.values()) expect(count).toBe(1)
        expect(await db.outbox.count()).toBe(0)
        // Exactly the sessions whose save resolved reached the server, with their last saved text;
        // a failed save left nothing to send.
        expect(new Set(server.sessions.keys())).toEqual(new Set(acknowledged.keys()))
        for (const [id, notes] of acknowledged) expect(server.sessions.get(id)?.notes).toBe(notes)
        // Each with the data per objective of its last saved visits, every point once.
        for (const [id, visits] of acknowledgedVisits) expect(dataByReferral(server.record(id)!.visits)).toEqual(dataByReferral(visits))
        expect(db.isOpen()).toBe(true)
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 1000) },
    )
  }, 600_000)
})
