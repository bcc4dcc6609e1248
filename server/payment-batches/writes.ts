import { randomUUID } from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { canFor } from '../../src/domain/permissions/permissions'
import type { BatchCreateInput, BatchPutInput, ChangeOwnerInput } from '../../src/domain/payments/schemas'
import type { PaymentBatch } from '../../src/domain/payments/types'
import { BATCH_EDITABLE_STATUSES, BATCH_OWNER_STATUSES, batchFlow } from '../../src/domain/workflows/batch-flow'
import { paymentFlow } from '../../src/domain/workflows/payment-flow'
import { billFlow } from '../../src/domain/workflows/bill-flow'
import { loadPermissionSet } from '../auth/session-caller'
import type { Executor } from '../db/client'
import { paymentBatches as batches, providerBankAccounts, providerBills, providerPayments as payments, users, visitPeriods } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { assertReferencesExist } from '../http/references'
import { editable, type WriteContext } from '../core/editable'
import type { OfficeViewer } from '../permissions/viewer'
import { deleteEvents, writeEvent, writeEvents } from '../workflows/events'
import { moveDocuments } from '../workflows/move'
import type { DocumentStore } from '../workflows/run-action'
import { assertFinanceStaff, BATCH_MISSING, visibleBatch, type BatchRow } from './access'
import { payableBills, readBatch } from './read'
import type { BankCipher } from '../finance/bank-cipher'
import { freezeAccounts } from './bank-freeze'

/**
 * Payment batch writes, each in the caller's transaction. The house order on a change of an
 * existing batch: visible (404), may change (403), still editable (409 action_not_allowed),
 * the body (422), the version (409 version_conflict).
 */


export async function batchAnswer(tx: Executor, viewer: OfficeViewer, id: number): Promise<PaymentBatch> {
  const batch = await readBatch(tx, viewer, id)
  if (!batch) throw notFound(BATCH_MISSING)
  return batch
}

/** A batch's fields and payments change only while it is prepared (draft or rejected), at the version seen. */
export const batchEditing = editable({
  statuses: BATCH_EDITABLE_STATUSES,
  notEditable: 'El lote solo se modifica en borrador o rechazado.',
  stale: 'El lote cambió desde que se abrió. Compare ambas versiones.',
  answer: batchAnswer,
})

/** Its owner changes until it is processed. */
const ownerChanging = editable({
  statuses: BATCH_OWNER_STATUSES,
  notEditable: 'Un lote procesado no cambia de responsable.',
  stale: 'El lote cambió desde que se abrió. Compare ambas versiones.',
  answer: batchAnswer,
})

/** The batch's total and count, recomputed from its live payments in the same transaction as the change. */
export async function recomputeBatch(tx: Executor, batchId: number): Promise<void> {
  await tx
    .update(batches)
    .set({
      total_cents: sql`(select coalesce(sum(p.amount_cents), 0)::bigint from ${payments} p where p.batch_id = ${batchId} and p.status <> 'cancelled')`,
      payment_count: sql`(select count(*)::int from ${payments} p where p.batch_id = ${batchId} and p.status <> 'cancelled')`,
    })
    .where(eq(batches.id, batchId))
}

/**
 * Payments for bills, one per bill, with the provider's account as a masked snapshot. The bills
 * must be approved and in no live payment: the partial unique index refuses a second one even
 * when two batches gather the same bill at once.
 */
export async function addPayments(tx: Executor, batchId: number, billIds: readonly number[], now: Date, userId: number, memo: string | null = null): Promise<number[]> {
  if (billIds.length === 0) return []
  const bills = await tx
    .select({
      id: providerBills.id,
      provider_id: providerBills.provider_id,
      status: providerBills.status,
      total_cents: providerBills.total_cents,
      account_id: providerBankAccounts.id,
      bank_name: providerBankAccounts.bank_name,
      account_type: providerBankAccounts.account_type,
      account_last4: providerBankAccounts.account_last4,
      routing_last4: providerBankAccounts.routing_last4,
    })
    .from(providerBills)
    .leftJoin(providerBankAccounts, eq(providerBankAccounts.provider_id, providerBills.provider_id))
    .where(inArray(providerBills.id, [...billIds]))
    .for('update', { of: providerBills })
  const byId = new Map(bills.map((bill) => [bill.id, bill]))
  const errors: Record<string, string> = {}
  billIds.forEach((id, index) => {
    const bill = byId.get(id)
    if (!bill) errors[`bill_ids.${index}`] = 'unknown_reference'
    else if (bill.status !== 'approved' || bill.total_cents <= 0) errors[`bill_ids.${index}`] = 'bill_not_payable'
  })
  if (Object.keys(errors).length > 0) {
    const unknown = Object.values(errors).every((code) => code === 'unknown_reference')
    throw new HttpError(unknown ? 422 : 409, unknown ? 'unknown_reference' : 'bill_not_payable', 'Solo se pagan facturas aprobadas que ningún otro pago incluye.', errors)
  }
  const taken = await tx
    .select({ bill_id: payments.bill_id })
    .from(payments)
    .where(and(inArray(payments.bill_id, [...billIds]), ne(payments.status, 'cancelled')))
  if (taken.length > 0) {
    throw new HttpError(409, 'bill_already_in_batch', 'Alguna factura ya está en otro pago.', Object.fromEntries(taken.map((row) => [`bill_${row.bill_id}`, 'bill_already_in_batch'])))
  }
  const rows = await tx
    .insert(payments)
    .values(
      billIds.map((id) => {
        const bill = byId.get(id)!
        return {
          batch_id: batchId,
          provider_id: bill.provider_id,
          bill_id: id,
          amount_cents: bill.total_cents,
          status: paymentFlow.initial,
          hash: randomUUID(),
          memo,
          bank_account_id: bill.account_id,
          bank_name: bill.bank_name,
          account_type: bill.account_type,
          account_last4: bill.account_last4,
          routing_last4: bill.routing_last4,
          created_at: now,
          updated_at: now,
        }
      }),
    )
    .returning({ id: payments.id })
  await writeEvents(
    tx,
    paymentFlow,
    rows.map((row) => ({ documentId: row.id, action: 'create', from: null, to: paymentFlow.initial, comment: null, userId, at: now })),
  )
  await recomputeBatch(tx, batchId)
  return rows.map((row) => row.id)
}

/** POST /provider-payment-batches: a draft owned by its creator, gathering the payable bills asked for. */
export async function createBatch(ctx: WriteContext, input: BatchCreateInput): Promise<PaymentBatch> {
  const { tx, viewer, now } = ctx
  assertFinanceStaff(viewer)
  await assertReferencesExist(tx, { period_id: [visitPeriods, input.period_id] })
  const billIds = input.bill_ids ? [...new Set(input.bill_ids)] : (await payableBills(tx, input.period_id)).map((bill) => bill.id)
  const [row] = await tx
    .insert(batches)
    .values({
      name: input.name,
      notes: input.notes,
      effective_date: input.effective_date,
      status: batchFlow.initial,
      hash: randomUUID(),
      owner_id: viewer.userId,
      created_by: viewer.userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: batches.id })
  const id = row!.id
  await writeEvent(tx, batchFlow, { documentId: id, action: 'create', from: null, to: batchFlow.initial, comment: null, userId: viewer.userId, at: now })
  await addPayments(tx, id, billIds, now, viewer.userId)
  return batchAnswer(tx, viewer, id)
}

/** PUT /provider-payment-batches/{id}: name, effective date and notes, while draft or rejected. */
export async function changeBatch(ctx: WriteContext, id: number, body: () => unknown, parse: (raw: unknown) => BatchPutInput): Promise<PaymentBatch> {
  const { tx, viewer, now } = ctx
  const row = await visibleBatch(tx, viewer, id, true)
  assertFinanceStaff(viewer)
  await batchEditing.assertOpen(ctx, row)
  const { hash, ...fields } = parse(body())
  await batchEditing.assertSeen(ctx, row, hash)
  await tx
    .update(batches)
    .set({ ...fields, hash: randomUUID(), updated_at: now })
    .where(eq(batches.id, id))
  return batchAnswer(tx, viewer, id)
}

/** DELETE /provider-payment-batches/{id}?hash=: a draft or rejected batch, its payments and their history. */
export async function deleteBatch(ctx: WriteContext, id: number, hashOf: () => string): Promise<void> {
  const { tx, viewer } = ctx
  const row = await visibleBatch(tx, viewer, id, true)
  assertFinanceStaff(viewer)
  await batchEditing.assertEditableAt(ctx, row, hashOf)
  const gone = await tx.delete(payments).where(eq(payments.batch_id, id)).returning({ id: payments.id })
  await deleteEvents(tx, paymentFlow, gone.map((payment) => payment.id))
  await deleteEvents(tx, batchFlow, id)
  await tx.delete(batches).where(eq(batches.id, id))
}

/**
 * POST /provider-payment-batches/{id}/change-owner (hash, userId): not a move between statuses,
 * so not a row of the flow's table, but the same lock, permission and version check, and an
 * event in the batch's history. The new owner must be finance staff.
 */
export async function changeOwner(ctx: WriteContext, id: number, body: () => unknown, parse: (raw: unknown) => ChangeOwnerInput): Promise<PaymentBatch> {
  const { tx, viewer, now } = ctx
  const row = await visibleBatch(tx, viewer, id, true)
  assertFinanceStaff(viewer)
  await ownerChanging.assertOpen(ctx, row)
  const input = parse(body())
  await ownerChanging.assertSeen(ctx, row, input.hash)
  const [owner] = await tx
    .select({ id: users.id, provider_id: users.provider_id, is_active: users.is_active, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(users)
    .where(eq(users.id, input.userId))
  const mayOwn = owner && owner.provider_id === null && owner.is_active && canFor(await loadPermissionSet(tx, owner.id), 'finance.manage', null)
  if (!mayOwn) throw new HttpError(422, 'invalid_owner', 'El nuevo responsable debe ser una persona de Finanzas.', { userId: 'invalid_owner' })
  await tx
    .update(batches)
    .set({ owner_id: owner.id, hash: randomUUID(), updated_at: now })
    .where(eq(batches.id, id))
  await writeEvent(tx, batchFlow, { documentId: id, action: 'change-owner', from: row.status, to: row.status, comment: owner.name, userId: viewer.userId, at: now })
  return batchAnswer(tx, viewer, id)
}

/** Before a batch goes for approval: it pays someone, and every payment has an account to go to. */
async function assertReadyToSubmit(tx: Executor, batchId: number): Promise<void> {
  const live = await tx
    .select({ id: payments.id, bank_account_id: payments.bank_account_id })
    .from(payments)
    .where(and(eq(payments.batch_id, batchId), ne(payments.status, 'cancelled')))
  if (live.length === 0) throw new HttpError(409, 'batch_empty', 'El lote no tiene pagos.')
  if (live.some((payment) => payment.bank_account_id === null)) {
    throw new HttpError(409, 'missing_bank_account', 'Algún proveedor del lote no tiene cuenta bancaria.')
  }
}

/**
 * Marking the batch processed pays it: its pending payments become paid and their bills paid,
 * each the automatic move of its own flow (an event in its own history), in the same transaction
 * as the batch's move. A bill is paid the amount its payment froze at the approval: nothing here
 * reads or changes an amount.
 */
async function payBatch(tx: Executor, batchId: number, at: Date, userId: number): Promise<void> {
  const pending = await tx
    .select({ id: payments.id, bill_id: payments.bill_id })
    .from(payments)
    .where(and(eq(payments.batch_id, batchId), eq(payments.status, 'pending')))
    .orderBy(payments.id)
    .for('update')
  if (pending.length === 0) return
  await moveDocuments(
    tx,
    paymentFlow,
    pending.map((payment) => ({ documentId: payment.id, action: 'mark-processed', from: 'pending', userId, at })),
    async (to, ids) => {
      await tx.update(payments).set({ status: to, paid_at: at, hash: sql`md5(random()::text)`, updated_at: at }).where(inArray(payments.id, ids))
    },
  )
  const approved = await tx
    .select({ id: providerBills.id })
    .from(providerBills)
    .where(and(inArray(providerBills.id, pending.map((payment) => payment.bill_id)), eq(providerBills.status, 'approved')))
    .orderBy(providerBills.id)
    .for('update')
  await moveDocuments(
    tx,
    billFlow,
    approved.map((bill) => ({ documentId: bill.id, action: 'pay', from: 'approved', comment: `Lote de pago ${batchId}`, userId, at })),
    async (to, ids) => {
      await tx.update(providerBills).set({ status: to, hash: sql`md5(random()::text)`, updated_at: at }).where(inArray(providerBills.id, ids))
    },
  )
}

/** The payment batch as a workflow document (server/workflows/run-action.ts). */
export function batchStore(cipher: BankCipher): DocumentStore<BatchRow, PaymentBatch> {
  return {
    lock: (tx, id, viewer) => visibleBatch(tx, viewer, id, true),
    async apply(tx, document, change) {
      const set: Partial<typeof batches.$inferInsert> = { status: change.to, hash: change.hash, updated_at: change.at }
      if (change.claimed_by !== undefined) Object.assign(set, { claimed_by: change.claimed_by, claimed_at: change.claimed_by === null ? null : change.at })
      if (change.to === 'submitted') {
        await assertReadyToSubmit(tx, document.id)
        Object.assign(set, { submitted_by: change.userId, submitted_at: change.at, approved_by: null, approved_at: null })
      }
      if (change.to === 'approved' && change.from === 'submitted') {
        // The approval freezes the accounts it approved; a file made for an earlier approval no longer pays this one.
        await freezeAccounts(tx, cipher, document.id, change.at)
        Object.assign(set, { approved_by: change.userId, approved_at: change.at, ach_version: null, ach_generated_at: null, ach_generated_by: null })
      }
      if (change.to === 'processed') {
        // The bank got the file before anyone says the batch is paid.
        if (document.ach_generated_at === null) throw new HttpError(409, 'ach_not_generated', 'Descargue el archivo ACH antes de marcar el lote como procesado.')
        Object.assign(set, { processed_at: change.at })
        await payBatch(tx, document.id, change.at, change.userId)
      }
      await tx.update(batches).set(set).where(eq(batches.id, document.id))
    },
    answer: (tx, id, viewer) => batchAnswer(tx, viewer, id),
  }
}
