import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { pdfHeaderOf } from '../documents/branding'
import { CONTENT_TYPES } from '../http/binary'
import { REPORTS, type ReportCode } from '../../src/domain/reports/catalogue'
import type { AppDeps } from '../app-env'
import { reportRuns } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { logFailure } from '../http/safe-log'
import type { OfficeViewer } from '../permissions/viewer'
import { activeStudentsReport } from './reports/active-students'
import type { ReportContext, ReportFile } from './reports/common'
import { expiringLicensesReport } from './reports/expiring-licenses'
import { visitsPerPeriodReport } from './reports/visits-per-period'

type Producer = (db: AppDeps['db'], context: ReportContext<never>) => Promise<ReportFile>

const PRODUCERS: Record<ReportCode, Producer> = {
  'active-students': activeStudentsReport as Producer,
  'visits-per-period': visitsPerPeriodReport as Producer,
  'expiring-licenses': expiringLicensesReport as Producer,
}

/** Progress is written at most this often: a report of thousands of rows does not write thousands of times. */
const PROGRESS_EVERY_MS = 250

/**
 * Makes report runs in the background of this process, one at a time (a second waits its turn,
 * so reports never crowd out the requests of the people using the app). State, progress and the
 * finished file's key live in `report_runs`; the file itself in file storage. A stop loses only
 * the run being made, which the next start marks failed (service.ts failInterruptedRuns).
 */
export function createReportRunner(deps: AppDeps, storage: FileStorage) {
  const { db } = deps
  let queue: Promise<void> = Promise.resolve()

  async function run(id: number, code: ReportCode, params: Record<string, unknown>, viewer: OfficeViewer) {
    const started = deps.now()
    await db.update(reportRuns).set({ status: 'running', started_at: started, progress: 1 }).where(eq(reportRuns.id, id))
    let written = 0
    const progress = async (percent: number) => {
      const at = Date.now()
      if (at - written < PROGRESS_EVERY_MS) return
      written = at
      await db.update(reportRuns).set({ progress: Math.max(1, Math.min(99, Math.round(percent))) }).where(eq(reportRuns.id, id))
    }
    try {
      const file = await PRODUCERS[code](db, { viewer, params: params as never, now: started, progress, pdfHeader: () => pdfHeaderOf(deps) })
      const key = `report-runs/${id}-${randomUUID()}`
      await storage.put(key, file.bytes)
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
        .where(eq(reportRuns.id, id))
    } catch (error) {
      logFailure('report-runs', error, { task: code })
      await db.update(reportRuns).set({ status: 'failed', error_code: 'report_failed', finished_at: deps.now() }).where(eq(reportRuns.id, id))
    }
  }

  return {
    /** Queues a run; the promise settles when it is done (tests wait on it, requests do not). */
    enqueue(id: number, code: ReportCode, params: Record<string, unknown>, viewer: OfficeViewer): Promise<void> {
      queue = queue.then(() => run(id, code, params, viewer)).catch((error: unknown) => logFailure('report-runs', error, { task: 'queue' }))
      return queue
    },
    /** Settles once every queued run has finished. */
    idle: () => queue,
  }
}

export type ReportRunner = ReturnType<typeof createReportRunner>
