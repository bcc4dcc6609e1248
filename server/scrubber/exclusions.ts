import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { VisitExclusion } from '../../src/domain/scrubber/api'
import type { Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { users, visitBillingExclusions, visitExclusionEvents, visitPeriods } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import { reaches } from '../permissions/viewer'
import type { BillingScope } from '../billing/access'
import { visitForExclusion } from './facts'
import { exclusionsOf } from './findings'
import { periodLocked } from './period-lock'

const NOT_FOUND = 'La visita no existe.'

/**
 * The visit, its period locked FOR UPDATE (so a lock cannot be taken between this check and the
 * change), and 404 for a visit the caller does not reach — exactly as for a missing one.
 */
async function visitInOpenPeriod(tx: Executor, scope: BillingScope, visitId: string) {
  const visit = await visitForExclusion(tx, visitId)
  if (!visit || visit.deleted_at !== null) throw notFound(NOT_FOUND)
  if (scope.providers !== null && !scope.providers.includes(visit.provider_id)) throw notFound(NOT_FOUND)
  if (!reaches(scope.customers, visit.customer_id)) throw notFound(NOT_FOUND)
  const [period] = await tx
    .select()
    .from(visitPeriods)
    .where(and(lte(visitPeriods.start_date, visit.date), gte(visitPeriods.end_date, visit.date)))
    .for('update')
  if (!period) throw new HttpError(409, 'period_missing', 'La visita no pertenece a ningún periodo de facturación.')
  if (period.status === 'locked') throw periodLocked(period.name)
  return { visit, period }
}

export async function excludeVisit(tx: Executor, scope: BillingScope, visitId: string, reason: string, userId: number, at: Date): Promise<VisitExclusion> {
  const { period } = await visitInOpenPeriod(tx, scope, visitId)
  const [inserted] = await tx
    .insert(visitBillingExclusions)
    .values({ visit_id: visitId, reason, excluded_by: userId, excluded_at: at })
    .onConflictDoNothing()
    .returning()
  if (!inserted) throw new HttpError(409, 'already_excluded', 'La visita ya está excluida de la facturación.')
  await tx.insert(visitExclusionEvents).values({ visit_id: visitId, period_id: period.id, action: 'exclude', reason, user_id: userId, at })
  return (await exclusionsOf(tx, [visitId])).get(visitId)!
}

/** Lifts an exclusion; the event keeps the reason it had, and who lifted it when. */
export async function includeVisit(tx: Executor, scope: BillingScope, visitId: string, userId: number, at: Date): Promise<void> {
  const { period } = await visitInOpenPeriod(tx, scope, visitId)
  const [removed] = await tx.delete(visitBillingExclusions).where(eq(visitBillingExclusions.visit_id, visitId)).returning()
  if (!removed) throw notFound('La visita no está excluida.')
  await tx.insert(visitExclusionEvents).values({ visit_id: visitId, period_id: period.id, action: 'include', reason: removed.reason, user_id: userId, at })
}

export interface ExclusionEvent {
  id: number
  visit_id: string
  action: 'exclude' | 'include'
  reason: string
  user_id: number
  user_name: string
  at: string
}

/** The exclusion audit of a period, oldest first. */
export async function pageExclusionEvents(db: Executor, periodId: number, params: { page: number; page_size: number }): Promise<Page<ExclusionEvent>> {
  const { limit, offset } = limitOffset(params)
  const where = eq(visitExclusionEvents.period_id, periodId)
  const page = await pageOf(
    db
      .select({
        id: visitExclusionEvents.id,
        visit_id: visitExclusionEvents.visit_id,
        action: visitExclusionEvents.action,
        reason: visitExclusionEvents.reason,
        user_id: visitExclusionEvents.user_id,
        first_name: users.first_name,
        last_name: users.last_name,
        at: visitExclusionEvents.at,
      })
      .from(visitExclusionEvents)
      .innerJoin(users, eq(users.id, visitExclusionEvents.user_id))
      .where(where)
      .orderBy(asc(visitExclusionEvents.at), asc(visitExclusionEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(visitExclusionEvents).where(where),
  )
  return {
    total: page.total,
    items: page.items.map(({ first_name, last_name, at, ...row }) => ({ ...row, user_name: `${first_name} ${last_name}`, at: at.toISOString() })),
  }
}
