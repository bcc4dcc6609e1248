import 'fake-indexeddb/auto'
import { and, asc, eq, inArray, lte, gte, ne } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/db/database'
import { readSession, saveSignIn } from '../../src/db/session'
import type { CurrentUser, TokenPair } from '../../src/domain/schemas/auth'
import type { SessionFields } from '../../src/domain/service-sessions/schemas'
import { KIND_RANGES, type MeasurementKind, type ObjectiveDatum } from '../../src/domain/plans/objective-data'
import { PLAN_STATUS } from '../../src/domain/plans/status'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { deleteSession, recordSession, updateSession } from '../../src/features/service-sessions/commands'
import { runSync } from '../../src/sync/engine'
import {
  academicYears,
  idempotencyKeys,
  interventionPlans,
  measurementTypes,
  planObjectives,
  providerBillLines,
  serviceSessions,
  sessionChanges,
  visitObjectiveData,
  visits,
} from '../../server/db/schema'
import { activeReferralsOf, lookups, mutation, providerIdOf, updateBody } from '../../server/test-support/sessions'
import { createTestApp, TEST_NOW, type TestApp } from '../../server/test-support/test-app'
import { CrashError, InProcessServer, type Fault } from './in-process-device'

vi.mock('../../src/sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * The sync property against the REAL server: the device's engine, commands and Dexie database
 * (fake-indexeddb) talk to the real Hono app on PGlite in-process (PostgreSQL with
 * TEST_DATABASE_URL), with the same kill points as the simulator's property
 * (src/features/service-sessions/sync.property.test.ts): after the local commit and mid-send
 * (`crash`), after the server committed and before its answer (`crash-after-commit`, also how a
 * worker update kills the old worker with answers in hand), during the acknowledgement write
 * (`killAckWrite`). Foreign writers are real too: an office editor (staff, PUT) and another
 * tablet of the same provider (PUT on the version it knows, shown a 409 when stale), all on the
 * same sessions. A refused change is a real one: a referral the provider may not see.
 *
 * After the network heals and the engine runs to the end:
 * - exactly once: each session has one history row per applied change (the device's, the
 *   office's, the other tablet's) — no effect twice;
 * - none lost: every saved change is applied on the server (its idempotency record) xor still on
 *   the device, set aside for the person or waiting behind such a change;
 * - convergence: where nothing is set aside, the device equals the server, and equals the model
 *   (the person's last text) when the device wrote last;
 * - never silently overwritten: every device change the server accepted was based on the version
 *   the person saw when saving it or on one this device's own earlier change produced.
 *
 * Saves and edits carry data per objective (docs/plans.md), drawn from the real objectives of the
 * seeded plan in force for the session's referral: the server stores each visit's list once
 * (one row per datum, never twice), and where the device wrote last it holds the person's last list.
 *
 * `SERVER_PROPERTY_RUNS` sets the number of schedules (docs/tests.md, "Property tests": how many fit in CI, long runs).
 */
/** Data per objective as generated: which objective (an index into the plan's), a value within its kind (scaled), a note. */
type DataPick = { objective: number; value: number; note: string | null }[]

type Op =
  | { kind: 'save'; notes: string; data: DataPick }
  | { kind: 'save-refused' }
  | { kind: 'edit'; target: number; notes: string; data: DataPick }
  | { kind: 'delete'; target: number }
  | { kind: 'sync'; faults: Fault[]; killAckWrite: boolean }
  | { kind: 'office-edit'; target: number }
  | { kind: 'tablet-b-pull' }
  | { kind: 'tablet-b-edit'; target: number; notes: string }

const faultArb = fc.constantFrom<Fault>('ok', 'ok', 'network', 'lose-response', 'server-error', 'expire-token', 'crash', 'crash-after-commit')
const notesArb = fc.string({ maxLength: 8 }).map((text) => text.replace(/\p{Cc}/gu, ''))
const dataArb: fc.Arbitrary<DataPick> = fc.array(fc.record({ objective: fc.nat(), value: fc.nat(), note: fc.option(notesArb, { nil: null }) }), { maxLength: 3 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('save' as const), notes: notesArb, data: dataArb }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'save-refused' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), notes: notesArb, data: dataArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('sync' as const), faults: fc.array(faultArb, { maxLength: 6 }), killAckWrite: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('office-edit' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'tablet-b-pull' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tablet-b-edit' as const), target: fc.nat(), notes: notesArb }) },
)

let t: TestApp
let user: CurrentUser
/** The device's sign-in, carried from one schedule to the next (refreshes rotate it). */
let devicePair: TokenPair
let officeToken: string
let tabletBToken: string
let fields: SessionFields
let refusedFields: SessionFields
let providerId: number
/** The objectives of the plan in force for the referral of `fields` on its date, with their kinds (the seed's). */
let objectives: { id: number; kind: MeasurementKind }[]

/** The generated picks as the visit's data: real objectives of the plan, each once, a value its kind takes. */
function objectiveData(picks: DataPick): ObjectiveDatum[] {
  const data = new Map<number, ObjectiveDatum>()
  for (const pick of picks) {
    const objective = objectives[pick.objective % objectives.length]!
    const { min, max } = KIND_RANGES[objective.kind]
    if (!data.has(objective.id)) data.set(objective.id, { objective_id: objective.id, value: min + (pick.value % (max - min + 1)), note: pick.note })
  }
  return [...data.values()]
}

const withData = (picks: DataPick, notes: string): SessionFields => ({ ...fields, notes, visits: [{ ...fields.visits[0]!, objective_data: objectiveData(picks) }] })

/** The data per objective the server stores for a session's visits, by objective (every row: a datum stored twice would show). */
async function storedData(sessionId: string): Promise<{ objective_id: number; value: number; note: string | null }[]> {
  return t.db
    .select({ objective_id: visitObjectiveData.objective_id, value: visitObjectiveData.value, note: visitObjectiveData.note })
    .from(visitObjectiveData)
    .innerJoin(visits, eq(visits.id, visitObjectiveData.visit_id))
    .where(eq(visits.session_id, sessionId))
    .orderBy(asc(visitObjectiveData.objective_id))
}

const byObjective = (data: readonly { objective_id: number; value: number; note?: string | null }[]) =>
  [...data].map(({ objective_id, value, note }) => ({ objective_id, value, note: note ?? null })).sort((a, b) => a.objective_id - b.objective_id)

/**
 * Each schedule starts with none of the provider's sessions on the server, so the device's pull
 * (every page of its replica window) stays as small as one schedule and 1,000 schedules cost
 * 1,000 times one, not a growing sum.
 */
async function clearProviderSessions(): Promise<void> {
  const ids = (await t.db.select({ id: serviceSessions.id }).from(serviceSessions).where(eq(serviceSessions.provider_id, providerId))).map((row) => row.id)
  if (ids.length === 0) return
  await t.db.delete(sessionChanges).where(inArray(sessionChanges.session_id, ids))
  // The seeded bills price some of these visits; their lines go first (the visits are referenced).
  await t.db.delete(providerBillLines).where(inArray(providerBillLines.visit_id, t.db.select({ id: visits.id }).from(visits).where(inArray(visits.session_id, ids))))
  await t.db.delete(serviceSessions).where(inArray(serviceSessions.id, ids))
}

beforeAll(async () => {
  // The device's clock reads the server's (TEST_NOW), so its replica window covers the
  // sessions of the schedules and office edits reach it through the real pull. Faked before the
  // app (and its in-process PGlite) starts: a timer PostgreSQL armed on the real clock would
  // otherwise lie 262 days ahead of the faked one and re-fire every millisecond.
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW })
  t = await createTestApp()
  devicePair = await t.login('terapeuta@example.com')
  tabletBToken = (await t.login('terapeuta@example.com')).accessToken
  officeToken = (await t.login('oficina@example.com')).accessToken
  user = (await (await t.authed('/api/users/user', devicePair.accessToken)).json()) as CurrentUser
  const ids = await lookups(t)
  providerId = await providerIdOf(t, 'terapeuta@example.com')
  // Her first active referral with a plan in force (not a draft, its academic year holding the
  // session's date) that has objectives: the data per objective name them.
  const date = '2026-03-09'
  const inForce = async (referralId: number) =>
    t.db
      .select({ id: planObjectives.id, kind: measurementTypes.kind })
      .from(planObjectives)
      .innerJoin(interventionPlans, eq(interventionPlans.id, planObjectives.plan_id))
      .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
      .innerJoin(measurementTypes, eq(measurementTypes.id, planObjectives.measurement_type_id))
      .where(and(eq(interventionPlans.referral_id, referralId), ne(interventionPlans.status_id, PLAN_STATUS.draft), lte(academicYears.start_date, date), gte(academicYears.end_date, date)))
      .orderBy(asc(planObjectives.id))
  let own: Awaited<ReturnType<typeof activeReferralsOf>>[number] | undefined
  for (const referral of await activeReferralsOf(t, providerId)) {
    const found = await inForce(referral.id)
    if (found.length > 0) {
      own = referral
      objectives = found
      break
    }
  }
  expect(own, 'the seed gives Marisol a referral with a plan in force on the session date').toBeDefined()
  const [foreign] = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com'))
  // The day before the server's clock (TEST_NOW): valid on the device and on the server.
  fields = {
    date,
    time: '08:00',
    duration_id: ids.duration(30),
    location_id: own!.location_id,
    session_type_id: ids.sessionType('Terapia individual'),
    session_outcome_id: ids.outcome('Sesión ofrecida'),
    service_id: own!.service_id,
    notes: '',
    visits: [{ student_id: own!.student_id, referral_id: own!.id, visit_outcome_id: ids.visitOutcome('Asistió') }],
  }
  // Another provider's referral: well formed on the device, refused by the server (422).
  refusedFields = { ...fields, visits: [{ ...fields.visits[0]!, student_id: foreign!.student_id, referral_id: foreign!.id }] }
}, 120_000)
afterAll(async () => {
  vi.useRealTimers()
  await t?.close()
})

// The kill point inside the acknowledgement write: the transaction that deletes acknowledged
// entries dies with the tab, so none of its writes land.
let killAckWrite = false
const bulkDelete = db.outbox.bulkDelete.bind(db.outbox)
vi.spyOn(db.outbox, 'bulkDelete').mockImplementation((keys) => {
  if (!killAckWrite) return bulkDelete(keys)
  killAckWrite = false
  throw new CrashError('the tab was closed while writing acknowledgements')
})
afterEach(() => vi.unstubAllGlobals())

async function sync(server: InProcessServer, killAck = false): Promise<void> {
  killAckWrite = killAck
  try {
    await runSync({ reason: 'property', ignoreBackoff: true })
  } catch (error) {
    if (!(error instanceof CrashError) && !(error instanceof Error && error.cause instanceof CrashError)) throw error
  }
  killAckWrite = false
  server.faults = []
}

async function readServer(id: string): Promise<ServiceSession | null> {
  const response = await t.authed(`/api/service-sessions/${id}`, officeToken)
  return response.ok ? ((await response.json()) as ServiceSession) : null
}

async function play(ops: Op[]) {
  await Promise.all(db.tables.map((table) => table.clear()))
  await clearProviderSessions()
  const server = new InProcessServer(t)
  server.install()
  await saveSignIn(devicePair, user)
  const saved: string[] = []
  const lastSaved = new Map<string, string>()
  /** The model of the person's data per objective: the last list saved on this device per session. */
  const lastData = new Map<string, ObjectiveDatum[]>()
  const savedBase = new Map<string, string | null>()
  const entityOf = new Map<string, string>()
  /** Writes of the office and the other tablet that the server applied, per session. */
  const foreignEffects = new Map<string, number>()
  const tabletB = new Map<string, ServiceSession>()
  const noteSaved = async () => {
    const entry = await db.outbox.orderBy('seq').last()
    if (entry && !savedBase.has(entry.id)) {
      savedBase.set(entry.id, entry.baseHash)
      entityOf.set(entry.id, entry.entityId)
    }
  }
  const foreignPut = async (session: ServiceSession, notes: string, token: string, writer: 'office' | 'tablet-b') => {
    const response = await t.authed(`/api/service-sessions/${session.id}`, token, mutation('PUT', updateBody(session, { notes })))
    if (response.status === 200) {
      const updated = (await response.json()) as ServiceSession
      server.noteForeignWrite(updated, writer)
      foreignEffects.set(session.id, (foreignEffects.get(session.id) ?? 0) + 1)
      return updated
    }
    // A stale version is shown to that person as a conflict (409), never written over.
    expect([404, 409]).toContain(response.status)
    return null
  }
  for (const op of ops) {
    const live = (await db.serviceSessions.toArray()).filter((row) => !row.deleted).map((row) => row.id)
    const onServer = saved.filter((id) => server.lastWriter.has(id))
    if (op.kind === 'save' || op.kind === 'save-refused') {
      const notes = op.kind === 'save' ? op.notes : 'rechazada'
      const id = await recordSession(op.kind === 'save' ? withData(op.data, notes) : { ...refusedFields, notes }, user)
      saved.push(id)
      lastSaved.set(id, notes)
      if (op.kind === 'save') lastData.set(id, objectiveData(op.data))
      await noteSaved()
    } else if (op.kind === 'edit' && live.length > 0) {
      const id = live[op.target % live.length]!
      await updateSession(id, withData(op.data, op.notes), user)
      lastSaved.set(id, op.notes)
      lastData.set(id, objectiveData(op.data))
      await noteSaved()
    } else if (op.kind === 'delete' && live.length > 0) {
      await deleteSession(live[op.target % live.length]!, user)
      await noteSaved()
    } else if (op.kind === 'sync') {
      server.faults = [...op.faults]
      await sync(server, op.killAckWrite)
    } else if (op.kind === 'office-edit' && onServer.length > 0) {
      const current = await readServer(onServer[op.target % onServer.length]!)
      if (current) await foreignPut(current, `${current.notes} (oficina)`, officeToken, 'office')
    } else if (op.kind === 'tablet-b-pull') {
      for (const id of onServer) {
        const current = await readServer(id)
        if (current) tabletB.set(id, current)
      }
    } else if (op.kind === 'tablet-b-edit' && tabletB.size > 0) {
      const known = [...tabletB.values()][op.target % tabletB.size]!
      const updated = await foreignPut(known, `b:${op.notes}`, tabletBToken, 'tablet-b')
      if (updated) tabletB.set(known.id, updated)
    }
  }
  for (let round = 0; round < 5; round++) await sync(server)
  // The next schedule signs in with whatever pair the device holds now (refreshes rotate it).
  const session = await readSession()
  devicePair = { accessToken: session!.accessToken, refreshToken: session!.refreshToken, tokenType: 'bearer' }
  return { server, saved, lastSaved, lastData, savedBase, entityOf, foreignEffects }
}

const foreignWrites = new Set<Op['kind']>(['office-edit', 'save-refused', 'tablet-b-edit'])

const runs = Number(process.env.SERVER_PROPERTY_RUNS ?? 1000)
/** Sessions checked with data per objective stored, over every schedule: the property is not vacuous for them. */
let sessionsWithData = 0

describe('sync engine against the real server, under any interleaving', () => {
  it('applies every change exactly once, loses none, converges, and never overwrites text silently', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24 }), async (ops) => {
        const { server, saved, lastSaved, lastData, savedBase, entityOf, foreignEffects } = await play(ops)
        expect((await readSession())?.status).toBe('active')
        const outbox = await db.outbox.toArray()
        const onDevice = new Set(outbox.map((entry) => entry.id))
        const mutationIds = [...savedBase.keys()]
        const appliedKeys = new Set(
          mutationIds.length ? (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, mutationIds))).map((row) => row.key) : [],
        )
        // None lost, none both applied and still waiting.
        for (const id of mutationIds) expect(appliedKeys.has(id) || server.goneDeletes.has(id)).toBe(!onDevice.has(id))
        // Exactly once: one history row per applied change of each session.
        const sessionIds = [...new Set(saved)]
        const history = sessionIds.length ? await t.db.select({ id: sessionChanges.session_id }).from(sessionChanges).where(inArray(sessionChanges.session_id, sessionIds)) : []
        for (const id of sessionIds) {
          const deviceChanges = mutationIds.filter((mutationId) => entityOf.get(mutationId) === id && appliedKeys.has(mutationId)).length
          expect(history.filter((row) => row.id === id).length).toBe(deviceChanges + (foreignEffects.get(id) ?? 0))
        }
        // Never on a version written elsewhere that the person did not see.
        for (const [id, base] of server.acceptedOnBase) {
          if (base !== savedBase.get(id)) expect(server.hashWriter.get(base!)).toBe('device')
        }
        // Nothing left pending except behind an earlier change of the same session set aside.
        const stuck = outbox.filter(
          (entry) =>
            entry.state === 'pending' &&
            !outbox.some((earlier) => earlier.entityId === entry.entityId && earlier.seq! < entry.seq! && earlier.state !== 'pending'),
        )
        expect(stuck).toEqual([])
        // Without foreign writes or refusals there is nothing to set aside: no spurious conflicts.
        if (!ops.some((op) => foreignWrites.has(op.kind))) expect(outbox).toEqual([])
        const setAside = new Set(outbox.map((entry) => entry.entityId))
        const rows = new Map((await db.serviceSessions.toArray()).map((row) => [row.id, row]))
        // A session in conflict keeps the person's text on the device.
        for (const entry of outbox.filter((item) => item.state === 'conflict')) {
          const local = rows.get(entry.entityId)
          if (local && !local.deleted) expect(local.notes).toBe(lastSaved.get(entry.entityId))
        }
        for (const id of sessionIds) {
          if (setAside.has(id)) continue
          const [row] = await t.db.select().from(serviceSessions).where(eq(serviceSessions.id, id))
          const onServer = row && !row.deleted_at ? row : null
          const local = rows.get(id)
          expect(Boolean(onServer)).toBe(Boolean(local))
          if (onServer && local) {
            expect(local.syncState).toBe('synced')
            expect(local.hash).toBe(onServer.hash)
            expect(local.notes).toBe(onServer.notes)
            // The data per objective: stored once each, the same on the device, the person's when she wrote last.
            const data = await storedData(id)
            if (data.length > 0) sessionsWithData++
            expect(byObjective(local.visits[0]?.objective_data ?? [])).toEqual(data)
            if (server.lastWriter.get(id) === 'device') {
              expect(onServer.notes).toBe(lastSaved.get(id))
              expect(data).toEqual(byObjective(lastData.get(id) ?? []))
            }
          }
        }
      }),
      { numRuns: runs },
    )
    if (runs >= 20) expect(sessionsWithData).toBeGreaterThan(0)
  }, 900_000)
})
