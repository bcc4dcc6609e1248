import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type {
  MonthTotals,
  ProviderMonth,
  ProviderMonthSummary,
  SessionChangeEntry,
  SessionVisit,
} from '../../src/domain/service-sessions/api'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { ListParams, Page, SortDirection } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { serviceDurations, serviceSessions, sessionChanges, sessionOutcomes, supportSessionEntries, users, visitOutcomes, visits } from '../db/schema'
import { listPage } from '../core/list-page'
import type { Reach } from '../permissions/access'
import { listSessions } from './read'

/** First day of the month and first day of the next one, for `date >= from and date < to`. */
export function monthRange(monthId: string): { from: string; to: string } {
  const [year, month] = monthId.split('-').map(Number) as [number, number]
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  return { from: `${monthId}-01`, to: `${next}-01` }
}

const monthOf = sql<string>`to_char(${serviceSessions.date}, 'YYYY-MM')`

/** Every month with live sessions of the provider, newest first, with its totals. */
export async function providerMonths(db: Executor, providerId: number, scope?: SQL): Promise<ProviderMonthSummary[]> {
  const live = and(eq(serviceSessions.provider_id, providerId), isNull(serviceSessions.deleted_at), scope)
  const sessionTotals = await db
    .select({
      month_id: monthOf,
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(case when ${sessionOutcomes.delivered} then ${serviceDurations.minutes} else 0 end), 0)::int`,
    })
    .from(serviceSessions)
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .where(live)
    .groupBy(monthOf)
  const visitTotals = await db
    .select({ month_id: monthOf, visits: sql<number>`count(*)::int` })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .where(live)
    .groupBy(monthOf)
  const visitsByMonth = new Map(visitTotals.map((row) => [row.month_id, row.visits]))
  return sessionTotals
    .map((row) => ({ month_id: row.month_id, sessions: row.sessions, visits: visitsByMonth.get(row.month_id) ?? 0, minutes: row.minutes }))
    .sort((a, b) => (a.month_id < b.month_id ? 1 : -1))
}

/** The month's live sessions with their visits, grouped by day, and the month's totals. */
export async function providerMonth(db: Executor, providerId: number, monthId: string, scope?: SQL, reach?: Reach): Promise<ProviderMonth> {
  const { from, to } = monthRange(monthId)
  const sessions = await listSessions(
    db,
    and(eq(serviceSessions.provider_id, providerId), gte(serviceSessions.date, from), lt(serviceSessions.date, to), scope),
    reach,
  )
  const days = new Map<string, ServiceSession[]>()
  for (const session of sessions) days.set(session.date, [...(days.get(session.date) ?? []), session])
  return {
    provider_id: providerId,
    month_id: monthId,
    days: [...days].map(([date, daySessions]) => ({ date, sessions: daySessions })),
    totals: await totalsOf(db, sessions),
  }
}

async function totalsOf(db: Executor, sessions: readonly ServiceSession[]): Promise<MonthTotals> {
  const durations = new Map((await db.select().from(serviceDurations)).map((row) => [row.id, row.minutes]))
  const delivered = new Set(
    (await db.select({ id: sessionOutcomes.id }).from(sessionOutcomes).where(eq(sessionOutcomes.delivered, true))).map((row) => row.id),
  )
  return {
    sessions: sessions.length,
    visits: sessions.reduce((sum, session) => sum + session.visits.length, 0),
    minutes: sessions.reduce(
      (sum, session) => sum + (delivered.has(session.session_outcome_id) ? (durations.get(session.duration_id) ?? 0) : 0),
      0,
    ),
  }
}

/**
 * The provider's session changes, newest first. `monthId` keeps the changes of sessions dated
 * in that month (the month the history and billing screens show), whenever they were made.
 */
export async function providerAudit(
  db: Executor,
  providerId: number,
  monthId: string | undefined,
  params: ListParams<'at'>,
  scope?: SQL,
): Promise<Page<SessionChangeEntry>> {
  const filters: SQL[] = [eq(serviceSessions.provider_id, providerId)]
  if (scope) filters.push(scope)
  if (monthId) {
    const { from, to } = monthRange(monthId)
    filters.push(gte(serviceSessions.date, from), lt(serviceSessions.date, to))
  }
  const where = and(...filters)
  const order = params.sort.direction === 'asc' ? asc : desc
  const query = db
    .select({
      id: sessionChanges.id,
      session_id: sessionChanges.session_id,
      action: sessionChanges.action,
      user_id: sessionChanges.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      at: sessionChanges.at,
      snapshot: sessionChanges.snapshot,
      support_reason: supportSessionEntries.reason,
    })
    .from(sessionChanges)
    .innerJoin(serviceSessions, eq(serviceSessions.id, sessionChanges.session_id))
    .innerJoin(users, eq(users.id, sessionChanges.user_id))
    // A session support entered on the provider's behalf shows why on its first change.
    .leftJoin(supportSessionEntries, and(eq(supportSessionEntries.session_id, sessionChanges.session_id), eq(sessionChanges.action, 'create')))
    .where(where)
  const page = await listPage(db, query.$dynamic(), params, [order(sessionChanges.at), order(sessionChanges.id)])
  return {
    total: page.total,
    items: page.items.map(({ first_name, last_name, at, snapshot, ...row }) => ({
      ...row,
      user_name: `${first_name} ${last_name}`,
      at: at.toISOString(),
      snapshot: snapshot as SessionChangeEntry['snapshot'],
    })),
  }
}

const sessionVisitColumns = {
  id: visits.id,
  student_id: visits.student_id,
  referral_id: visits.referral_id,
  visit_outcome_id: visits.visit_outcome_id,
  replaced_by_visit_id: visits.replaced_by_visit_id,
  session_id: visits.session_id,
  provider_id: serviceSessions.provider_id,
  service_id: serviceSessions.service_id,
  location_id: serviceSessions.location_id,
  date: serviceSessions.date,
  time: serviceSessions.time,
  session_outcome_id: serviceSessions.session_outcome_id,
}

const visitOrder = (direction: SortDirection) =>
  [serviceSessions.date, serviceSessions.time, visits.session_id, visits.referral_id].map((column) =>
    direction === 'asc' ? asc(column) : desc(column),
  )

/** Visits of live sessions matching `where`, with their session's provider, date and time. */
export async function listVisits(db: Executor, where: SQL | undefined): Promise<SessionVisit[]> {
  return db
    .select(sessionVisitColumns)
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .where(and(isNull(serviceSessions.deleted_at), where))
    .orderBy(...visitOrder('asc'))
}

/** One page of the visits of live sessions matching `where` (the list convention). */
export async function pageVisits(db: Executor, where: SQL | undefined, params: ListParams<'date'>): Promise<Page<SessionVisit>> {
  const live = and(isNull(serviceSessions.deleted_at), where)
  const query = db.select(sessionVisitColumns).from(visits).innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id)).where(live)
  return listPage(db, query.$dynamic(), params, visitOrder(params.sort.direction))
}

/** Missed visits (an absence outcome) not yet replaced by a make-up visit, one page of them. */
export async function pageUnreplacedVisits(db: Executor, scope: SQL | undefined, params: ListParams<'date'>): Promise<Page<SessionVisit>> {
  const where = and(isNull(serviceSessions.deleted_at), eq(visitOutcomes.absence, true), isNull(visits.replaced_by_visit_id), scope)
  const query = db
    .select(sessionVisitColumns)
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .where(where)
  return listPage(db, query.$dynamic(), params, visitOrder(params.sort.direction))
}
