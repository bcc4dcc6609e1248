import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { ListParams, Page, SortDirection } from '../../src/domain/lists/list-params'
import type { ObjectiveDatumAnswer } from '../../src/domain/plans/objective-data'
import type { ServiceSession, Visit } from '../../src/domain/service-sessions/types'
import type { Executor } from '../db/client'
import { countAll, limitOffset, pageOf } from '../http/list'
import type { Reach } from '../permissions/access'
import { reachesCustomer } from '../permissions/scope'
import { referrals, serviceSessions, visitObjectiveData, visits } from '../db/schema'

export type SessionRow = typeof serviceSessions.$inferSelect
export type VisitRow = typeof visits.$inferSelect
/** A visit row with the data per objective it recorded (read with it, or written with it). */
export type VisitWithData = VisitRow & { objective_data?: ObjectiveDatumAnswer[] }

export function toVisit(row: Pick<VisitWithData, 'id' | 'student_id' | 'referral_id' | 'visit_outcome_id' | 'objective_data'>): Visit {
  return {
    id: row.id,
    student_id: row.student_id,
    referral_id: row.referral_id,
    visit_outcome_id: row.visit_outcome_id,
    objective_data: row.objective_data ?? [],
  }
}

/** The data per objective of the visits, by visit id, each visit's in objective order. */
export async function objectiveDataOf(db: Executor, visitIds: readonly string[]): Promise<Map<string, ObjectiveDatumAnswer[]>> {
  const byVisit = new Map<string, ObjectiveDatumAnswer[]>()
  if (visitIds.length === 0) return byVisit
  const rows = await db
    .select({ visit_id: visitObjectiveData.visit_id, objective_id: visitObjectiveData.objective_id, value: visitObjectiveData.value, note: visitObjectiveData.note })
    .from(visitObjectiveData)
    .where(inArray(visitObjectiveData.visit_id, [...visitIds]))
    .orderBy(asc(visitObjectiveData.objective_id))
  for (const { visit_id, ...datum } of rows) byVisit.set(visit_id, [...(byVisit.get(visit_id) ?? []), datum])
  return byVisit
}

async function withObjectiveData(db: Executor, rows: VisitRow[]): Promise<VisitWithData[]> {
  const data = await objectiveDataOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ ...row, objective_data: data.get(row.id) ?? [] }))
}

/** The session as the API answers it (and as session_changes keeps it). */
export function toServiceSession(row: SessionRow, visitRows: readonly VisitWithData[]): ServiceSession {
  return {
    id: row.id,
    provider_id: row.provider_id,
    provider_specialty_id: row.provider_specialty_id,
    service_id: row.service_id,
    location_id: row.location_id,
    date: row.date,
    time: row.time,
    duration_id: row.duration_id,
    session_type_id: row.session_type_id,
    session_outcome_id: row.session_outcome_id,
    notes: row.notes,
    hash: row.hash,
    // Referral order is stable whatever order the visits were added in.
    visits: [...visitRows].sort((a, b) => a.referral_id - b.referral_id).map(toVisit),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  }
}

/** One session row (deleted ones included), locked for update inside a write transaction. */
export async function sessionRow(db: Executor, id: string, lock = false): Promise<SessionRow | undefined> {
  const query = db.select().from(serviceSessions).where(eq(serviceSessions.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function visitRowsOf(db: Executor, sessionIds: readonly string[]): Promise<VisitWithData[]> {
  if (sessionIds.length === 0) return []
  return withObjectiveData(db, await db.select().from(visits).where(inArray(visits.session_id, [...sessionIds])))
}

/**
 * The sessions with their visits. With a customer-scoped `reach`, a visit of a student of
 * another customer is left out (a session at a school shared by two customers shows the reader
 * only her own students).
 */
export async function withVisits(db: Executor, rows: readonly SessionRow[], reach?: Reach): Promise<ServiceSession[]> {
  const sessionIds = rows.map((row) => row.id)
  const visitRows =
    reach === undefined || reach.customers === 'all'
      ? await visitRowsOf(db, sessionIds)
      : await visitRowsInReach(db, sessionIds, reach)
  const bySession = new Map<string, VisitWithData[]>()
  for (const visit of visitRows) bySession.set(visit.session_id, [...(bySession.get(visit.session_id) ?? []), visit])
  return rows.map((row) => toServiceSession(row, bySession.get(row.id) ?? []))
}

async function visitRowsInReach(db: Executor, sessionIds: readonly string[], reach: Reach): Promise<VisitWithData[]> {
  if (sessionIds.length === 0) return []
  const rows = await db
    .select({ visit: visits, customer_id: referrals.customer_id })
    .from(visits)
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(inArray(visits.session_id, [...sessionIds]))
  return withObjectiveData(
    db,
    rows.filter((row) => reachesCustomer(reach, row.customer_id)).map((row) => row.visit),
  )
}

/** Live (not deleted) sessions matching `where`, by date and time. */
export async function listSessions(db: Executor, where: SQL | undefined, reach?: Reach): Promise<ServiceSession[]> {
  const rows = await db
    .select()
    .from(serviceSessions)
    .where(and(isNull(serviceSessions.deleted_at), where))
    .orderBy(...sessionOrder('asc'))
  return withVisits(db, rows, reach)
}

const sessionOrder = (direction: SortDirection) =>
  [serviceSessions.date, serviceSessions.time, serviceSessions.created_at, serviceSessions.id].map((column) =>
    direction === 'asc' ? asc(column) : desc(column),
  )

/** One page of the live sessions matching `where` (the list convention), by date and time. */
export async function pageSessions(db: Executor, where: SQL | undefined, params: ListParams<'date'>, reach?: Reach): Promise<Page<ServiceSession>> {
  const live = and(isNull(serviceSessions.deleted_at), where)
  const { limit, offset } = limitOffset(params)
  const page = await pageOf(
    db.select().from(serviceSessions).where(live).orderBy(...sessionOrder(params.sort.direction)).limit(limit).offset(offset),
    db.select({ total: countAll }).from(serviceSessions).where(live),
  )
  return { items: await withVisits(db, page.items, reach), total: page.total }
}
