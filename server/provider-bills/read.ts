import { readerName, readerPeriodName, statusNameOf } from '../i18n/reader-language'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { BillSearch } from '../../src/domain/provider-bills/schemas'
import type { BillLine, BillLookupItem, ProviderBill } from '../../src/domain/provider-bills/types'
import type { BillLineKind } from '../../src/domain/provider-bills/list-constants'
import { allowedActions } from '../../src/domain/workflows/decide'
import { BILL_EDITABLE_STATUSES, billFlow, type BillStatus } from '../../src/domain/workflows/bill-flow'
import type { Executor } from '../db/client'
import {
  users,
  academicYears,
  billAdjustmentTypes,
  documentEvents,
  providerBillLines as lines,
  providerBills as bills,
  providers,
  purchasableItems,
  serviceDurations,
  services,
  students,
  visitPeriods,
  visits,
} from '../db/schema'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { actorOf } from '../workflows/run-action'
import { isFinanceStaff, readableBills } from './access'

/** Reads of provider bills: the list under the list convention, one bill with its lines, lookups. */

const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`
const visitCount = sql<number>`(select count(*)::int from ${lines} where ${lines.bill_id} = ${bills.id} and ${lines.kind} = 'visit')`

const COLUMNS = {
  bill: bills,
  provider_name: providerName,
  period_name: readerPeriodName(visitPeriods),
  period_start: visitPeriods.start_date,
  period_end: visitPeriods.end_date,
  academic_year_id: academicYears.id,
  academic_year_name: academicYears.name,
  visit_count: visitCount,
  created_by_name: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${bills.created_by})`,
  submitted_by_name: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${bills.submitted_by})`,
  approved_by_name: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${bills.approved_by})`,
}

function selectBills(db: Executor) {
  return db
    .select(COLUMNS)
    .from(bills)
    .innerJoin(providers, eq(providers.id, bills.provider_id))
    .innerJoin(visitPeriods, eq(visitPeriods.id, bills.period_id))
    .innerJoin(academicYears, eq(academicYears.id, visitPeriods.academic_year_id))
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectBills>['execute']>>[number]

export const billStatusName = (status: string) => statusNameOf(billFlow, status)

/** Whether the bill was ever submitted (a draft with no history beyond its creation may be deleted). */
async function everSubmitted(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: documentEvents.document_id })
    .from(documentEvents)
    .where(and(eq(documentEvents.document_type, billFlow.documentType), inArray(documentEvents.document_id, ids), eq(documentEvents.action, 'submit')))
  return new Set(rows.map((row) => row.id))
}

function answerOf(row: Joined, viewer: OfficeViewer, submitted: Set<number>): ProviderBill {
  const { bill } = row
  const document = { status: bill.status, hash: bill.hash, customer_id: null, provider_id: bill.provider_id, created_by: bill.created_by, submitted_by: bill.submitted_by }
  const editable = isFinanceStaff(viewer) && BILL_EDITABLE_STATUSES.includes(bill.status as BillStatus)
  return {
    id: bill.id,
    provider_id: bill.provider_id,
    provider_name: row.provider_name,
    period_id: bill.period_id,
    period_name: row.period_name,
    period_start: row.period_start,
    period_end: row.period_end,
    academic_year_id: row.academic_year_id,
    academic_year_name: row.academic_year_name,
    comment: bill.comment,
    total_cents: bill.total_cents,
    visit_count: row.visit_count,
    status: bill.status,
    status_name: billStatusName(bill.status),
    hash: bill.hash,
    allowed_actions: allowedActions(billFlow, document, actorOf(viewer)),
    can_edit: editable,
    can_delete: editable && bill.status === 'draft' && !submitted.has(bill.id),
    created_at: bill.created_at.toISOString(),
    updated_at: bill.updated_at.toISOString(),
    created_by: bill.created_by,
    created_by_name: row.created_by_name,
    submitted_by: bill.submitted_by,
    submitted_by_name: row.submitted_by_name,
    submitted_at: bill.submitted_at?.toISOString() ?? null,
    approved_by: bill.approved_by,
    approved_by_name: row.approved_by_name,
    approved_at: bill.approved_at?.toISOString() ?? null,
  }
}

/** A bill's lines: visits by date, then items, then adjustments. */
export async function linesOf(db: Executor, billId: number): Promise<BillLine[]> {
  const rows = await db
    .select({
      id: lines.id,
      kind: lines.kind,
      visit_id: lines.visit_id,
      service_date: lines.service_date,
      student_name: sql<string | null>`case when ${students.id} is null then null else concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name}) end`,
      service_id: lines.service_id,
      service_name: readerName(services),
      duration_id: lines.duration_id,
      duration_name: readerName(serviceDurations),
      purchasable_item_id: lines.purchasable_item_id,
      item_name: purchasableItems.name,
      adjustment_type_id: lines.adjustment_type_id,
      adjustment_type_name: readerName(billAdjustmentTypes),
      description: lines.description,
      quantity: lines.quantity,
      rate_cents: lines.rate_cents,
      amount_cents: lines.amount_cents,
    })
    .from(lines)
    .leftJoin(visits, eq(visits.id, lines.visit_id))
    .leftJoin(students, eq(students.id, visits.student_id))
    .leftJoin(services, eq(services.id, lines.service_id))
    .leftJoin(serviceDurations, eq(serviceDurations.id, lines.duration_id))
    .leftJoin(purchasableItems, eq(purchasableItems.id, lines.purchasable_item_id))
    .leftJoin(billAdjustmentTypes, eq(billAdjustmentTypes.id, lines.adjustment_type_id))
    .where(eq(lines.bill_id, billId))
    .orderBy(sql`case ${lines.kind} when 'visit' then 0 when 'item' then 1 else 2 end`, asc(lines.service_date), asc(lines.id))
  return rows.map((row) => ({ ...row, kind: row.kind as BillLineKind }))
}

/** GET /provider-bills/{id}: the bill with its lines if the viewer may see it, else null (the route's 404). */
export async function readBill(db: Executor, viewer: OfficeViewer, id: number): Promise<ProviderBill | null> {
  const [row] = await selectBills(db).where(and(eq(bills.id, id), readableBills(viewer)))
  if (!row) return null
  return { ...answerOf(row, viewer, await everSubmitted(db, [id])), lines: await linesOf(db, id) }
}

const SORTS = {
  period: visitPeriods.start_date,
  provider: providerName,
  status: bills.status,
  total: bills.total_cents,
  updated_at: bills.updated_at,
  id: bills.id,
}

function filtersOf(viewer: OfficeViewer, search: BillSearch): SQL | undefined {
  return and(
    readableBills(viewer),
    search.status === undefined ? undefined : eq(bills.status, search.status),
    search.provider_id === undefined ? undefined : eq(bills.provider_id, search.provider_id),
    search.period_id === undefined ? undefined : eq(bills.period_id, search.period_id),
    search.academic_year_id === undefined ? undefined : eq(visitPeriods.academic_year_id, search.academic_year_id),
    search.q === undefined ? undefined : sql`(${providerName} ilike ${likePattern(search.q)} or ${visitPeriods.name} ilike ${likePattern(search.q)})`,
  )
}

/** GET /provider-bills: a page under the list convention (without lines). */
export async function pageBills(db: Executor, viewer: OfficeViewer, search: BillSearch): Promise<Page<ProviderBill>> {
  const where = filtersOf(viewer, search)
  const page = await listPage(db, selectBills(db).where(where).$dynamic(), search, orderOf(search.sort, SORTS, [bills.id]))
  const submitted = await everSubmitted(
    db,
    page.items.map((row) => row.bill.id),
  )
  return { items: page.items.map((row) => answerOf(row, viewer, submitted)), total: page.total }
}

/** GET /provider-bills/years-list: the academic years that hold bills the viewer reaches, newest first. */
export async function billYears(db: Executor, viewer: OfficeViewer): Promise<BillLookupItem[]> {
  return db
    .selectDistinct({ id: academicYears.id, name: academicYears.name, start_date: academicYears.start_date })
    .from(bills)
    .innerJoin(visitPeriods, eq(visitPeriods.id, bills.period_id))
    .innerJoin(academicYears, eq(academicYears.id, visitPeriods.academic_year_id))
    .where(readableBills(viewer))
    .orderBy(sql`${academicYears.start_date} desc`)
    .then((rows) => rows.map(({ id, name }) => ({ id, name })))
}

/** GET /provider-bills/adjustment-types: the kinds of adjustment line, in the office's order. */
export const adjustmentTypeList = (db: Executor): Promise<BillLookupItem[]> =>
  db.select({ id: billAdjustmentTypes.id, name: readerName(billAdjustmentTypes) }).from(billAdjustmentTypes).orderBy(asc(billAdjustmentTypes.sort_index), asc(billAdjustmentTypes.id))

/**
 * GET /provider-bills/periods: the billing periods a bill may be for, newest first (finance staff
 * pick one without holding billing.manage, which the periods' own calls require).
 */
export const billPeriodList = (db: Executor) =>
  db
    .select({ id: visitPeriods.id, name: readerPeriodName(visitPeriods), start_date: visitPeriods.start_date, end_date: visitPeriods.end_date, academic_year_name: academicYears.name })
    .from(visitPeriods)
    .innerJoin(academicYears, eq(academicYears.id, visitPeriods.academic_year_id))
    .orderBy(sql`${visitPeriods.start_date} desc`)
