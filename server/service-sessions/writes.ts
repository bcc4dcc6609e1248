import { and, eq, inArray, sql } from 'drizzle-orm'
import type { VisitAddInput, VisitUpdateInput, SessionDeleted } from '../../src/domain/service-sessions/api'
import type { ObjectiveDatumAnswer } from '../../src/domain/plans/objective-data'
import { MAX_VISITS, type SessionCreateInput, type SessionUpdateInput, type SessionVisitInput } from '../../src/domain/service-sessions/schemas'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { Transaction } from '../db/client'
import type { WriteContext as CoreWriteContext } from '../core/editable'
import { referrals, serviceSessions, sessionChanges, visitObjectiveData, visitOutcomes, visits } from '../db/schema'
import { HttpError, forbidden, invalid, notFound } from '../http/errors'
import { canRead, canWrite, isStaff, type Viewer } from './access'
import { sessionRow, toServiceSession, visitRowsOf, type SessionRow, type VisitRow } from './read'
import { assertPeriodsOpen } from '../core/period-lock'
import { objectiveDataRows, replaceObjectiveData, verifyObjectiveData, type ObjectiveDataRow } from './objective-data'
import { assertUniqueStudents, verifySessionReferences, type LookupMemo, type VisitPath } from './references'

/**
 * Session and visit writes. Each runs inside the caller's transaction (the idempotency record's),
 * so a write is all or nothing: a failing visit leaves no session, and a refused change leaves
 * no trace. Every write gives the session a new `hash` and records a session_changes row with
 * the session as it is after the change.
 */
export type WriteContext = CoreWriteContext<
  {
    /** The idempotency record's transaction (a batch's deferred inserts are written in it). */
    tx: Transaction
    /** New ids and versions (crypto.randomUUID on the server; a seeded generator in the seed). */
    newId: () => string
    /** Reference lookups shared by the mutations of one batch. */
    memo?: LookupMemo
    /**
     * A batch applied whole collects here the rows its creates and history would insert, and
     * writes them with one statement per table (writeDeferred) before anything reads them;
     * without it each write inserts its own.
     */
    deferred?: DeferredInserts
  },
  Viewer
>

export type SessionChangeRow = typeof sessionChanges.$inferInsert

export interface DeferredInserts {
  sessions: SessionRow[]
  visits: VisitRow[]
  /** The data per objective of those visits. */
  objectiveData: ObjectiveDataRow[]
  changes: SessionChangeRow[]
}

export const noDeferredInserts = (): DeferredInserts => ({ sessions: [], visits: [], objectiveData: [], changes: [] })

/** A deferred create found its session id taken (a repeat, or another device's session). */
export class DeferredCreateConflict extends Error {}

const NOT_FOUND_MESSAGE = 'La sesión no existe.'

export function versionConflict(current: ServiceSession | null): HttpError {
  const message = current
    ? 'La sesión cambió desde que se editó. Compare ambas versiones.'
    : 'La sesión fue eliminada desde que se editó.'
  return new HttpError(409, 'version_conflict', message, undefined, undefined, { current })
}

async function recordChange(ctx: WriteContext, action: 'create' | 'update' | 'delete', snapshot: ServiceSession & { deleted_at?: string | null }) {
  const change: SessionChangeRow = {
    session_id: snapshot.id,
    action,
    user_id: ctx.viewer.userId,
    at: ctx.now,
    snapshot: { ...snapshot, deleted_at: snapshot.deleted_at ?? null },
  }
  if (ctx.deferred) ctx.deferred.changes.push(change)
  else await ctx.tx.insert(sessionChanges).values(change)
}

/** The rows of a raw statement's answer, whichever driver ran it. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}

/**
 * Writes what a batch deferred (sessions, then their visits, then history) and empties it.
 * Throws DeferredCreateConflict when a session id was already taken: the caller rolls back and
 * applies the batch one mutation at a time, where that create answers its 409 or 404.
 */
export async function writeDeferred(tx: Transaction, deferred: DeferredInserts): Promise<void> {
  const { sessions, visits: visitRows, objectiveData, changes } = deferred
  // Each table's rows go as one JSON parameter: building and sending a hundred rows' worth of
  // parameters costs more than the insert itself. The keys are the tables' column names.
  if (sessions.length > 0) {
    const inserted = await tx.execute(sql`insert into ${serviceSessions} select * from jsonb_populate_recordset(null::${serviceSessions}, ${JSON.stringify(sessions)}::jsonb)
      on conflict (id) do nothing returning id`)
    if (rowsOf(inserted).length !== sessions.length) throw new DeferredCreateConflict('a session id is taken')
  }
  if (visitRows.length > 0) {
    await tx.execute(sql`insert into ${visits} select * from jsonb_populate_recordset(null::${visits}, ${JSON.stringify(visitRows)}::jsonb)`)
  }
  if (objectiveData.length > 0) {
    await tx.execute(sql`insert into ${visitObjectiveData} (visit_id, objective_id, value, note, created_at)
      select visit_id, objective_id, value, note, created_at from jsonb_populate_recordset(null::${visitObjectiveData}, ${JSON.stringify(objectiveData)}::jsonb)`)
  }
  if (changes.length > 0) {
    await tx.execute(sql`insert into ${sessionChanges} (session_id, action, user_id, at, snapshot)
      select session_id, action, user_id, at, snapshot from jsonb_populate_recordset(null::${sessionChanges}, ${JSON.stringify(changes)}::jsonb)`)
  }
  deferred.sessions = []
  deferred.visits = []
  deferred.objectiveData = []
  deferred.changes = []
}

async function snapshotOf(ctx: WriteContext, row: SessionRow): Promise<ServiceSession> {
  return toServiceSession(row, await visitRowsOf(ctx.tx, [row.id]))
}

/**
 * The live session `id`, locked, that the viewer may change and whose version is `hash`:
 * unknown or not readable → 404; readable but not writable (a supervisor) → 403; deleted →
 * 409 with current null; another version → 409 with the current session.
 */
async function lockForChange(ctx: WriteContext, id: string, hash: string): Promise<SessionRow> {
  const row = await sessionRow(ctx.tx, id, true)
  if (!row || !canRead(ctx.viewer, row.provider_id) || !(await inViewersCustomers(ctx, row.id))) throw notFound(NOT_FOUND_MESSAGE)
  if (!canWrite(ctx.viewer, row.provider_id)) throw forbidden('Solo puede modificar sus propias sesiones.')
  if (row.deleted_at) throw versionConflict(null)
  if (row.hash !== hash) throw versionConflict(await snapshotOf(ctx, row))
  return row
}

/** A customer-scoped viewer reaches a session only through a visit of one of her customers. */
async function inViewersCustomers(ctx: WriteContext, sessionId: string): Promise<boolean> {
  const { customers } = ctx.viewer
  if (customers === 'all') return true
  if (customers.length === 0) return false
  const [visit] = await ctx.tx
    .select({ id: visits.id })
    .from(visits)
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(and(eq(visits.session_id, sessionId), inArray(referrals.customer_id, customers)))
    .limit(1)
  return visit !== undefined
}

/** A new version of the session after a change of its visits. */
async function bump(ctx: WriteContext, id: string, extra: Partial<SessionRow> = {}): Promise<SessionRow> {
  const [row] = await ctx.tx
    .update(serviceSessions)
    .set({ ...extra, hash: ctx.newId(), updated_by: ctx.viewer.userId, updated_at: ctx.now })
    .where(eq(serviceSessions.id, id))
    .returning()
  return row!
}

function sessionProvider(viewer: Viewer, named: number | undefined): number {
  if (isStaff(viewer)) {
    if (named === undefined) throw invalid({ provider_id: 'required' })
    return named
  }
  if (named !== undefined && named !== viewer.providerId) throw forbidden('Solo puede registrar sus propias sesiones.')
  return viewer.providerId!
}

export async function createSession(ctx: WriteContext, input: SessionCreateInput): Promise<ServiceSession> {
  const providerId = sessionProvider(ctx.viewer, input.provider_id)
  assertUniqueStudents(input.visits)
  await assertPeriodsOpen(ctx.tx, [input.date])
  const { providerSpecialtyId } = await verifySessionReferences(ctx.tx, { ...input, provider_id: providerId }, input.visits, {
    lookups: true,
    checkProvider: isStaff(ctx.viewer),
    memo: ctx.memo,
    callerSeesAll: isStaff(ctx.viewer),
    customers: ctx.viewer.customers,
  })
  await verifyObjectiveData(ctx.tx, input.date, input.visits)
  const values = {
    id: input.id,
    provider_id: providerId,
    provider_specialty_id: providerSpecialtyId,
    ...sessionColumns(input),
    hash: ctx.newId(),
    created_by: ctx.viewer.userId,
    updated_by: ctx.viewer.userId,
    created_at: ctx.now,
    updated_at: ctx.now,
  }
  if (ctx.deferred) return deferCreate(ctx.deferred, ctx, { ...values, id: input.id.toLowerCase(), deleted_at: null }, input.visits)
  // The id is the device's. DO NOTHING instead of failing: a concurrent or retention-outliving
  // repeat of the create finds the existing session below instead of a 500.
  const [row] = await ctx.tx.insert(serviceSessions).values(values).onConflictDoNothing({ target: serviceSessions.id }).returning()
  if (!row) {
    const existing = await sessionRow(ctx.tx, input.id)
    if (existing && canRead(ctx.viewer, existing.provider_id)) {
      throw versionConflict(existing.deleted_at ? null : await snapshotOf(ctx, existing))
    }
    // Someone else's session: answered as GET answers it (404), so the id's owner stays unknown.
    throw notFound(NOT_FOUND_MESSAGE)
  }
  const inserted = await ctx.tx
    .insert(visits)
    .values(input.visits.map((visit) => ({ id: ctx.newId(), session_id: row.id, ...visitColumns(visit), created_at: ctx.now })))
    .returning()
  const visitRows = inserted.map((visit) => ({ ...visit, objective_data: dataOf(input.visits, visit.referral_id) }))
  const dataRows = visitRows.flatMap((visit) => objectiveDataRows(visit.id, visit.objective_data, ctx.now))
  if (dataRows.length > 0) await ctx.tx.insert(visitObjectiveData).values(dataRows)
  const session = toServiceSession(row, visitRows)
  await recordChange(ctx, 'create', session)
  return session
}

/**
 * A create inside a batch applied whole: the rows exactly as the database would answer them
 * (ids in lower case, no deleted_at, the visit's make-up link empty), kept for writeDeferred.
 */
async function deferCreate(deferred: DeferredInserts, ctx: WriteContext, row: SessionRow, input: SessionCreateInput['visits']): Promise<ServiceSession> {
  const visitRows: VisitRow[] = input.map((visit) => ({ id: ctx.newId(), session_id: row.id, ...visitColumns(visit), replaced_by_visit_id: null, created_at: ctx.now }))
  deferred.sessions.push(row)
  deferred.visits.push(...visitRows)
  const withData = visitRows.map((visit) => ({ ...visit, objective_data: dataOf(input, visit.referral_id) }))
  deferred.objectiveData.push(...withData.flatMap((visit) => objectiveDataRows(visit.id, visit.objective_data, ctx.now)))
  const session = toServiceSession(row, withData)
  await recordChange(ctx, 'create', session)
  return session
}

/** A visit's own columns (its data per objective is a table of its own). */
function visitColumns(visit: SessionVisitInput) {
  const { student_id, referral_id, visit_outcome_id } = visit
  return { student_id, referral_id, visit_outcome_id }
}

/** The data per objective sent for the visit of `referralId` (none when not sent), as answered. */
function dataOf(input: readonly SessionVisitInput[], referralId: number): ObjectiveDatumAnswer[] {
  const data = input.find((visit) => visit.referral_id === referralId)?.objective_data ?? []
  return data.map((datum) => ({ objective_id: datum.objective_id, value: datum.value, note: datum.note ?? null })).sort((a, b) => a.objective_id - b.objective_id)
}

/** The columns a create or an update writes from the request as sent. */
function sessionColumns(input: SessionCreateInput | SessionUpdateInput) {
  const { service_id, location_id, date, time, duration_id, session_type_id, session_outcome_id, notes } = input
  return { service_id, location_id, date, time, duration_id, session_type_id, session_outcome_id, notes }
}

export async function updateSession(ctx: WriteContext, id: string, input: SessionUpdateInput): Promise<ServiceSession> {
  const current = await lockForChange(ctx, id, input.hash)
  assertUniqueStudents(input.visits)
  // Moving a session out of a locked period changes that period as much as editing it there.
  await assertPeriodsOpen(ctx.tx, [current.date, input.date])
  const existing = await visitRowsOf(ctx.tx, [id])
  const { providerSpecialtyId } = await verifySessionReferences(ctx.tx, { ...input, provider_id: current.provider_id }, input.visits, {
    lookups: true,
    retained: new Set(existing.map((visit) => visit.referral_id)),
    memo: ctx.memo,
    callerSeesAll: isStaff(ctx.viewer),
    customers: ctx.viewer.customers,
  })
  await verifyObjectiveData(ctx.tx, input.date, input.visits)

  // Visits keep their ids (a make-up visit may point at one): matched by referral, the rest
  // removed or added.
  const byReferral = new Map(existing.map((visit) => [visit.referral_id, visit]))
  const kept = new Set<number>()
  for (const visit of input.visits) {
    const before = byReferral.get(visit.referral_id)
    if (!before) {
      const visitId = ctx.newId()
      await ctx.tx.insert(visits).values({ id: visitId, session_id: id, ...visitColumns(visit), created_at: ctx.now })
      if (visit.objective_data?.length) await ctx.tx.insert(visitObjectiveData).values(objectiveDataRows(visitId, visit.objective_data, ctx.now))
    } else {
      kept.add(visit.referral_id)
      if (before.visit_outcome_id !== visit.visit_outcome_id || before.student_id !== visit.student_id) {
        await ctx.tx.update(visits).set({ visit_outcome_id: visit.visit_outcome_id, student_id: visit.student_id }).where(eq(visits.id, before.id))
      }
      // Sent: it replaces the visit's data; not sent (a device that does not know it): kept.
      if (visit.objective_data) await replaceObjectiveData(ctx.tx, before.id, visit.objective_data, ctx.now)
    }
  }
  const removed = existing.filter((visit) => !kept.has(visit.referral_id)).map((visit) => visit.id)
  if (removed.length > 0) await ctx.tx.delete(visits).where(and(eq(visits.session_id, id), inArray(visits.id, removed)))

  const row = await bump(ctx, id, {
    provider_specialty_id: providerSpecialtyId ?? current.provider_specialty_id,
    ...sessionColumns(input),
  })
  const session = await snapshotOf(ctx, row)
  await recordChange(ctx, 'update', session)
  return session
}

/**
 * Soft delete. A session already deleted is 404 for a new request (a repeat of the request
 * that deleted it is answered from its idempotency record before reaching here).
 */
export async function deleteSession(ctx: WriteContext, id: string, hash: string): Promise<SessionDeleted> {
  const row = await sessionRow(ctx.tx, id, true)
  if (!row || row.deleted_at) throw notFound(NOT_FOUND_MESSAGE)
  await lockForChange(ctx, id, hash)
  await assertPeriodsOpen(ctx.tx, [row.date])
  const deleted = await bump(ctx, id, { deleted_at: ctx.now })
  await recordChange(ctx, 'delete', { ...(await snapshotOf(ctx, deleted)), deleted_at: ctx.now.toISOString() })
  return { id, deleted_at: ctx.now.toISOString() }
}

const single: VisitPath = (_index, field) => field

export async function addVisit(ctx: WriteContext, input: VisitAddInput): Promise<ServiceSession> {
  const current = await lockForChange(ctx, input.session_id, input.hash)
  await assertPeriodsOpen(ctx.tx, [current.date])
  const existing = await visitRowsOf(ctx.tx, [current.id])
  if (existing.some((visit) => visit.referral_id === input.referral_id)) throw invalid({ referral_id: 'duplicate_student' })
  if (existing.some((visit) => visit.student_id === input.student_id)) throw invalid({ student_id: 'duplicate_student' })
  if (existing.length >= MAX_VISITS) throw invalid({ visits: 'too_many_students' })
  const visit = { student_id: input.student_id, referral_id: input.referral_id, visit_outcome_id: input.visit_outcome_id }
  const { providerSpecialtyId } = await verifySessionReferences(ctx.tx, current, [visit], {
    path: single,
    memo: ctx.memo,
    callerSeesAll: isStaff(ctx.viewer),
    customers: ctx.viewer.customers,
  })
  await ctx.tx.insert(visits).values({ id: ctx.newId(), session_id: current.id, ...visit, created_at: ctx.now })
  const row = await bump(ctx, current.id, { provider_specialty_id: current.provider_specialty_id ?? providerSpecialtyId })
  const session = await snapshotOf(ctx, row)
  await recordChange(ctx, 'update', session)
  return session
}

async function visitRow(ctx: WriteContext, visitId: string) {
  const [row] = await ctx.tx.select().from(visits).where(eq(visits.id, visitId))
  if (!row) throw notFound('La visita no existe.')
  return row
}

export async function updateVisit(ctx: WriteContext, visitId: string, input: VisitUpdateInput): Promise<ServiceSession> {
  const visit = await visitRow(ctx, visitId)
  const current = await lockForChange(ctx, visit.session_id, input.hash)
  await assertPeriodsOpen(ctx.tx, [current.date])
  // Only the outcome changes: it must be one of the session outcome's; the referral stays as recorded.
  await verifyOutcome(ctx, current, input.visit_outcome_id)
  await ctx.tx.update(visits).set({ visit_outcome_id: input.visit_outcome_id }).where(eq(visits.id, visitId))
  const session = await snapshotOf(ctx, await bump(ctx, current.id))
  await recordChange(ctx, 'update', session)
  return session
}

async function verifyOutcome(ctx: WriteContext, session: SessionRow, visitOutcomeId: number): Promise<void> {
  const [outcome] = await ctx.tx.select().from(visitOutcomes).where(eq(visitOutcomes.id, visitOutcomeId))
  if (!outcome) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', { visit_outcome_id: 'unknown_reference' })
  if (outcome.session_outcome_id !== session.session_outcome_id) {
    throw new HttpError(422, 'visit_outcome_mismatch', 'El resultado de la visita no corresponde al resultado de la sesión.', {
      visit_outcome_id: 'visit_outcome_mismatch',
    })
  }
}

export async function removeVisit(ctx: WriteContext, visitId: string, hash: string): Promise<ServiceSession> {
  const visit = await visitRow(ctx, visitId)
  const current = await lockForChange(ctx, visit.session_id, hash)
  await assertPeriodsOpen(ctx.tx, [current.date])
  const existing = await visitRowsOf(ctx.tx, [current.id])
  // A session records at least one student (the same rule as the form's).
  if (existing.length <= 1) throw invalid({ visits: 'no_students' })
  await ctx.tx.delete(visits).where(eq(visits.id, visitId))
  const session = await snapshotOf(ctx, await bump(ctx, current.id))
  await recordChange(ctx, 'update', session)
  return session
}
