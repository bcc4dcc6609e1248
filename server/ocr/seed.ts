import { and, asc, eq, sql } from 'drizzle-orm'
import { OCR_CONFIDENCE_THRESHOLD, type OcrField, type OcrProposedRow } from '../../src/domain/visit-logs/ocr'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { Transaction } from '../db/client'
import { referralStatuses, referrals, students, visitLogOcrReadings } from '../db/schema'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { writeEvent } from '../workflows/events'
import { OCR_EVENTS } from './service'

/**
 * Demo: the claimed seed log already read by OCR, its proposal waiting for the clerk — rows for
 * the provider's active students there, one SIE number read badly (flagged), so the screen shows
 * the editable table without running the engine. A proposal is not a visit: nothing is recorded
 * until someone confirms it.
 */
export async function seedOcrReading(tx: Transaction, log: { id: number; provider_id: number; location_id: number; year: number; month: number; status: string }, userId: number, now: Date): Promise<void> {
  const found = await tx
    .select({ id: students.id, sie: students.sie_number, name: sql<string>`${students.first_name} || ' ' || ${students.last_name}` })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referrals.provider_id, log.provider_id), eq(referralStatuses.name, ACTIVE_REFERRAL_STATUS)))
    .orderBy(asc(referrals.id))
    .limit(4)
  if (found.length === 0) return
  const sure = (value: string, confidence: number): OcrField => ({ value, raw: value, confidence, flagged: confidence < OCR_CONFIDENCE_THRESHOLD })
  const month = String(log.month).padStart(2, '0')
  const rows: OcrProposedRow[] = found.map((student, index) => {
    const day = String(3 + index * 2).padStart(2, '0')
    const time = ['08:30', '09:15', '10:00', '13:30'][index]!
    const badlyRead = index === 1
    const raw = badlyRead ? `${student.sie.slice(0, 4)}S${student.sie.slice(5)}` : student.sie
    return {
      page: 1,
      line: 6 + index,
      text: `${day}/${month}/${log.year} ${time} ${raw} ${student.name}`,
      date: sure(`${log.year}-${month}-${day}`, 0.93),
      time: sure(time, 0.95),
      sie_number: badlyRead ? { value: student.sie.slice(0, 4) + '5' + student.sie.slice(5), raw, confidence: 0.71, flagged: true } : sure(student.sie, 0.94),
      student_id: badlyRead ? null : student.id,
      student_name: badlyRead ? null : student.name,
    }
  })
  await tx.insert(visitLogOcrReadings).values({ log_id: log.id, status: 'proposed', rows, pages: 1, millis: 3100, created_by: userId, created_at: now, finished_at: now })
  for (const action of [OCR_EVENTS.queued, OCR_EVENTS.read]) {
    await writeEvent(tx, visitLogFlow, {
      documentId: log.id,
      action,
      from: log.status,
      to: log.status,
      comment: action === OCR_EVENTS.read ? `${rows.length} filas propuestas, 1 por revisar` : null,
      userId,
      at: now,
    })
  }
}
