import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { visitImportVisits } from '../db/schema'
import { toServiceSession, type SessionRow, type VisitRow } from '../service-sessions/read'
import { noDeferredInserts, writeDeferred } from '../service-sessions/writes'
import type { GoodRow } from './check'

/**
 * Good rows become ordinary sessions (one visit each), written the way a tablet's batch is
 * (service-sessions/writes.ts writeDeferred: one statement per table, history included), so
 * they count in the period like recorded ones; visit_import_visits keeps their origin and
 * natural key. Runs inside the chunk's transaction.
 */
export async function commitRows(tx: Transaction, rows: readonly GoodRow[], context: { importId: number; userId: number; now: Date; filename: string }): Promise<Map<number, string>> {
  const visitIds = new Map<number, string>()
  if (rows.length === 0) return visitIds
  const deferred = noDeferredInserts()
  const origins: (typeof visitImportVisits.$inferInsert)[] = []
  const notes = `Importada de ${context.filename}`.slice(0, 2000)
  for (const row of rows) {
    const session: SessionRow = {
      id: randomUUID(),
      provider_id: row.provider_id,
      provider_specialty_id: row.provider_specialty_id,
      service_id: row.service_id,
      location_id: row.location_id,
      date: row.date,
      time: row.time,
      duration_id: row.duration_id,
      session_type_id: row.session_type_id,
      session_outcome_id: row.session_outcome_id,
      notes,
      hash: randomUUID(),
      created_by: context.userId,
      updated_by: context.userId,
      created_at: context.now,
      updated_at: context.now,
      deleted_at: null,
    }
    const visit: VisitRow = {
      id: randomUUID(),
      session_id: session.id,
      student_id: row.student_id,
      referral_id: row.referral_id,
      visit_outcome_id: row.visit_outcome_id,
      replaced_by_visit_id: null,
      created_at: context.now,
    }
    deferred.sessions.push(session)
    deferred.visits.push(visit)
    deferred.changes.push({ session_id: session.id, action: 'create', user_id: context.userId, at: context.now, snapshot: { ...toServiceSession(session, [visit]), deleted_at: null } })
    origins.push({ visit_id: visit.id, session_id: session.id, import_id: context.importId, row: row.row, referral_id: row.referral_id, date: row.date, time: row.time })
    visitIds.set(row.row, visit.id)
  }
  await writeDeferred(tx, deferred)
  await tx.execute(sql`insert into ${visitImportVisits} select * from jsonb_populate_recordset(null::${visitImportVisits}, ${JSON.stringify(origins)}::jsonb)`)
  return visitIds
}
