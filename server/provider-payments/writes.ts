import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { PaymentCreateInput, PaymentPutInput } from '../../src/domain/payments/schemas'
import type { ProviderPayment } from '../../src/domain/payments/types'
import { paymentFlow } from '../../src/domain/workflows/payment-flow'
import type { Executor } from '../db/client'
import { paymentBatches as batches, providerPayments as payments } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { editable, type WriteContext } from '../core/editable'
import type { OfficeViewer } from '../permissions/viewer'
import { assertFinanceStaff, visibleBatch } from '../payment-batches/access'
import { addPayments, batchEditing, recomputeBatch } from '../payment-batches/writes'
import { deleteEvents } from '../workflows/events'
import type { DocumentStore } from '../workflows/run-action'
import { PAYMENT_MISSING, readablePayments } from './access'
import { readPayment } from './read'

/**
 * Provider payment writes. A payment's amount is always its bill's approved total: the client
 * never sends one. Adding, removing or cancelling a payment changes its batch's total in the
 * same transaction, and only while the batch is still being prepared (draft or rejected).
 */


export type PaymentRow = typeof payments.$inferSelect & { customer_id: null }

export async function visiblePayment(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<PaymentRow> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), readablePayments(viewer)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(PAYMENT_MISSING)
  return { ...row, customer_id: null }
}

async function answer(tx: Executor, viewer: OfficeViewer, id: number): Promise<ProviderPayment> {
  const payment = await readPayment(tx, viewer, id)
  if (!payment) throw notFound(PAYMENT_MISSING)
  return payment
}

/** A payment's memo changes in any status, at the version seen; what it pays changes with its batch (batchEditing). */
const paymentEditing = editable({ stale: 'El pago cambió desde que se abrió. Compare ambas versiones.', answer })

/** The batch of a payment, locked, and still open to changes (else 409 action_not_allowed). */
async function editableBatchOf(ctx: WriteContext, batchId: number) {
  const batch = await visibleBatch(ctx.tx, ctx.viewer, batchId, true)
  await batchEditing.assertOpen(ctx, batch)
  return batch
}

/** POST /provider-payments: an approved bill added to a batch being prepared. */
export async function createPayment(ctx: WriteContext, input: PaymentCreateInput): Promise<ProviderPayment> {
  const { tx, viewer, now } = ctx
  assertFinanceStaff(viewer)
  const batch = await visibleBatch(tx, viewer, input.batch_id, true).catch(() => {
    throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', { batch_id: 'unknown_reference' })
  })
  await batchEditing.assertOpen(ctx, batch)
  const [id] = await addPayments(tx, batch.id, [input.bill_id], now, viewer.userId, input.memo)
  await tx.update(batches).set({ hash: randomUUID(), updated_at: now }).where(eq(batches.id, batch.id))
  return answer(tx, viewer, id!)
}

/** PUT /provider-payments/{id}: its memo, by hash (the amount is the bill's, never edited). */
export async function changePayment(ctx: WriteContext, id: number, body: () => unknown, parse: (raw: unknown) => PaymentPutInput): Promise<ProviderPayment> {
  const { tx, viewer, now } = ctx
  const row = await visiblePayment(tx, viewer, id, true)
  assertFinanceStaff(viewer)
  const input = parse(body())
  await paymentEditing.assertSeen(ctx, row, input.hash)
  await tx.update(payments).set({ memo: input.memo, hash: randomUUID(), updated_at: now }).where(eq(payments.id, id))
  return answer(tx, viewer, id)
}

/** DELETE /provider-payments/{id}?hash=: out of a batch being prepared (its bill may be gathered again). */
export async function deletePayment(ctx: WriteContext, id: number, hashOf: () => string): Promise<void> {
  const { tx, viewer, now } = ctx
  const row = await visiblePayment(tx, viewer, id, true)
  assertFinanceStaff(viewer)
  await editableBatchOf(ctx, row.batch_id)
  await paymentEditing.assertSeen(ctx, row, hashOf())
  await deleteEvents(tx, paymentFlow, id)
  await tx.delete(payments).where(eq(payments.id, id))
  await recomputeBatch(tx, row.batch_id)
  await tx.update(batches).set({ hash: randomUUID(), updated_at: now }).where(eq(batches.id, row.batch_id))
}

/** The payment as a workflow document: cancel only while its batch is prepared; mark-returned once paid. */
export const paymentStore: DocumentStore<PaymentRow, ProviderPayment> = {
  lock: (tx, id, viewer) => visiblePayment(tx, viewer, id, true),
  async apply(tx, document, change) {
    if (change.to === 'cancelled') {
      const [batch] = await tx.select({ id: batches.id, status: batches.status }).from(batches).where(eq(batches.id, document.batch_id)).for('update')
      if (batch!.status !== 'draft' && batch!.status !== 'rejected') {
        throw new HttpError(409, 'batch_not_editable', 'El pago solo se cancela mientras su lote está en borrador o rechazado.')
      }
    }
    await tx.update(payments).set({ status: change.to, hash: change.hash, updated_at: change.at }).where(eq(payments.id, document.id))
    if (change.to === 'cancelled') {
      await recomputeBatch(tx, document.batch_id)
      await tx.update(batches).set({ hash: randomUUID(), updated_at: change.at }).where(eq(batches.id, document.batch_id))
    }
  },
  answer: (tx, id, viewer) => answer(tx, viewer, id),
}
