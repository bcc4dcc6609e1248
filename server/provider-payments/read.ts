import { readerPeriodName, statusNameOf } from '../i18n/reader-language'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { maskLastFour } from '../../src/domain/finance/aba'
import type { Page } from '../../src/domain/lists/list-params'
import type { PaymentSearch } from '../../src/domain/payments/schemas'
import type { ProviderPayment } from '../../src/domain/payments/types'
import { allowedActions } from '../../src/domain/workflows/decide'
import { paymentFlow } from '../../src/domain/workflows/payment-flow'
import type { Executor } from '../db/client'
import { paymentBatches as batches, providerBills, providerPayments as payments, providers, visitPeriods } from '../db/schema'
import { listPage } from '../core/list-page'
import { orderOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { actorOf } from '../workflows/run-action'
import { readablePayments } from './access'
import { paymentAccountChanged } from '../payment-batches/bank-freeze'

const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`

const COLUMNS = {
  payment: payments,
  provider_name: providerName,
  batch_name: batches.name,
  batch_status: batches.status,
  effective_date: batches.effective_date,
  period_id: providerBills.period_id,
  period_name: readerPeriodName(visitPeriods),
  bank_account_changed: paymentAccountChanged,
}

function selectPayments(db: Executor) {
  return db
    .select(COLUMNS)
    .from(payments)
    .innerJoin(providers, eq(providers.id, payments.provider_id))
    .innerJoin(batches, eq(batches.id, payments.batch_id))
    .innerJoin(providerBills, eq(providerBills.id, payments.bill_id))
    .innerJoin(visitPeriods, eq(visitPeriods.id, providerBills.period_id))
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number]

export const paymentStatusName = (status: string) => statusNameOf(paymentFlow, status)

export function paymentAnswer(row: Joined, viewer: OfficeViewer): ProviderPayment {
  const { payment } = row
  const document = { status: payment.status, hash: payment.hash, customer_id: null, provider_id: payment.provider_id }
  return {
    id: payment.id,
    batch_id: payment.batch_id,
    batch_name: row.batch_name,
    batch_status: row.batch_status,
    provider_id: payment.provider_id,
    provider_name: row.provider_name,
    bill_id: payment.bill_id,
    period_id: row.period_id,
    period_name: row.period_name,
    amount_cents: payment.amount_cents,
    memo: payment.memo,
    bank_name: payment.bank_name,
    account_type: payment.account_type,
    account_masked: payment.account_last4 === null ? null : maskLastFour(payment.account_last4),
    routing_masked: payment.routing_last4 === null ? null : maskLastFour(payment.routing_last4),
    bank_account_changed: Boolean(row.bank_account_changed),
    trace_number: payment.trace_number,
    paid_at: payment.paid_at?.toISOString() ?? null,
    effective_date: row.effective_date,
    status: payment.status,
    status_name: paymentStatusName(payment.status),
    hash: payment.hash,
    allowed_actions: allowedActions(paymentFlow, document, actorOf(viewer)),
    created_at: payment.created_at.toISOString(),
  }
}

export async function readPayment(db: Executor, viewer: OfficeViewer, id: number): Promise<ProviderPayment | null> {
  const [row] = await selectPayments(db).where(and(eq(payments.id, id), readablePayments(viewer)))
  return row ? paymentAnswer(row, viewer) : null
}

const SORTS = { id: payments.id, provider: providerName, amount: payments.amount_cents, status: payments.status, paid_at: payments.paid_at }

function filtersOf(viewer: OfficeViewer, search: Partial<PaymentSearch>): SQL | undefined {
  return and(
    readablePayments(viewer),
    search.batch_id === undefined ? undefined : eq(payments.batch_id, search.batch_id),
    search.provider_id === undefined ? undefined : eq(payments.provider_id, search.provider_id),
    search.bill_id === undefined ? undefined : eq(payments.bill_id, search.bill_id),
    search.status === undefined ? undefined : eq(payments.status, search.status),
    search.q === undefined ? undefined : sql`(${providerName} ilike ${`%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} or ${batches.name} ilike ${`%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`,
  )
}

/** GET /provider-payments: a page under the list convention (a provider's own only). */
export async function pagePayments(db: Executor, viewer: OfficeViewer, search: PaymentSearch): Promise<Page<ProviderPayment>> {
  const where = filtersOf(viewer, search)
  const page = await listPage(db, selectPayments(db).where(where).$dynamic(), search, orderOf(search.sort, SORTS, [payments.id]))
  return { items: page.items.map((row) => paymentAnswer(row, viewer)), total: page.total }
}

/** Every payment matching the filters, oldest first (stubs, reports, a bill's payments). */
export async function allPayments(db: Executor, viewer: OfficeViewer, search: Partial<PaymentSearch> & { period_id?: number }): Promise<ProviderPayment[]> {
  const rows = await selectPayments(db)
    .where(and(filtersOf(viewer, search), search.period_id === undefined ? undefined : eq(providerBills.period_id, search.period_id)))
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(payments.id))
  return rows.map((row) => paymentAnswer(row, viewer))
}
