import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { VisitExclusion } from '../../src/domain/scrubber/api'
import type { Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { providerBillLines, providerBills, users, visitBillingExclusions, visitExclusionEvents, visitPeriods } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { pgErrorCode } from '../http/pg-errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import { reaches } from '../permissions/viewer'
import type { BillingScope } from '../billing/access'
import { visitForExclusion } from './facts'
import { exclusionsOf } from './findings'
import { periodLocked } from '../core/period-lock'

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

/** The SQLSTATE of migration 0024's trigger: the visit sits on a live bill line. */
const VISIT_ON_LIVE_BILL = 'BL003'

/** The refusal, naming the bill when known (after the trigger's refusal the transaction cannot ask). */
function visitOnLiveBill(bill?: { id: number; status: string }): HttpError {
  const message = 'La visita ya está en una factura de proveedor que no fue cancelada: no puede excluirse de la facturación.'
  return new HttpError(409, 'visit_on_live_bill', message, undefined, undefined, bill ? { bill_id: bill.id, bill_status: bill.status } : undefined)
}

/**
 * The bill holding the visit on a live line (its bill not cancelled), if any. Asked first so the
 * answer can name the bill; the database's trigger (BL003) still decides when two requests race.
 */
async function liveBillOf(tx: Executor, visitId: string) {
  const [bill] = await tx
    .select({ id: providerBills.id, status: providerBills.status })
    .from(providerBillLines)
    .innerJoin(providerBills, eq(providerBills.id, providerBillLines.bill_id))
    .where(and(eq(providerBillLines.visit_id, visitId), eq(providerBillLines.live, true)))
    .limit(1)
  return bill
}

/**
 * POST /scrubber/visits/{id}/exclusion. A visit already on a live provider bill is not excluded
 * (409 visit_on_live_bill): the bill would go on paying for a visit the company will not bill.
 * Cancelling the bill first frees the visit; an approved or paid one is corrected by adjustment.
 */
export async function excludeVisit(tx: Executor, scope: BillingScope, visitId: string, reason: string, userId: number, at: Date): Promise<VisitExclusion> {
  const { period } = await visitInOpenPeriod(tx, scope, visitId)
  const billed = await liveBillOf(tx, visitId)
  if (billed) throw visitOnLiveBill(billed)
  const [inserted] = await tx
    .insert(visitBillingExclusions)
    .values({ visit_id: visitId, reason, excluded_by: userId, excluded_at: at })
    .onConflictDoNothing()
    .returning()
    .catch((error: unknown) => {
      throw pgErrorCode(error) === VISIT_ON_LIVE_BILL ? visitOnLiveBill() : error
    })
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
