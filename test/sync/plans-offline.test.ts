import 'fake-indexeddb/auto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/db/database'
import { saveSignIn } from '../../src/db/session'
import type { PlanDetail } from '../../src/domain/plans/offline'
import type { CurrentUser, TokenPair } from '../../src/domain/schemas/auth'
import { addGoal, addObjective, editGoal, keepMyVersion, putAchievement, takeServerVersion } from '../../src/features/plans-offline/commands'
import { loadActiveStudents } from '../../src/sync/active-students'
import { runSync } from '../../src/sync/engine'
import { providerIdOf } from '../../server/test-support/sessions'
import { createTestApp, postJson, TEST_NOW, type TestApp } from '../../server/test-support/test-app'
import { CrashError, InProcessServer, type Fault } from './in-process-device'

vi.mock('../../src/sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * A provider's plan written offline (issue 13 item 4), against the REAL server in-process: the
 * device's commands, outbox and engine (fake-indexeddb) and the Hono app on PGlite, with the
 * network, the server and the tab failing on the way. Each change is queued once, applied once
 * whatever fails, and a change based on a version someone else replaced is kept for the person
 * with both versions, never written over the other.
 */

let t: TestApp
let user: CurrentUser
let pair: TokenPair
let officeToken: string
let providerId: number

type Rows<T> = { rows: T[] }
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as Rows<T>).rows
}

beforeAll(async () => {
  // Faked before the app's in-process PGlite starts (see real-server.property.test.ts).
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW })
  t = await createTestApp()
  pair = await t.login('terapeuta@example.com')
  officeToken = (await t.login('oficina@example.com')).accessToken
  user = (await (await t.authed('/api/users/user', pair.accessToken)).json()) as CurrentUser
  providerId = await providerIdOf(t, 'terapeuta@example.com')
}, 120_000)
afterAll(async () => {
  vi.useRealTimers()
  await t?.close()
})
afterEach(() => vi.unstubAllGlobals())

/** Runs the engine as a tab would, surviving a crash of the tab (the next run starts afresh). */
async function sync(server: InProcessServer, faults: Fault[]): Promise<void> {
  server.faults = [...faults]
  try {
    await runSync({ reason: 'test', ignoreBackoff: true })
  } catch (error) {
    if (!(error instanceof CrashError) && !(error instanceof Error && error.cause instanceof CrashError)) throw error
  }
  server.faults = []
}

async function devicePlan(planId: number): Promise<PlanDetail> {
  const [plan] = await db.plans.where('id').equals(planId).toArray()
  return plan!
}

async function startDevice(): Promise<{ server: InProcessServer; plan: PlanDetail }> {
  await Promise.all(db.tables.map((table) => table.clear()))
  const server = new InProcessServer(t)
  server.install()
  await saveSignIn(pair, user)
  expect(await loadActiveStudents('provider', providerId, { useCache: false })).toBe('server')
  const plans = await db.plans.toArray()
  expect(plans.length).toBeGreaterThan(0)
  const plan = plans.find((row) => row.may_write && row.status_id !== 4)!
  return { server, plan }
}

describe('a plan written offline', () => {
  it('is queued once per change and applied once, through a lost network, a lost answer, a server error and a crashed tab', async () => {
    const { server, plan } = await startDevice()
    const period = plan.periods[0]!.id
    const goal = await addGoal(plan.id, 'Meta escrita sin conexión', user)
    const objective = await addObjective(plan.id, goal, { description: 'Lee 20 palabras por minuto', measurement_type_id: 1 }, user)
    await putAchievement(plan.id, objective, period, { progress_level_id: 1, comments: 'Avanza' }, user)
    await editGoal(plan.id, goal, 'Meta corregida sin conexión', user)

    const queued = await db.outbox.toArray()
    expect(queued.map((entry) => entry.type)).toEqual(['plan.goal.add', 'plan.objective.add', 'plan.achievement.put', 'plan.goal.edit'])
    const onDevice = (await devicePlan(plan.id)).goals.find((row) => row.uuid === goal)!
    expect(onDevice).toMatchObject({ id: null, description: 'Meta corregida sin conexión', objectives: [{ uuid: objective, achievements: [{ comments: 'Avanza' }] }] })

    for (const faults of [['network'], ['lose-response'], ['server-error', 'server-error', 'server-error'], ['crash-after-commit'], ['ok'], ['ok'], ['ok']] as Fault[][]) {
      await sync(server, faults)
    }
    expect(await db.outbox.count()).toBe(0)

    const [serverGoal] = await rows<{ id: number; description: string; hash: string }>(sql`select id, description, hash from plan_goals where uuid = ${goal}`)
    expect(serverGoal).toMatchObject({ description: 'Meta corregida sin conexión' })
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from plan_goals where uuid = ${goal}`))[0]!.n).toBe(1)
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from plan_objectives where uuid = ${objective}`))[0]!.n).toBe(1)
    const achievements = await rows<{ comments: string }>(sql`select a.comments from plan_achievements a join plan_objectives o on o.id = a.objective_id where o.uuid = ${objective}`)
    expect(achievements).toEqual([{ comments: 'Avanza' }])
    const keys = await rows<{ n: number }>(sql`select count(*)::int as n from idempotency_keys where key = any(${`{${queued.map((entry) => entry.id).join(',')}}`}::uuid[])`)
    expect(keys[0]!.n).toBe(4)

    // The device's copy took the server's numbers and versions.
    const synced = (await devicePlan(plan.id)).goals.find((row) => row.uuid === goal)!
    expect(synced).toMatchObject({ id: serverGoal!.id, hash: serverGoal!.hash, description: 'Meta corregida sin conexión' })
    expect(synced.objectives[0]!.id).toEqual(expect.any(Number))
  })

  it('keeps both versions when the office changed the goal meanwhile, and sends hers only when she says so', async () => {
    const { server, plan } = await startDevice()
    const goal = await addGoal(plan.id, 'Primera versión', user)
    await sync(server, ['ok'])
    const [sent] = await rows<{ hash: string }>(sql`select hash from plan_goals where uuid = ${goal}`)

    await editGoal(plan.id, goal, 'Versión de la tableta', user)
    const office = await t.authed(`/api/intervention-plans/goals/${goal}`, officeToken, { ...postJson({ description: 'Versión de la oficina', hash: sent!.hash }), method: 'PUT' })
    expect(office.status).toBe(200)
    // A refresh from the server meanwhile keeps her unsent change on screen.
    await loadActiveStudents('provider', providerId, { useCache: false })
    expect((await devicePlan(plan.id)).goals.find((row) => row.uuid === goal)!.description).toBe('Versión de la tableta')

    await sync(server, ['ok'])
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ state: 'conflict', currentPlanRow: { uuid: goal, description: 'Versión de la oficina' } })
    expect((await rows<{ description: string }>(sql`select description from plan_goals where uuid = ${goal}`))[0]!.description).toBe('Versión de la oficina')
    expect((await devicePlan(plan.id)).goals.find((row) => row.uuid === goal)!.description).toBe('Versión de la tableta')

    expect(await keepMyVersion(entry!.seq!)).toBe(true)
    await sync(server, ['ok'])
    expect(await db.outbox.count()).toBe(0)
    expect((await rows<{ description: string }>(sql`select description from plan_goals where uuid = ${goal}`))[0]!.description).toBe('Versión de la tableta')
  })
  it('sets a refused change aside, and once she discards it the copy is the server’s again', async () => {
    const { server, plan } = await startDevice()
    const goal = plan.goals[0]?.uuid ?? (await addGoal(plan.id, 'Meta para el objetivo', user))
    const objective = await addObjective(plan.id, goal, { description: 'Con una medida que no existe', measurement_type_id: 999_999 }, user)
    for (const faults of [['ok'], ['ok']] as Fault[][]) await sync(server, faults)
    const [refused] = await db.outbox.toArray()
    expect(refused).toMatchObject({ type: 'plan.objective.add', state: 'failed', lastError: { status: 422 } })
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from plan_objectives where uuid = ${objective}`))[0]!.n).toBe(0)

    await takeServerVersion(refused!.seq!)
    expect(await db.outbox.count()).toBe(0)
    const objectives = (await devicePlan(plan.id)).goals.flatMap((row) => row.objectives)
    expect(objectives.some((row) => row.uuid === objective)).toBe(false)
  })
})
