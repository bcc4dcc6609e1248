import { readerPeriodName, statusNameOf } from '../i18n/reader-language'
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { BatchSearch } from '../../src/domain/payments/schemas'
import type { BatchOwnerOption, PayableBill, PaymentBatch } from '../../src/domain/payments/types'
import { BATCH_EDITABLE_STATUSES, batchFlow, type BatchStatus } from '../../src/domain/workflows/batch-flow'
import { allowedActions } from '../../src/domain/workflows/decide'
import type { Executor } from '../db/client'
import { paymentBatches as batches, providerBankAccounts, providerBills, providerPayments, providers, rolePermissions, userRoles, users, visitPeriods } from '../db/schema'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { actorOf } from '../workflows/run-action'
import { isFinanceStaff } from './access'
import { batchAccountChanged } from './bank-freeze'

const nameOf = (column: AnyColumn) => sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${column})`

const COLUMNS = {
  batch: batches,
  owner_name: nameOf(batches.owner_id),
  submitted_by_name: nameOf(batches.submitted_by),
  approved_by_name: nameOf(batches.approved_by),
  claimed_by_name: nameOf(batches.claimed_by),
  ach_generated_by_name: nameOf(batches.ach_generated_by),
  bank_account_changed: batchAccountChanged,
}

export const batchStatusName = (status: string) => statusNameOf(batchFlow, status)

type Joined = { batch: typeof batches.$inferSelect; bank_account_changed: boolean } & Record<Exclude<keyof typeof COLUMNS, 'batch' | 'bank_account_changed'>, string | null>

/** Whether the caller may download the ACH file now: its holder while processing, anyone of finance once processed. */
export function mayDownloadAch(batch: Pick<typeof batches.$inferSelect, 'status' | 'claimed_by'>, viewer: OfficeViewer): boolean {
  if (!isFinanceStaff(viewer)) return false
  return (batch.status === 'processing' && batch.claimed_by === viewer.userId) || batch.status === 'processed'
}

function answerOf({ batch, bank_account_changed, ...names }: Joined, viewer: OfficeViewer): PaymentBatch {
  const document = { status: batch.status, hash: batch.hash, customer_id: null, claimed_by: batch.claimed_by, created_by: batch.created_by, submitted_by: batch.submitted_by }
  return {
    id: batch.id,
    name: batch.name,
    notes: batch.notes,
    effective_date: batch.effective_date,
    owner_id: batch.owner_id,
    owner_name: names.owner_name ?? '',
    created_by: batch.created_by,
    submitted_by: batch.submitted_by,
    submitted_by_name: names.submitted_by_name,
    approved_by: batch.approved_by,
    approved_by_name: names.approved_by_name,
    approved_at: batch.approved_at?.toISOString() ?? null,
    submitted_at: batch.submitted_at?.toISOString() ?? null,
    bank_account_changed: Boolean(bank_account_changed),
    claimed_by: batch.claimed_by,
    claimed_by_name: names.claimed_by_name,
    ach_generated_at: batch.ach_generated_at?.toISOString() ?? null,
    ach_generated_by_name: names.ach_generated_by_name,
    total_cents: batch.total_cents,
    payment_count: batch.payment_count,
    status: batch.status,
    status_name: batchStatusName(batch.status),
    hash: batch.hash,
    allowed_actions: allowedActions(batchFlow, document, actorOf(viewer)),
    can_edit: isFinanceStaff(viewer) && BATCH_EDITABLE_STATUSES.includes(batch.status as BatchStatus),
    can_download_ach: mayDownloadAch(batch, viewer),
    created_at: batch.created_at.toISOString(),
    updated_at: batch.updated_at.toISOString(),
  }
}

const visible = (viewer: OfficeViewer): SQL | undefined => (isFinanceStaff(viewer) ? undefined : sql`false`)

/** GET /provider-payment-batches/{id}: the batch if the viewer may see it, else null (the route's 404). */
export async function readBatch(db: Executor, viewer: OfficeViewer, id: number): Promise<PaymentBatch | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(batches)
    .where(and(eq(batches.id, id), visible(viewer)))
  return row ? answerOf(row as Joined, viewer) : null
}

const SORTS = {
  id: batches.id,
  name: batches.name,
  status: batches.status,
  effective_date: batches.effective_date,
  total: batches.total_cents,
  updated_at: batches.updated_at,
}

/** GET /provider-payment-batches: a page under the list convention. */
export async function pageBatches(db: Executor, viewer: OfficeViewer, search: BatchSearch): Promise<Page<PaymentBatch>> {
  const where = and(
    visible(viewer),
    search.status === undefined ? undefined : eq(batches.status, search.status),
    search.owner_id === undefined ? undefined : eq(batches.owner_id, search.owner_id),
    search.q === undefined ? undefined : sql`${batches.name} ilike ${`%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`,
  )
  const { limit, offset } = limitOffset(search)
  const page = await pageOf(
    db
      .select(COLUMNS)
      .from(batches)
      .where(where)
      .orderBy(...orderOf(search.sort, SORTS, [batches.id]))
      .limit(limit)
      .offset(offset) as Promise<Joined[]>,
    db.select({ total: countAll }).from(batches).where(where),
  )
  return { items: page.items.map((row) => answerOf(row, viewer)), total: page.total }
}

/** Approved bills no live payment holds yet: what a new batch may gather (optionally of one period). */
export async function payableBills(db: Executor, periodId?: number | null): Promise<PayableBill[]> {
  return db
    .select({
      id: providerBills.id,
      provider_id: providerBills.provider_id,
      provider_name: sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`,
      period_id: providerBills.period_id,
      period_name: readerPeriodName(visitPeriods),
      period_end_date: visitPeriods.end_date,
      total_cents: providerBills.total_cents,
      has_bank_account: sql<boolean>`${providerBankAccounts.id} is not null`,
    })
    .from(providerBills)
    .innerJoin(providers, eq(providers.id, providerBills.provider_id))
    .innerJoin(visitPeriods, eq(visitPeriods.id, providerBills.period_id))
    .leftJoin(providerBankAccounts, eq(providerBankAccounts.provider_id, providerBills.provider_id))
    .where(
      and(
        eq(providerBills.status, 'approved'),
        sql`${providerBills.total_cents} > 0`,
        periodId ? eq(providerBills.period_id, periodId) : undefined,
        sql`not exists (select 1 from ${providerPayments} p where p.bill_id = ${providerBills.id} and p.status <> 'cancelled')`,
      ),
    )
    .orderBy(asc(visitPeriods.start_date), asc(providers.last_name), asc(providerBills.id))
}

/** Staff who hold finance.manage globally: who may own a batch (change-owner's choices). */
export async function ownerOptions(db: Executor): Promise<BatchOwnerOption[]> {
  return db
    .selectDistinct({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`, last_name: users.last_name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(and(eq(rolePermissions.permission, 'finance.manage'), sql`${userRoles.customer_id} is null`, sql`${users.provider_id} is null`, eq(users.is_active, true)))
    .orderBy(asc(users.last_name), asc(users.id))
    .then((rows) => rows.map(({ id, name }) => ({ id, name })))
}
