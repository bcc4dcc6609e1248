import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AchConfig } from '../config'
import type { Executor } from '../db/client'
import { documentEvents, paymentBatches as batches, providerBankAccounts, providerPayments as payments } from '../db/schema'
import type { BankCipher } from '../finance/bank-cipher'
import { HttpError } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import { visibleBatch } from '../payment-batches/access'
import { mayDownloadAch } from '../payment-batches/read'
import { batchAnswer } from '../payment-batches/writes'
import { batchFlow } from '../../src/domain/workflows/batch-flow'
import { buildAchFile, type AchCredit } from './ach-file'

/**
 * GET /provider-payment-batches/{id}/get-ach-file: the batch's NACHA file for the bank. Only
 * the person processing it (its holder) generates it, or anyone of finance once it is processed
 * (a copy); each generation is an audited event of the batch (who, when, which file modifier),
 * and stamps each payment's trace number. The accounts are decrypted here and nowhere else;
 * the file is built in memory and never stored (it would be the one plaintext copy of them).
 */
export async function batchAchFile(tx: Executor, viewer: OfficeViewer, cipher: BankCipher, config: AchConfig, id: number, now: Date): Promise<{ text: string; filename: string }> {
  const batch = await visibleBatch(tx, viewer, id, true)
  if (!mayDownloadAch(batch, viewer)) {
    throw new HttpError(409, 'ach_not_available', 'El archivo ACH lo descarga quien procesa el lote, después de reclamarlo.', undefined, undefined, {
      status: batch.status,
      current: await batchAnswer(tx, viewer, id),
    })
  }
  const rows = await tx
    .select({
      id: payments.id,
      amount_cents: payments.amount_cents,
      routing_encrypted: providerBankAccounts.routing_encrypted,
      account_encrypted: providerBankAccounts.account_encrypted,
      account_type: providerBankAccounts.account_type,
      account_holder: providerBankAccounts.account_holder,
    })
    .from(payments)
    .leftJoin(providerBankAccounts, eq(providerBankAccounts.id, payments.bank_account_id))
    .where(and(eq(payments.batch_id, id), ne(payments.status, 'cancelled')))
    .orderBy(asc(payments.id))
  if (rows.length === 0) throw new HttpError(409, 'batch_empty', 'El lote no tiene pagos.')
  const credits: AchCredit[] = rows.map((row) => {
    if (row.routing_encrypted === null || row.account_encrypted === null || row.account_type === null) {
      throw new HttpError(409, 'missing_bank_account', 'Algún proveedor del lote no tiene cuenta bancaria.')
    }
    return {
      routing: cipher.decrypt(row.routing_encrypted),
      account: cipher.decrypt(row.account_encrypted),
      accountType: row.account_type,
      amountCents: row.amount_cents,
      idNumber: `PAGO${row.id}`,
      name: row.account_holder ?? '',
    }
  })
  const file = await buildAchFile(config, credits, { effectiveDate: batch.effective_date, now, generation: batch.ach_generations, reference: `LOTE${id}` })
  // Every payment's trace number in one statement (one update per payment was most of the call's time).
  const traces = rows.map((row, index) => ({ id: row.id, trace_number: file.traceNumbers[index]! }))
  await tx.execute(sql`update ${payments} set trace_number = t.trace_number
    from jsonb_to_recordset(${JSON.stringify(traces)}::jsonb) as t(id integer, trace_number text) where ${payments.id} = t.id`)
  const modifier = String.fromCharCode(65 + (batch.ach_generations % 26))
  await tx
    .update(batches)
    .set({ ach_generated_at: now, ach_generated_by: viewer.userId, ach_generations: sql`${batches.ach_generations} + 1` })
    .where(eq(batches.id, id))
  await tx.insert(documentEvents).values({
    document_type: batchFlow.documentType,
    document_id: id,
    action: 'get-ach-file',
    from_status: batch.status,
    to_status: batch.status,
    comment: `Archivo ACH ${modifier}: ${rows.length} pagos`,
    user_id: viewer.userId,
    at: now,
  })
  return { text: file.text, filename: `ach-lote-${id}-${modifier}.txt` }
}
