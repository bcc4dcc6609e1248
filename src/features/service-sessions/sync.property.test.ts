import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { sessionFields } from '../../../test/support/session-fields'
import { CrashError, SimServer, type Fault } from '../../../test/support/sim-server'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { deleteSession, recordSession, updateSession } from './commands'
import { runSync } from '../../sync/engine'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Property: whatever happens between saving and acknowledging — lost answers, no network, 5xx,
 * expired tokens, the tab dying mid-sync, permanent refusals, office edits — once the network
 * heals and the engine runs to the end:
 * - no mutation was applied twice on the server;
 * - every saved change is either applied exactly once or still on the device, set aside for
 *   the person (refused or in conflict, or waiting behind such a change of the same session) —
 *   none is lost;
 * - for every session with nothing set aside, the device and the server agree.
 */
type Op =
  | { kind: 'save'; notes: string }
  | { kind: 'edit'; target: number; notes: string }
  | { kind: 'delete'; target: number }
  | { kind: 'sync'; faults: Fault[] }
  | { kind: 'refuse-next' }
  | { kind: 'office-edit'; target: number }

const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'network', 'lose-response', 'server-error', 'expire-token', 'crash')
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('save' as const), notes: fc.string({ maxLength: 8 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), notes: fc.string({ maxLength: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), faults: fc.array(faultArb, { maxLength: 6 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'refuse-next' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('office-edit' as const), target: fc.nat() }) },
)

async function sync(server: SimServer): Promise<void> {
  try {
    await runSync({ reason: 'property', ignoreBackoff: true })
  } catch (error) {
    // The tab "died" mid-sync: whatever the engine had not written yet is gone.
    if (!(error instanceof CrashError)) throw error
  }
  server.faults = []
}

async function play(ops: Op[]) {
  await Promise.all(db.tables.map((table) => table.clear()))
  const server = new SimServer()
  server.install()
  await saveSignIn(tokens('1'), providerUser)
  const saved: string[] = []
  for (const op of ops) {
    const live = (await db.serviceSessions.toArray()).filter((row) => !row.deleted).map((row) => row.id)
    if (op.kind === 'save') {
      saved.push(await recordSession(sessionFields({ notes: op.notes }), providerUser))
    } else if (op.kind === 'edit' && live.length > 0) {
      await updateSession(live[op.target % live.length]!, sessionFields({ notes: op.notes }), providerUser)
    } else if (op.kind === 'delete' && live.length > 0) {
      await deleteSession(live[op.target % live.length]!, providerUser)
    } else if (op.kind === 'sync') {
      server.faults = [...op.faults]
      await sync(server)
    } else if (op.kind === 'refuse-next') {
      const next = (await db.outbox.where('state').equals('pending').sortBy('seq'))[0]
      if (next) server.poison.add(next.id)
    } else if (op.kind === 'office-edit' && server.sessions.size > 0) {
      server.officeEdit([...server.sessions.keys()][op.target % server.sessions.size]!)
    }
  }
  // The network heals: run until nothing is left to send.
  for (let round = 0; round < 5; round++) await sync(server)
  return { server, saved }
}

describe('sync engine under any interleaving', () => {
  it('applies every change at most once and loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
        const { server, saved } = await play(ops)
        const outbox = await db.outbox.toArray()
        // Nothing applied twice.
        for (const count of server.effects.values()) expect(count).toBe(1)
        // Nothing left pending, except behind an earlier change of the same session that is set
        // aside for the person (a record's changes keep their order).
        const stuck = outbox.filter(
          (entry) =>
            entry.state === 'pending' &&
            !outbox.some((earlier) => earlier.entityId === entry.entityId && earlier.seq! < entry.seq! && earlier.state !== 'pending'),
        )
        expect(stuck).toEqual([])
        for (const entry of outbox) expect(server.effects.has(entry.id)).toBe(false)
        // Without office edits or refusals there is nothing to set aside: no spurious conflicts.
        if (!ops.some((op) => op.kind === 'office-edit' || op.kind === 'refuse-next')) expect(outbox).toEqual([])
        const setAside = new Set(outbox.map((entry) => entry.entityId))
        // Every saved session exists on the server unless it was deleted or is set aside.
        const rows = new Map((await db.serviceSessions.toArray()).map((row) => [row.id, row]))
        for (const id of saved) {
          if (setAside.has(id)) continue
          const onServer = server.sessions.get(id)
          const local = rows.get(id)
          expect(Boolean(onServer)).toBe(Boolean(local))
          if (onServer && local) {
            expect(local.syncState).toBe('synced')
            expect(local.hash).toBe(onServer.hash)
            expect(local.notes).toBe(onServer.notes)
          }
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    )
  }, 120_000)
})
