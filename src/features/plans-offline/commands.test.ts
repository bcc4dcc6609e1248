import Dexie from 'dexie'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { providerUser } from '../../../test/support/fixtures'
import { closeConnectionAsWebKitDoes } from '../../../test/support/idb-faults'
import type { PlanDetail } from '../../domain/plans/offline'
import { db } from '../../db/database'
import { replacePlans } from '../../db/plans'
import { addGoal, addObjective, editGoal, PlanNotWritable } from './commands'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * The plan commands save the device's copy and the outbox entry together or not at all, even when
 * the IndexedDB connection closes under them (WebKit does, on its own); a fresh copy from the
 * server keeps the unsent changes on screen.
 */

const owner = `provider:${providerUser.provider_id}`
const plan: PlanDetail = {
  id: 7,
  uuid: 'p',
  referral_id: 3,
  student_id: 4,
  student_name: 'Ana',
  service_name: 'Terapia',
  provider_id: providerUser.provider_id,
  academic_year_id: 2,
  academic_year_name: '2026-2027',
  academic_year_delta: 0,
  status_id: 1,
  tab: 'draft',
  hash: 'ph',
  may_write: true,
  periods: [{ id: 1, name: 'Primer semestre' }],
  student_assessments: [],
  goals: [],
  discussions: [],
}

/** A second, independent connection: it sees only what was committed. */
const probe = new Dexie(db.name)
afterAll(() => probe.close())
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(async () => {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
  await db.transaction('rw', db.plans, db.planLists, db.outbox, () => replacePlans(owner, { plans: [plan], progress_levels: [] }))
})

async function committedGoals(): Promise<string[]> {
  if (!probe.isOpen()) await probe.open()
  const [copy] = (await probe.table('plans').toArray()) as PlanDetail[]
  return copy!.goals.map((goal) => goal.uuid)
}

describe('plan commands', () => {
  it('write the copy and the outbox entry together, or neither when the connection closes under them', async () => {
    let failed = 0
    for (let closeAfter = 0; closeAfter <= 6; closeAfter++) {
      const closing = (async () => {
        for (let count = 0; count < closeAfter; count++) await tick()
        closeConnectionAsWebKitDoes(db)
      })()
      const [result] = await Promise.allSettled([addGoal(plan.id, `Meta ${closeAfter}`, providerUser), closing])
      const goals = await committedGoals()
      const entries = (await probe.table('outbox').toArray()) as { plan?: { change: { uuid: string } } }[]
      expect(goals).toEqual(entries.map((entry) => entry.plan!.change.uuid))
      if (result.status === 'fulfilled') expect(goals).toContain(result.value)
      else failed++
    }
    // Some closes caught a save mid-transaction (it failed, leaving nothing), others did not.
    expect(failed).toBeGreaterThan(0)
    // The next save works without a reload.
    const uuid = await addGoal(plan.id, 'Después del cierre', providerUser)
    expect(await committedGoals()).toContain(uuid)
  })

  it('keep her unsent changes over a fresh copy from the server', async () => {
    const goal = await addGoal(plan.id, 'Nueva', providerUser)
    await addObjective(plan.id, goal, { description: 'Objetivo', measurement_type_id: 1 }, providerUser)
    await editGoal(plan.id, goal, 'Nueva, corregida', providerUser)
    await db.transaction('rw', db.plans, db.planLists, db.outbox, () => replacePlans(owner, { plans: [plan], progress_levels: [] }))
    const [copy] = await db.plans.toArray()
    expect(copy!.goals).toMatchObject([{ uuid: goal, description: 'Nueva, corregida', objectives: [{ description: 'Objetivo' }] }])
    expect(await db.outbox.count()).toBe(3)
  })

  it('refuse an archived plan or one she may not write, saving nothing', async () => {
    await db.plans.put({ ...plan, status_id: 4, owner })
    await expect(addGoal(plan.id, 'No', providerUser)).rejects.toBeInstanceOf(PlanNotWritable)
    expect(await db.outbox.count()).toBe(0)
  })
})
