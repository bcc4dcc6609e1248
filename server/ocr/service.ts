import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { companyToday } from '../../src/domain/rules/company-time'
import { OCR_CONFIDENCE_THRESHOLD, type OcrConfirmInput, type OcrConfirmResult, type OcrProposedRow, type OcrReading } from '../../src/domain/visit-logs/ocr'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { Database, Executor, Transaction } from '../db/client'
import {
  attachments,
  referralStatuses,
  referrals,
  serviceDurations,
  sessionOutcomes,
  sessionTypes,
  students,
  visitLogOcrReadings as readings,
  visitOutcomes,
} from '../db/schema'
import type { FileStorage } from '../files/storage'
import { HttpError, invalid, notFound } from '../http/errors'
import { jobsFor, type JobState } from '../jobs/runner'
import type { OfficeViewer } from '../permissions/viewer'
import { loadViewer } from '../service-sessions/access'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { createSession } from '../service-sessions/writes'
import { writeEvent } from '../workflows/events'
import type { VisitLogRow } from '../visit-logs/access'
import { closeOcr, recognize } from './engine'
import { proposeRows } from './extract'
import { pagesOf, UnreadableScan } from './pages'

/**
 * OCR of a visit log's scan as a background job (issue 14 item 4). `POST …/ocr-upload` makes a
 * reading row and queues a job; the worker reads each page, proposes rows and stores them on the
 * reading; a person corrects and confirms them (`POST …/{id}/ocr/confirm`), which is the only way
 * they become visits. Both steps are events in the log's history.
 */

export const OCR_QUEUE = 'visit-log-ocr'

type ReadingRow = typeof readings.$inferSelect

interface OcrJobData {
  reading_id: number
}

/** The actions written to the log's history (document_events) besides the flow's own. */
export const OCR_EVENTS = { queued: 'ocr-upload', read: 'ocr-read', failed: 'ocr-failed', confirmed: 'ocr-confirm' } as const

function readingOf(row: ReadingRow, job: JobState | null): OcrReading {
  const progress = row.status === 'queued' || row.status === 'reading' ? (job?.progress ?? 0) : row.status === 'failed' ? 0 : 1
  return {
    id: row.id,
    log_id: row.log_id,
    job_id: row.job_id,
    status: row.status,
    progress,
    pages: row.pages,
    seconds: row.millis === null ? null : Math.round(row.millis / 100) / 10,
    rows: row.rows,
    threshold: OCR_CONFIDENCE_THRESHOLD,
    error_code: row.error_code,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    confirmed_sessions: row.confirmed_sessions,
    confirmed_visits: row.confirmed_visits,
  }
}

async function jobState(db: Database, row: ReadingRow): Promise<JobState | null> {
  if (!row.job_id || (row.status !== 'queued' && row.status !== 'reading')) return null
  return jobsFor(db).state(OCR_QUEUE, row.job_id)
}

/** The newest reading of a log (null: never read). */
export async function latestReading(db: Database, logId: number): Promise<OcrReading | null> {
  const [row] = await db.select().from(readings).where(eq(readings.log_id, logId)).orderBy(desc(readings.id)).limit(1)
  return row ? readingOf(row, await jobState(db, row)) : null
}

/** The reading of a job, for GET …/ocr-jobs/{job_id} (the caller checks the log's visibility). */
export async function readingOfJob(db: Database, jobId: string): Promise<{ row: ReadingRow; job: JobState | null } | null> {
  const [row] = await db.select().from(readings).where(eq(readings.job_id, jobId))
  if (!row) return null
  return { row, job: row.job_id ? await jobsFor(db).state(OCR_QUEUE, row.job_id) : null }
}

/** Queues a reading of the log's scan; answers it. A reading already queued or running is answered instead. */
export async function queueReading(db: Database, viewer: OfficeViewer, log: VisitLogRow, now: Date): Promise<OcrReading> {
  if (log.scan_attachment_id === null) throw new HttpError(409, 'scan_missing', 'El registro no tiene un documento escaneado.')
  const [running] = await db
    .select()
    .from(readings)
    .where(and(eq(readings.log_id, log.id), inArray(readings.status, ['queued', 'reading'])))
    .limit(1)
  if (running) return readingOf(running, await jobState(db, running))
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(readings).values({ log_id: log.id, status: 'queued', created_by: viewer.userId, created_at: now }).returning()
    await writeEvent(tx, visitLogFlow, { documentId: log.id, action: OCR_EVENTS.queued, from: log.status, to: log.status, comment: null, userId: viewer.userId, at: now })
    return created!
  })
  const jobId = await jobsFor(db).enqueue<OcrJobData>(OCR_QUEUE, { reading_id: row.id }, { userId: viewer.userId })
  const [updated] = await db.update(readings).set({ job_id: jobId }).where(eq(readings.id, row.id)).returning()
  return readingOf(updated!, null)
}

/** Fills each row's student from its SIE number. */
async function withStudents(db: Executor, rows: OcrProposedRow[]): Promise<OcrProposedRow[]> {
  const numbers = [...new Set(rows.map((row) => row.sie_number.value).filter((value): value is string => value !== null))]
  if (numbers.length === 0) return rows
  const found = await db
    .select({ id: students.id, sie: students.sie_number, name: sql<string>`${students.first_name} || ' ' || ${students.last_name}` })
    .from(students)
    .where(inArray(students.sie_number, numbers))
  const bySie = new Map(found.map((student) => [student.sie, student]))
  return rows.map((row) => {
    const student = row.sie_number.value ? bySie.get(row.sie_number.value) : undefined
    return { ...row, student_id: student?.id ?? null, student_name: student?.name ?? null }
  })
}

/** The worker: reads the scan page by page, stores the proposal; a scan it cannot read fails the reading. */
export function registerOcrWorker(db: Database, storage: FileStorage, clock: () => Date = () => new Date()): void {
  jobsFor(db).register<OcrJobData, { rows: number } | { error: string }>(
    OCR_QUEUE,
    async (job) => {
      const [reading] = await db.select().from(readings).where(eq(readings.id, job.data.reading_id))
      // Deleted with its log meanwhile, or already done by an earlier attempt.
      if (!reading || (reading.status !== 'queued' && reading.status !== 'reading')) return { rows: 0 }
      await db.update(readings).set({ status: 'reading' }).where(eq(readings.id, reading.id))
      const started = Date.now()
      try {
        const [scan] = await db
          .select({ key: attachments.storage_key, type: attachments.content_type, log: sql<{ year: number; month: number; status: string }>`(select json_build_object('year', year, 'month', month, 'status', status) from provider_location_visit_logs where id = ${reading.log_id})` })
          .from(attachments)
          .where(sql`${attachments.id} = (select scan_attachment_id from provider_location_visit_logs where id = ${reading.log_id})`)
        const bytes = scan ? await storage.get(scan.key) : null
        if (!scan || !bytes) throw new UnreadableScan('unsupported_scan')
        const pages = pagesOf(bytes, scan.type)
        await job.progress(0.05, { page: 0, pages: pages.length })
        const rows: OcrProposedRow[] = []
        for (const [index, page] of pages.entries()) {
          const read = await recognize(page)
          rows.push(...proposeRows(read.lines, scan.log, index + 1))
          await job.progress(0.05 + (0.9 * (index + 1)) / pages.length, { page: index + 1, pages: pages.length })
        }
        const proposed = await withStudents(db, rows)
        const now = clock()
        await db.transaction(async (tx) => {
          await tx.update(readings).set({ status: 'proposed', rows: proposed, pages: pages.length, millis: Date.now() - started, finished_at: now }).where(eq(readings.id, reading.id))
          const flagged = proposed.filter((row) => row.date.flagged || row.time.flagged || row.sie_number.flagged).length
          await writeEvent(tx, visitLogFlow, {
            documentId: reading.log_id,
            action: OCR_EVENTS.read,
            from: scan.log.status,
            to: scan.log.status,
            comment: `${proposed.length} filas propuestas, ${flagged} por revisar`,
            userId: reading.created_by,
            at: now,
          })
        })
        return { rows: proposed.length }
      } catch (error) {
        const code = error instanceof UnreadableScan ? error.code : 'ocr_failed'
        if (!(error instanceof UnreadableScan)) console.error('[ocr] reading failed', reading.id, error instanceof Error ? error.message : error)
        await db.update(readings).set({ status: 'failed', error_code: code, millis: Date.now() - started, finished_at: clock() }).where(eq(readings.id, reading.id))
        const [log] = await db.execute(sql`select status from provider_location_visit_logs where id = ${reading.log_id}`).then((result) => (result as unknown as { rows: { status: string }[] }).rows)
        if (log) await writeEvent(db, visitLogFlow, { documentId: reading.log_id, action: OCR_EVENTS.failed, from: log.status, to: log.status, comment: code, userId: reading.created_by, at: clock() })
        return { error: code }
      }
    },
    // Reading a page takes seconds; a process that dies mid-reading leaves the job to another
    // instance (or itself after a restart) once its heartbeat is a minute old.
    { expireInSeconds: 300, retryLimit: 2, heartbeatSeconds: 60, concurrency: 1, onStop: closeOcr },
  )
}

export { closeOcr }

interface Defaults {
  durationByMinutes: Map<number, number>
  anyDuration: number
  sessionType: number
  sessionOutcome: number
  visitOutcome: number
}

/** What the paper does not say: a delivered, in-person session of the referral's length. */
async function sessionDefaults(tx: Executor): Promise<Defaults> {
  const durations = await tx.select().from(serviceDurations).orderBy(asc(serviceDurations.minutes))
  const [type] = await tx.select({ id: sessionTypes.id }).from(sessionTypes).orderBy(asc(sessionTypes.sort_index), asc(sessionTypes.id)).limit(1)
  const [outcome] = await tx.select({ id: sessionOutcomes.id }).from(sessionOutcomes).where(eq(sessionOutcomes.delivered, true)).orderBy(asc(sessionOutcomes.sort_index), asc(sessionOutcomes.id)).limit(1)
  const [visitOutcome] = outcome
    ? await tx
        .select({ id: visitOutcomes.id })
        .from(visitOutcomes)
        .where(and(eq(visitOutcomes.session_outcome_id, outcome.id), eq(visitOutcomes.absence, false)))
        .orderBy(asc(visitOutcomes.sort_index), asc(visitOutcomes.id))
        .limit(1)
    : []
  if (durations.length === 0 || !type || !outcome || !visitOutcome) throw new HttpError(409, 'reference_missing', 'Faltan datos de referencia para registrar visitas.')
  return {
    durationByMinutes: new Map(durations.map((duration) => [duration.minutes, duration.id])),
    anyDuration: durations[0]!.id,
    sessionType: type.id,
    sessionOutcome: outcome.id,
    visitOutcome: visitOutcome.id,
  }
}

/**
 * POST …/{id}/ocr/confirm: the rows as the person left them become visits — one session per
 * date, time and service at the log's location, a visit per student under the student's active
 * referral with the log's provider there. All or nothing: a row that cannot be a visit answers
 * 422 naming the row and field, and nothing is written.
 */
export async function confirmReading(tx: Transaction, viewer: OfficeViewer, log: VisitLogRow, input: OcrConfirmInput, now: Date): Promise<OcrConfirmResult> {
  const [reading] = await tx.select().from(readings).where(eq(readings.log_id, log.id)).orderBy(desc(readings.id)).limit(1).for('update')
  if (!reading || reading.id !== input.reading_id) throw new HttpError(409, 'reading_stale', 'Hay una lectura más reciente de este registro.')
  if (reading.status !== 'proposed') throw new HttpError(409, 'reading_not_ready', 'La lectura no está lista para confirmar.', undefined, undefined, { status: reading.status })

  const numbers = [...new Set(input.rows.map((row) => row.sie_number))]
  const found = await tx
    .select({ student_id: students.id, sie: students.sie_number, referral_id: referrals.id, service_id: referrals.service_id, minutes: referrals.session_minutes })
    .from(students)
    .leftJoin(
      referrals,
      and(
        eq(referrals.student_id, students.id),
        eq(referrals.provider_id, log.provider_id),
        eq(referrals.location_id, log.location_id),
        sql`${referrals.status_id} in (select ${referralStatuses.id} from ${referralStatuses} where ${referralStatuses.name} = ${ACTIVE_REFERRAL_STATUS})`,
      ),
    )
    .where(inArray(students.sie_number, numbers))
    .orderBy(asc(referrals.id))
  const bySie = new Map<string, (typeof found)[number]>()
  for (const row of found) if (!bySie.has(row.sie) || (row.referral_id !== null && bySie.get(row.sie)!.referral_id === null)) bySie.set(row.sie, row)

  const today = companyToday(now)
  const monthPrefix = `${log.year}-${String(log.month).padStart(2, '0')}-`
  const errors: Record<string, string> = {}
  input.rows.forEach((row, index) => {
    const student = bySie.get(row.sie_number)
    if (!student) errors[`rows.${index}.sie_number`] = 'unknown_student'
    else if (student.referral_id === null) errors[`rows.${index}.sie_number`] = 'no_active_referral'
    if (!row.date.startsWith(monthPrefix)) errors[`rows.${index}.date`] = 'outside_month'
    else if (row.date > today) errors[`rows.${index}.date`] = 'date_in_future'
    if (row.time < '06:00' || row.time > '20:00') errors[`rows.${index}.time`] = 'outside_time_window'
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)

  // One session per date, time and service; a student once per session (a repeated row is one visit).
  const sessions = new Map<string, { date: string; time: string; service_id: number; minutes: number; visits: Map<number, number> }>()
  for (const row of input.rows) {
    const student = bySie.get(row.sie_number)!
    const key = `${row.date}|${row.time}|${student.service_id}`
    const session = sessions.get(key) ?? { date: row.date, time: row.time, service_id: student.service_id!, minutes: student.minutes!, visits: new Map() }
    session.visits.set(student.student_id, student.referral_id!)
    sessions.set(key, session)
  }
  const defaults = await sessionDefaults(tx)
  const ctx = { tx, viewer: await loadViewer(tx, { id: viewer.userId, provider_id: null }), now, newId: randomUUID }
  let visitCount = 0
  for (const session of sessions.values()) {
    const visits = [...session.visits].map(([student_id, referral_id]) => ({ student_id, referral_id, visit_outcome_id: defaults.visitOutcome }))
    await createSession(ctx, {
      id: randomUUID(),
      provider_id: log.provider_id,
      service_id: session.service_id,
      location_id: log.location_id,
      date: session.date,
      time: session.time,
      duration_id: defaults.durationByMinutes.get(session.minutes) ?? defaults.anyDuration,
      session_type_id: defaults.sessionType,
      session_outcome_id: defaults.sessionOutcome,
      notes: `Registro de visitas en papel #${log.id} (OCR confirmado)`,
      visits,
    })
    visitCount += visits.length
  }
  await tx
    .update(readings)
    .set({ status: 'confirmed', confirmed_by: viewer.userId, confirmed_at: now, confirmed_sessions: sessions.size, confirmed_visits: visitCount })
    .where(eq(readings.id, reading.id))
  await writeEvent(tx, visitLogFlow, {
    documentId: log.id,
    action: OCR_EVENTS.confirmed,
    from: log.status,
    to: log.status,
    comment: `${visitCount} visitas en ${sessions.size} sesiones`,
    userId: viewer.userId,
    at: now,
  })
  return { sessions: sessions.size, visits: visitCount }
}

/** 404 unless the reading's job exists. */
export function assertFound<T>(value: T | null): T {
  if (value === null) throw notFound('La lectura no existe.')
  return value
}
