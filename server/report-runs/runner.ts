import { readerLanguage, withReaderLanguage } from '../i18n/reader-language'
import type { ReferenceLanguage } from '../reference/language'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lt } from 'drizzle-orm'
import { pdfHeaderOf } from '../documents/branding'
import { CONTENT_TYPES } from '../http/binary'
import { REPORTS, type ReportCode } from '../../src/domain/reports/catalogue'
import type { AppDeps } from '../app-env'
import { loadPermissionSet } from '../auth/session-caller'
import type { Database } from '../db/client'
import { reportRuns, users } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { logFailure } from '../http/safe-log'
import { jobsFor, type JobRunner } from '../jobs/runner'
import type { OfficeViewer } from '../permissions/viewer'
import { activeStudentsReport } from './reports/active-students'
import type { ReportContext, ReportFile } from './reports/common'
import { expiringLicensesReport } from './reports/expiring-licenses'
import { visitsPerPeriodReport } from './reports/visits-per-period'

/**
 * Report runs are jobs of the shared background runner (server/jobs/runner.ts, pg-boss on the
 * app's database): the request makes the `report_runs` row and queues a job naming it; a worker
 * makes the file. The job's state is in the database, so a run queued or being made when the
 * server stops is taken again when it (or another instance) runs: it is never lost.
 */

export const REPORT_QUEUE = 'report-runs'
/** Where pg-boss puts a run's job once it gives up on it (retries spent): its worker marks the run failed. */
export const REPORT_GIVEN_UP_QUEUE = 'report-runs-given-up'

interface ReportJobData {
  run_id: number
  /** The language of whoever asked (her request's Accept-Language): the file is written in it. Spanish when absent (runs queued before it was kept). */
  language?: ReferenceLanguage
}

type Producer = (db: AppDeps['db'], context: ReportContext<never>) => Promise<ReportFile>

const PRODUCERS: Record<ReportCode, Producer> = {
  'active-students': activeStudentsReport as Producer,
  'visits-per-period': visitsPerPeriodReport as Producer,
  'expiring-licenses': expiringLicensesReport as Producer,
}

/** Progress is written at most this often: a report of thousands of rows does not write thousands of times. */
const PROGRESS_EVERY_MS = 250

/** Thrown into a producer (through its progress calls) once the runner stops or loses the job. */
class RunInterrupted extends Error {}

/**
 * Who asked, as she is when the run is made: her permissions are read again, so a run made after
 * she lost a permission reaches no more than she does now. Report runs are staff's (routes.ts).
 */
async function viewerOf(db: Database, userId: number): Promise<OfficeViewer> {
  const [user] = await db.select({ provider_id: users.provider_id }).from(users).where(eq(users.id, userId))
  return { userId, providerId: user?.provider_id ?? null, supervised: [], permissions: await loadPermissionSet(db, userId) }
}

/** Registers the report worker (and its given-up queue) on the database's runner; createApp calls it. */
export function registerReportWorker(deps: AppDeps, storage: FileStorage, runner: JobRunner = jobsFor(deps.db)): void {
  const { db } = deps

  // Registered first: the runs' queue names it as its dead letter queue.
  runner.register<ReportJobData, { interrupted: boolean }>(REPORT_GIVEN_UP_QUEUE, async (job) => ({ interrupted: await failRun(db, job.data.run_id, 'interrupted', deps.now()) }), {
    retryLimit: 2,
  })

  runner.register<ReportJobData, { status: 'done' | 'failed' | 'skipped' }>(
    REPORT_QUEUE,
    async (job) => {
      const [run] = await db.select().from(reportRuns).where(eq(reportRuns.id, job.data.run_id))
      // Removed meanwhile, or settled by an earlier attempt whose completion pg-boss did not hear.
      if (!run || (run.status !== 'queued' && run.status !== 'running')) return { status: 'skipped' }
      const code = run.report_code as ReportCode
      const viewer = await viewerOf(db, run.created_by)
      const started = deps.now()
      await db.update(reportRuns).set({ status: 'running', started_at: started, progress: 1 }).where(eq(reportRuns.id, run.id))
      let written = 0
      const progress = async (percent: number) => {
        if (job.signal.aborted) throw new RunInterrupted()
        const at = Date.now()
        if (at - written < PROGRESS_EVERY_MS) return
        written = at
        await db.update(reportRuns).set({ progress: Math.max(1, Math.min(99, Math.round(percent))) }).where(eq(reportRuns.id, run.id))
      }
      try {
        const file = await withReaderLanguage(job.data.language, () => PRODUCERS[code](db, { viewer, params: run.params as never, now: started, progress, pdfHeader: () => pdfHeaderOf(deps) }))
        if (job.signal.aborted) throw new RunInterrupted()
        const key = `report-runs/${run.id}-${randomUUID()}`
        await storage.put(key, file.bytes)
        if (job.signal.aborted) {
          // Cut off while writing: the next attempt writes its own file.
          await storage.delete(key)
          throw new RunInterrupted()
        }
        await db
          .update(reportRuns)
          .set({
            status: 'done',
            progress: 100,
            file_key: key,
            file_name: file.fileName,
            content_type: CONTENT_TYPES[REPORTS[code].format],
            size_bytes: file.bytes.byteLength,
            row_count: file.rowCount,
            finished_at: deps.now(),
          })
          .where(eq(reportRuns.id, run.id))
        return { status: 'done' }
      } catch (error) {
        // A stop (or a lost claim) is not the report's fault: pg-boss has already put the job back
        // for another attempt, which makes the run from the start; the row stays as it is.
        if (job.signal.aborted || error instanceof RunInterrupted) throw error
        // A producer that throws is not retried: a report reads the database into a file, so the
        // same data throws the same way again, and three attempts would only spend the CPU that
        // the people using the app need. The run fails at once and the person can ask again.
        // pg-boss's retries (retryLimit below) are kept for what a retry does help: a run cut off
        // by a stop or a dead process.
        logFailure('report-runs', error, { task: code })
        await failRun(db, run.id, 'report_failed', deps.now())
        return { status: 'failed' }
      }
    },
    // One run at a time per process, so reports never crowd out people's requests; a run whose
    // process died is taken again once its heartbeat is 30 s old; a run taking more than 15
    // minutes counts as stuck.
    { concurrency: 1, retryLimit: 2, heartbeatSeconds: 30, expireInSeconds: 900, deadLetter: REPORT_GIVEN_UP_QUEUE },
  )
}

/** Queues the making of a run (its row made by the caller); a run that cannot be queued is failed. */
export async function queueReportRun(db: Database, runId: number, userId: number, runner: JobRunner = jobsFor(db), language: ReferenceLanguage = readerLanguage()): Promise<void> {
  try {
    await runner.enqueue<ReportJobData>(REPORT_QUEUE, { run_id: runId, language }, { userId, singletonKey: String(runId) })
  } catch (error) {
    await failRun(db, runId, 'report_failed', new Date())
    throw error
  }
}

/** Marks an unfinished run failed with `code`; answers whether it was unfinished. */
async function failRun(db: Database, runId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set({ status: 'failed', error_code: code, finished_at: now })
    .where(and(eq(reportRuns.id, runId), inArray(reportRuns.status, ['queued', 'running'])))
    .returning({ id: reportRuns.id })
  return rows.length > 0
}

/** A run asked for less than this long ago may still be on its way to the queue. */
const QUEUEING_GRACE_MS = 60_000

/**
 * At the server's start: a run left unfinished with no live job will never finish — one made by
 * the in-process runner of earlier versions, or one whose job pg-boss gave up on while no worker
 * of the given-up queue ran — and is marked failed ('interrupted') so the person can ask again.
 * Runs whose job is queued or active are left to the workers.
 */
export async function failOrphanedRuns(db: Database, now: Date, runner: JobRunner = jobsFor(db)): Promise<number> {
  const unfinished = await db
    .select({ id: reportRuns.id })
    .from(reportRuns)
    .where(and(inArray(reportRuns.status, ['queued', 'running']), lt(reportRuns.created_at, new Date(now.getTime() - QUEUEING_GRACE_MS))))
  let failed = 0
  for (const { id } of unfinished) {
    const job = await runner.stateByKey(REPORT_QUEUE, String(id))
    const live = job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')
    if (!live && (await failRun(db, id, 'interrupted', now))) failed++
  }
  return failed
}
