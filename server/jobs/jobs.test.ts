import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { JobRunner, jobsFor, type JobState } from './runner'

/** Polls the job until `done` says so (or fails after `ms`). */
async function until(runner: JobRunner, queue: string, id: string, done: (state: JobState | null) => boolean, ms = 20_000) {
  const start = Date.now()
  for (;;) {
    const state = await runner.state(queue, id)
    if (done(state)) return state!
    if (Date.now() - start > ms) throw new Error(`job ${id} still ${state?.state}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('background jobs (pg-boss on the app database)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('runs a job, reports its progress by id and keeps its output', async () => {
    const runner = jobsFor(t.db)
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    runner.register<{ n: number }, { doubled: number }>('test-double', async (job) => {
      await job.progress(0.5, { step: 'half' })
      await gate
      return { doubled: job.data.n * 2 }
    })
    const id = await runner.enqueue('test-double', { n: 21 })
    expect(id).toBeTruthy()
    const half = await until(runner, 'test-double', id!, (state) => state?.progress === 0.5)
    expect(half).toMatchObject({ state: 'active', detail: { step: 'half' } })
    release()
    const done = await until(runner, 'test-double', id!, (state) => state?.state === 'completed')
    expect(done).toMatchObject({ progress: 1, output: { doubled: 42 }, queue: 'test-double' })
    expect(await runner.state('test-double', '00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('a failing job ends failed after its retries, with the error as its output', async () => {
    const runner = jobsFor(t.db)
    runner.register('test-fail', async () => {
      throw new Error('boom')
    }, { retryLimit: 0 })
    const id = await runner.enqueue('test-fail', {})
    const failed = await until(runner, 'test-fail', id!, (state) => state?.state === 'failed')
    expect(JSON.stringify(failed.output)).toContain('boom')
  })

  it('a job queued by one instance survives it and is run by another (state in the database)', async () => {
    const producer = new JobRunner(t.db, { workers: false })
    const seen: number[] = []
    const handler = async (job: { data: { n: number } }) => {
      seen.push(job.data.n)
      return { ok: true }
    }
    producer.register('test-handover', handler)
    const id = await producer.enqueue('test-handover', { n: 7 })
    await producer.stop()
    // A second instance (or the server after a restart) reads the queued job and runs it.
    const consumer = new JobRunner(t.db)
    consumer.register('test-handover', handler)
    expect((await consumer.state('test-handover', id!))?.state).toMatch(/created|active|completed/)
    await until(consumer, 'test-handover', id!, (state) => state?.state === 'completed')
    expect(seen).toEqual([7])
    await consumer.stop()
  })
})
