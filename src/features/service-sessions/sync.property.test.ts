import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { sessionFields } from '../../../test/support/session-fields'
import { CrashError, SimServer, type Fault } from '../../../test/support/sim-server'
import { dataByReferral, objectiveDataArb, PLANNED_REFERRAL, visitsArb } from '../../../test/support/visit-objective-data'
import type { ObjectiveDatum, ObjectiveDatumAnswer } from '../../domain/plans/objective-data'
import type { SessionVisitInput } from '../../domain/service-sessions/schemas'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { deleteSession, recordSession, updateSession } from './commands'
import { runSync } from '../../sync/engine'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Property: whatever happens between saving and acknowledging — lost answers, no network, 5xx,
 * expired tokens, the tab dying at any of the kill points, permanent refusals, office edits,
 * another tablet of the same provider editing the same sessions — once the network heals and the
 * engine runs to the end:
 * - no mutation was applied twice on the server;
 * - every saved change is either applied exactly once or still on the device, set aside for
 *   the person (refused or in conflict, or waiting behind such a change of the same session) —
 *   none is lost;
 * - for every session with nothing set aside, the device and the server agree, and when the
 *   device wrote last the server holds the person's last text and data per objective (the model);
 * - no data point per objective is ever stored twice, nor left behind on a visit that is gone;
 * - clinical text is never silently overwritten: every device change the server accepted was
 *   based on the version the person was looking at when saving it, or on the version the server
 *   answered to this device's own earlier change — never on an office or other-tablet version
 *   the person did not see; and a session in conflict keeps the person's text and data on the
 *   device.
 *
 * Saves and edits name one or two students, the planned one's visit with 0–2 data points
 * (test/support/visit-objective-data.ts); the other tablet sometimes rewrites that visit's data.
 *
 * Kill points (the tab or worker dies, and a fresh engine runs next): after the local commit and
 * before sending (`crash` as the first fault), mid-send (`crash`: the request never arrives),
 * after the server committed and before its answer (`crash-after-commit`), and during the
 * acknowledgement write (`killAckWrite`: the Dexie transaction that removes acknowledged entries
 * aborts). A worker update is the last two: the old worker dies with answers in hand and the new
 * one starts from what the device has on disk.
 *
 * `PROPERTY_RUNS` sets the number of schedules (1,000 by default; docs/tests.md, "Property tests", for long runs).
 */
type Op =
  | { kind: 'save'; notes: string; visits: SessionVisitInput[] }
  | { kind: 'edit'; target: number; notes: string; visits: SessionVisitInput[] }
  | { kind: 'delete'; target: number }
  | { kind: 'sync'; faults: Fault[]; killAckWrite: boolean }
  | { kind: 'refuse-next' }
  | { kind: 'office-edit'; target: number }
  | { kind: 'tablet-b-pull' }
  | { kind: 'tablet-b-edit'; target: number; notes: string; data: ObjectiveDatum[] | undefined }

const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'network', 'lose-response', 'server-error', 'expire-token', 'crash', 'crash-after-commit')
const notesArb = fc.string({ maxLength: 8 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('save' as const), notes: notesArb, visits: visitsArb(true) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), notes: notesArb, visits: visitsArb(false) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('sync' as const), faults: fc.array(faultArb, { maxLength: 6 }), killAckWrite: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'refuse-next' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('office-edit' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'tablet-b-pull' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tablet-b-edit' as const),
      target: fc.nat(),
      notes: notesArb,
      data: fc.option(objectiveDataArb, { nil: undefined }),
    }),
  },
)

// The kill point inside the acknowledgement write: the transaction that deletes acknowledged
// entries dies with the tab, so none of its writes land.
let killAckWrite = false
beforeEach(() => {
  const bulkDelete = db.outbox.bulkDelete.bind(db.outbox)
  vi.spyOn(db.outbox, 'bulkDelete').mockImplementation((keys) => {
    if (!killAckWrite) return bulkDelete(keys)
    killAckWrite = false
    throw new CrashError('the tab was closed while writing acknowledgements')
  })
})
afterEach(() => vi.restoreAllMocks())

async function sync(server: SimServer, killAck = false): Promise<void> {
  killAckWrite = killAck
  try {
    await runSync({ reason: 'property', ignoreBackoff: true })
  } catch (error) {
    // The tab "died" mid-sync: whatever the engine had not written yet is gone.
    if (!(error instanceof CrashError) && !(error instanceof Error && error.cause instanceof CrashError)) throw error
  }
  killAckWrite = false
  server.faults = []
}

async function play(ops: Op[]) {
  await Promise.all(db.tables.map((table) => table.clear()))
  const server = new SimServer()
  server.install()
  await saveSignIn(tokens('1'), providerUser)
  const saved: string[] = []
  // The model of the person's text: the last notes saved on this device per session.
  const lastSaved = new Map<string, string>()
  // And of their data per objective: each visit's data in the last save, by referral.
  const lastSavedData = new Map<string, Record<number, ObjectiveDatumAnswer[]>>()
  // Every change saved, by mutation id, with the version the person saw when saving it.
  const savedBase = new Map<string, string | null>()
  const noteSaved = async () => {
    const entry = await db.outbox.orderBy('seq').last()
    if (entry) savedBase.set(entry.id, entry.baseHash)
  }
  for (const op of ops) {
    const live = (await db.serviceSessions.toArray()).filter((row) => !row.deleted).map((row) => row.id)
    const onServer = [...server.sessions.keys()]
    if (op.kind === 'save') {
      const id = await recordSession(sessionFields({ notes: op.notes, visits: op.visits }), providerUser)
      saved.push(id)
      lastSaved.set(id, op.notes)
      lastSavedData.set(id, dataByReferral(op.visits))
      await noteSaved()
    } else if (op.kind === 'edit' && live.length > 0) {
      const id = live[op.target % live.length]!
      await updateSession(id, sessionFields({ notes: op.notes, visits: op.visits }), providerUser)
      lastSaved.set(id, op.notes)
      lastSavedData.set(id, dataByReferral(op.visits))
      await noteSaved()
    } else if (op.kind === 'delete' && live.length > 0) {
      await deleteSession(live[op.target % live.length]!, providerUser)
      await noteSaved()
    } else if (op.kind === 'sync') {
      server.faults = [...op.faults]
      await sync(server, op.killAckWrite)
    } else if (op.kind === 'refuse-next') {
      const next = (await db.outbox.where('state').equals('pending').sortBy('seq'))[0]
      if (next) server.poison.add(next.id)
    } else if (op.kind === 'office-edit' && onServer.length > 0) {
      server.officeEdit(onServer[op.target % onServer.length]!)
    } else if (op.kind === 'tablet-b-pull') {
      server.tabletBPull()
    } else if (op.kind === 'tablet-b-edit' && onServer.length > 0) {
      const data = op.data && { referral_id: PLANNED_REFERRAL, objective_data: op.data }
      server.tabletBEdit(onServer[op.target % onServer.length]!, `b:${op.notes}`, data)
    }
  }
  // The network heals: run until nothing is left to send.
  for (let round = 0; round < 5; round++) await sync(server)
  return { server, saved, lastSaved, lastSavedData, savedBase }
}

const foreignWrites = new Set<Op['kind']>(['office-edit', 'refuse-next', 'tablet-b-edit'])

describe('sync engine under any interleaving', () => {
  it('applies every change at most once, loses none, converges, and never overwrites text silently', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
        const { server, saved, lastSaved, lastSavedData, savedBase } = await play(ops)
        const outbox = await db.outbox.toArray()
        // Nothing applied twice.
        for (const count of server.effects.values()) expect(count).toBe(1)
        // No data point stored twice (each objective once per visit), none on a visit that is gone.
        const points = server.objectiveData.map((row) => `${row.visit_id}/${row.objective_id}`)
        expect(points.length).toBe(new Set(points).size)
        const liveVisits = new Set([...server.sessions.values()].flatMap((session) => session.visits.map((visit) => visit.id)))
        for (const row of server.objectiveData) expect(liveVisits.has(row.visit_id)).toBe(true)
        // Every saved change is applied or still on the device: none lost.
        const onDevice = new Set(outbox.map((entry) => entry.id))
        for (const id of savedBase.keys()) expect(server.effects.has(id) !== onDevice.has(id)).toBe(true)
        // No device change accepted on a version written elsewhere that the person never saw.
        for (const [id, base] of server.acceptedOnBase) {
          if (base !== savedBase.get(id)) expect(server.hashWriter.get(base)).toBe('device')
        }
        // Nothing left pending, except behind an earlier change of the same session that is set
        // aside for the person (a record's changes keep their order).
        const stuck = outbox.filter(
          (entry) =>
            entry.state === 'pending' &&
            !outbox.some((earlier) => earlier.entityId === entry.entityId && earlier.seq! < entry.seq! && earlier.state !== 'pending'),
        )
        expect(stuck).toEqual([])
        for (const entry of outbox) expect(server.effects.has(entry.id)).toBe(false)
        // Without foreign writes or refusals there is nothing to set aside: no spurious conflicts.
        if (!ops.some((op) => foreignWrites.has(op.kind))) expect(outbox).toEqual([])
        const setAside = new Set(outbox.map((entry) => entry.entityId))
        const rows = new Map((await db.serviceSessions.toArray()).map((row) => [row.id, row]))
        // A session in conflict keeps the person's text on the device, beside the server's version.
        for (const entry of outbox.filter((item) => item.state === 'conflict')) {
          const local = rows.get(entry.entityId)
          if (local && !local.deleted) {
            expect(local.notes).toBe(lastSaved.get(entry.entityId))
            expect(dataByReferral(local.visits)).toEqual(lastSavedData.get(entry.entityId))
          }
        }
        // Every saved session exists on the server unless it was deleted or is set aside; where
        // nothing is set aside the device equals the server, and the model when it wrote last.
        for (const id of saved) {
          if (setAside.has(id)) continue
          const onServer = server.record(id)
          const local = rows.get(id)
          expect(Boolean(onServer)).toBe(Boolean(local))
          if (onServer && local) {
            expect(local.syncState).toBe('synced')
            expect(local.hash).toBe(onServer.hash)
            expect(local.notes).toBe(onServer.notes)
            expect(dataByReferral(local.visits)).toEqual(dataByReferral(onServer.visits))
            if (server.lastWriter.get(id) === 'device') {
              expect(onServer.notes).toBe(lastSaved.get(id))
              expect(dataByReferral(onServer.visits)).toEqual(lastSavedData.get(id))
            }
          }
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 1000) },
    )
  }, 600_000)
})
