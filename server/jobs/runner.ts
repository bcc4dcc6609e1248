import { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { PgBoss, fromPglite, type Db as IDatabase, type JobWithMetadata, type Queue } from 'pg-boss'
import type pg from 'pg'
import type { Database } from '../db/client'
import { jobProgress } from '../db/schema'
import { log } from '../ops/log'
import { jobRuns } from '../ops/metrics'

/**
 * The background job runner (issue 14 item 4): pg-boss 12 on the app's own database, PostgreSQL
 * or PGlite (through pg-boss's PGlite adapter, on the same embedded instance). A job's state —
 * queued, active, completed, failed, its data and output — lives in pg-boss's tables (schema
 * `pgboss`), so a restart or a second instance loses nothing: a job whose process died is taken
 * again once its heartbeat goes stale, by whichever instance is running. Its progress is a row in
 * `job_progress`, written by the worker, read by id from any instance.
 *
 * One runner per database (`jobsFor(db)`): modules register their workers when the app is built
 * (registering starts nothing); the server starts the runner with itself and stops it on close.
 * A runner not started yet starts on the first enqueue, so an app built by a test works too.
 */

export type JobStateName = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/** What anyone may read of a job: where it is and what it answered. */
export interface JobState<Output = unknown> {
  id: string
  queue: string
  state: JobStateName
  /** 0..1, as its worker last reported (1 when completed). */
  progress: number
  /** The worker's last progress detail (e.g. { page: 1, pages: 3 }). */
  detail: unknown
  /** The handler's answer when completed; the error when failed. */
  output: Output | null
  retry_count: number
  created_at: string
  started_at: string | null
  completed_at: string | null
}

export interface JobContext<Data> {
  id: string
  data: Data
  /** Which attempt this is (0 the first). */
  attempt: number
  /** Writes the job's progress (0..1) and an optional detail; cheap enough to call per step. */
  progress: (fraction: number, detail?: unknown) => Promise<void>
  /** Aborted when the runner stops or pg-boss gives up on the job. */
  signal: AbortSignal
}

export type JobHandler<Data, Output> = (job: JobContext<Data>) => Promise<Output>

export interface QueueSettings {
  /** Seconds an attempt may run before it counts as failed (default 600). */
  expireInSeconds?: number
  /** Attempts after the first (default 2). */
  retryLimit?: number
  /** A running job reports every this many seconds; silent for longer, it is taken again (default 30). */
  heartbeatSeconds?: number
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number
  /** Frees what the worker holds (e.g. an OCR engine thread) when the runner stops. */
  onStop?: () => Promise<void>
  /**
   * A queue (registered before this one) that receives the job's data once pg-boss gives up on it
   * (its retries spent), so its worker can record the failure where the module keeps its state.
   */
  deadLetter?: string
}

interface Registration {
  handler: JobHandler<never, unknown>
  settings: QueueSettings
}

export interface EnqueueOptions {
  /** Who asked (job_progress.created_by). */
  userId?: number | null
  /** One queued-or-active job per key in the queue (pg-boss singletonKey). */
  singletonKey?: string
}

const POLLING_SECONDS = 1

/** pg-boss's view of the app's connection: the PGlite instance itself, or the pg pool. */
function adapterOf(db: Database): { db: IDatabase; backend?: 'pglite' } {
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' }
  const pool = client as pg.Pool
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } }
}

const clamp = (fraction: number) => Math.max(0, Math.min(1000, Math.round(fraction * 1000)))

export class JobRunner {
  readonly #db: Database
  readonly #registrations = new Map<string, Registration>()
  #boss: PgBoss | null = null
  #starting: Promise<PgBoss> | null = null
  #stopped = false
  /** Per queue: made (and its worker running) once this settles. */
  readonly #ready = new Map<string, Promise<void>>()

  readonly #workers: boolean

  /** `workers: false` makes a runner that only enqueues and reads (an instance that runs no jobs). */
  constructor(db: Database, options: { workers?: boolean } = {}) {
    this.#db = db
    this.#workers = options.workers ?? true
  }

  /** Declares the worker of queue `name`; it runs once the runner starts (or at once if started). */
  register<Data, Output>(name: string, handler: JobHandler<Data, Output>, settings: QueueSettings = {}): void {
    this.#registrations.set(name, { handler: handler as JobHandler<never, unknown>, settings })
    if (this.#boss) this.#ready.set(name, this.#setUp(this.#boss, name))
  }

  get started(): boolean {
    return this.#boss !== null
  }

  /** Starts pg-boss (creating or migrating its schema) and the registered workers. Idempotent. */
  async start(): Promise<void> {
    await this.#ensure()
  }

  async #ensure(): Promise<PgBoss> {
    if (this.#boss) return this.#boss
    if (this.#stopped) throw new Error('job runner stopped')
    this.#starting ??= (async () => {
      const { db, backend } = adapterOf(this.#db)
      const boss = new PgBoss({ db, ...(backend ? { backend } : {}), schedule: false, supervise: true, superviseIntervalSeconds: 30 })
      boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? error.message : error))
      await boss.start()
      for (const name of this.#registrations.keys()) {
        const ready = this.#setUp(boss, name)
        this.#ready.set(name, ready)
        await ready
      }
      this.#boss = boss
      return boss
    })()
    try {
      return await this.#starting
    } catch (error) {
      this.#starting = null
      throw error
    }
  }

  async #queue(boss: PgBoss, name: string): Promise<void> {
    const settings = this.#registrations.get(name)?.settings ?? {}
    const options: Omit<Queue, 'name'> = {
      expireInSeconds: settings.expireInSeconds ?? 600,
      retryLimit: settings.retryLimit ?? 2,
      heartbeatSeconds: settings.heartbeatSeconds ?? 30,
      deleteAfterSeconds: 7 * 24 * 3600,
      ...(settings.deadLetter ? { deadLetter: settings.deadLetter } : {}),
    }
    if (await boss.getQueue(name)) {
      // heartbeatSeconds is fixed when a queue is made; the rest follows the code.
      const { heartbeatSeconds: _fixed, ...changeable } = options
      await boss.updateQueue(name, changeable)
    } else await boss.createQueue(name, options)
  }

  async #setUp(boss: PgBoss, name: string): Promise<void> {
    // pg-boss refuses a dead letter queue that does not exist yet.
    const deadLetter = this.#registrations.get(name)?.settings.deadLetter
    if (deadLetter) await this.#ready.get(deadLetter)
    await this.#queue(boss, name)
    if (this.#workers) await this.#work(boss, name)
  }

  async #work(boss: PgBoss, name: string): Promise<void> {
    const registration = this.#registrations.get(name)!
    await boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS, localConcurrency: registration.settings.concurrency ?? 1, batchSize: 1 }, async ([job]) => {
      if (!job) return null
      const context: JobContext<never> = {
        id: job.id,
        data: job.data as never,
        attempt: job.retryCount,
        signal: job.signal,
        progress: (fraction, detail) => this.#report(job.id, fraction, detail),
      }
      // One log line per run, as per request (ops/log.ts): the job's id and queue, never its data.
      const started = performance.now()
      const line = { msg: 'job', job_id: job.id, queue: name, attempt: job.retryCount }
      try {
        const output = await registration.handler(context)
        await this.#report(job.id, 1)
        jobRuns.inc({ queue: name, outcome: 'completed' })
        log.info({ ...line, outcome: 'completed', duration_ms: Math.round(performance.now() - started) })
        return output ?? null
      } catch (error) {
        jobRuns.inc({ queue: name, outcome: 'failed' })
        log.warn({ ...line, outcome: 'failed', duration_ms: Math.round(performance.now() - started), error: error instanceof Error ? error.name : typeof error })
        throw error
      }
    })
  }

  async #report(id: string, fraction: number, detail?: unknown): Promise<void> {
    const set = { permille: clamp(fraction), updated_at: new Date(), ...(detail === undefined ? {} : { detail }) }
    await this.#db.update(jobProgress).set(set).where(eq(jobProgress.job_id, id))
  }

  /** Queues a job and answers its id (null if a job of the same singleton key is already queued). */
  async enqueue<Data extends object>(name: string, data: Data, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.#registrations.has(name)) throw new Error(`no worker registered for queue ${name}`)
    const boss = await this.#ensure()
    await this.#ready.get(name)
    const id = await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {})
    if (id) {
      await this.#db
        .insert(jobProgress)
        .values({ job_id: id, queue: name, created_by: options.userId ?? null })
        .onConflictDoNothing()
    }
    return id
  }

  /** The job's state and progress, or null if there is no such job in the queue. */
  async state<Output = unknown>(name: string, id: string): Promise<JobState<Output> | null> {
    const boss = await this.#ensure()
    const [job] = (await boss.findJobs(name, { id })) as JobWithMetadata<unknown>[]
    return job ? this.#stateOf(name, job) : null
  }

  /** The newest job of the queue sent with this singleton key, or null if there is none. */
  async stateByKey<Output = unknown>(name: string, key: string): Promise<JobState<Output> | null> {
    const boss = await this.#ensure()
    await this.#ready.get(name)
    const jobs = (await boss.findJobs(name, { key })) as JobWithMetadata<unknown>[]
    const newest = jobs.sort((a, b) => new Date(b.createdOn).getTime() - new Date(a.createdOn).getTime())[0]
    return newest ? this.#stateOf(name, newest) : null
  }

  async #stateOf<Output>(name: string, job: JobWithMetadata<unknown>): Promise<JobState<Output>> {
    const id = job.id
    const [progress] = await this.#db.select().from(jobProgress).where(eq(jobProgress.job_id, id))
    const done = job.state === 'completed'
    return {
      id: job.id,
      queue: name,
      state: job.state,
      progress: done ? 1 : (progress?.permille ?? 0) / 1000,
      detail: progress?.detail ?? null,
      output: (job.output ?? null) as Output | null,
      retry_count: job.retryCount,
      created_at: new Date(job.createdOn).toISOString(),
      started_at: job.startedOn ? new Date(job.startedOn).toISOString() : null,
      completed_at: job.completedOn ? new Date(job.completedOn).toISOString() : null,
    }
  }

  /**
   * Stops the workers and pg-boss: a running job may finish for up to `timeoutMs`; one still
   * running then is failed by pg-boss into `retry` (while it has retries left), i.e. handed back
   * to the queue for another instance or the next start, and its signal is aborted.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped = true
    const boss = this.#boss ?? (await this.#starting?.catch(() => null))
    this.#boss = null
    // The pool or PGlite instance is the app's: pg-boss must not close it.
    await boss?.stop({ graceful: true, close: false, timeout: timeoutMs })
    for (const { settings } of this.#registrations.values()) await settings.onStop?.().catch(() => undefined)
  }
}

const runners = new WeakMap<Database, JobRunner>()

/** The one runner of this database (made on first ask). */
export function jobsFor(db: Database): JobRunner {
  let runner = runners.get(db)
  if (!runner) {
    runner = new JobRunner(db)
    runners.set(db, runner)
  }
  return runner
}

/** Stops the runner of `db` if one was made (server close, test teardown). */
export async function stopJobs(db: Database, timeoutMs?: number): Promise<void> {
  const runner = runners.get(db)
  runners.delete(db)
  await runner?.stop(timeoutMs)
}
