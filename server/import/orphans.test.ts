import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importJobs, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { failOrphanedJobsAtStart, ORPHAN_AFTER_MS } from './orphans'

let t: TestApp
let api: ReturnType<typeof officeClient>
let officeUserId: number

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const [office] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'oficina@example.com'))
  officeUserId = office!.id
})
afterAll(() => t?.close())

/** A job as runJob leaves it, with its last heartbeat `silentMs` before the test clock's now. */
async function job(status: 'running' | 'done', silentMs: number) {
  const heartbeat = new Date(t.clock.now().getTime() - silentMs)
  const [row] = await t.db
    .insert(importJobs)
    .values({
      kind: 'active-students',
      mode: 'commit',
      status,
      filename: 'activos.csv',
      total_rows: 2000,
      processed_rows: 500,
      counts: { updated: 500, unchanged: 0, referral_changed: 0, refused: 0 },
      created_by: officeUserId,
      created_at: heartbeat,
      heartbeat_at: heartbeat,
    })
    .returning()
  return row!.id
}

describe('import jobs left running by a dead process', () => {
  it('are marked failed at server start, but not a live job of another instance nor a finished one', async () => {
    const orphan = await job('running', ORPHAN_AFTER_MS + 5_000)
    const live = await job('running', 2_000)
    const done = await job('done', 10 * ORPHAN_AFTER_MS)
    await failOrphanedJobsAtStart(t.db, t.clock.now())
    const rows = await t.db.select().from(importJobs).where(inArray(importJobs.id, [orphan, live, done]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(orphan)).toMatchObject({ status: 'failed', error_code: 'import_interrupted', processed_rows: 500 })
    expect(byId.get(orphan)!.finished_at).toEqual(t.clock.now())
    expect(byId.get(live)).toMatchObject({ status: 'running', error_code: null })
    expect(byId.get(done)).toMatchObject({ status: 'done', error_code: null })
  })

  it('show as failed to the screen polling them once the heartbeat is a minute old', async () => {
    const id = await job('running', 0)
    expect((await api.get('admin', `/api/import/jobs/${id}`)).body).toMatchObject({ status: 'running' })
    t.clock.advance(ORPHAN_AFTER_MS / 1000 + 1)
    const polled = await api.get('admin', `/api/import/jobs/${id}`)
    expect(polled.body).toMatchObject({ status: 'failed', error_code: 'import_interrupted', processed_rows: 500, total_rows: 2000 })
    // Someone else's job stays hidden exactly like a missing one, orphaned or not.
    expect((await api.get('billing', `/api/import/jobs/${id}`)).status).toBe(404)
  })
})
