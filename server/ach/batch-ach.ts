import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AchConfig } from '../config'
import type { Executor } from '../db/client'
import { achFiles, paymentBatches as batches, providerBankAccounts, providerPayments as payments } from '../db/schema'
import type { BankCipher } from '../finance/bank-cipher'
import { HttpError } from '../http/errors'
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../http/pg-errors'
import type { OfficeViewer } from '../permissions/viewer'
import { visibleBatch, type BatchRow } from '../payment-batches/access'
import { mayDownloadAch } from '../payment-batches/read'
import { batchAnswer } from '../payment-batches/writes'
import { batchFlow } from '../../src/domain/workflows/batch-flow'
import { writeEvent } from '../workflows/events'
import { buildAchFile, type AchCredit } from './ach-file'

/**
 * GET /provider-payment-batches/{id}/get-ach-file: the batch's NACHA file for the bank. Only
 * the person processing it (its holder) generates it, or anyone of finance once it is processed
 * (a copy); each call is an audited event of the batch (who, when, which file).
 *
 * One ACH file per batch version (issue 22): the first call for an approval builds the file and
 * stores it (ach_files, unique per batch and version, its text as the bank cipher's ciphertext:
 * it holds account numbers); every later call answers the stored bytes — same file ID modifier,
 * same trace numbers — whichever server instance answers. Two calls at once are serialised by the
 * batch's row lock (FOR UPDATE), and the unique index refuses a second file of one version should
 * anything get past it. A new version comes only from an explicit re-issue with a reason
 * (`reissueAchFile`) or from a new approval.
 *
 * The file pays the accounts frozen on the payments at the approval (server/payment-batches/
 * bank-freeze.ts); when a provider's current account is not the frozen one, it is refused with
 * 409 bank_account_changed until the batch is approved again.
 */
export async function batchAchFile(tx: Executor, viewer: OfficeViewer, cipher: BankCipher, config: AchConfig, id: number, now: Date): Promise<{ text: string; filename: string }> {
  const batch = await downloadable(tx, viewer, id)
  if (batch.ach_version !== null) {
    const [stored] = await tx
      .select()
      .from(achFiles)
      .where(and(eq(achFiles.batch_id, id), eq(achFiles.version, batch.ach_version)))
    if (stored) {
      await audit(tx, batch, viewer, now, 'get-ach-file', `Copia del archivo ACH ${modifierOf(stored.version - 1)} (versión ${stored.version})`)
      return { text: cipher.decrypt(stored.content_encrypted), filename: stored.filename }
    }
  }
  return issue(tx, batch, viewer, cipher, config, now, null)
}

/**
 * POST /provider-payment-batches/{id}/reissue-ach-file {reason}: a new version of the file (the
 * next file ID modifier, new trace numbers), for the batch's holder while processing once a
 * file exists; audited with its reason. Later downloads answer the new version.
 */
export async function reissueAchFile(
  tx: Executor,
  viewer: OfficeViewer,
  cipher: BankCipher,
  config: AchConfig,
  id: number,
  now: Date,
  reasonOf: () => string,
): Promise<{ text: string; filename: string }> {
  const batch = await downloadable(tx, viewer, id)
  if (batch.status !== 'processing') {
    throw new HttpError(409, 'ach_not_available', 'El archivo ACH se emite de nuevo solo mientras el lote se procesa, por quien lo reclamó.', undefined, undefined, {
      status: batch.status,
      current: await batchAnswer(tx, viewer, id),
    })
  }
  const reason = reasonOf()
  if (batch.ach_version === null) throw new HttpError(409, 'ach_not_generated', 'Todavía no hay un archivo ACH que emitir de nuevo: descárguelo primero.')
  return issue(tx, batch, viewer, cipher, config, now, reason)
}

const modifierOf = (generation: number) => String.fromCharCode(65 + (generation % 26))

/** The batch locked FOR UPDATE (serialising every file call on it), if the caller may have its file now. */
async function downloadable(tx: Executor, viewer: OfficeViewer, id: number): Promise<BatchRow> {
  const batch = await visibleBatch(tx, viewer, id, true)
  if (!mayDownloadAch(batch, viewer)) {
    throw new HttpError(409, 'ach_not_available', 'El archivo ACH lo descarga quien procesa el lote, después de reclamarlo.', undefined, undefined, {
      status: batch.status,
      current: await batchAnswer(tx, viewer, id),
    })
  }
  return batch
}

async function audit(tx: Executor, batch: BatchRow, viewer: OfficeViewer, at: Date, action: string, comment: string) {
  await writeEvent(tx, batchFlow, { documentId: batch.id, action, from: batch.status, to: batch.status, comment, userId: viewer.userId, at })
}

/** Builds, stores and answers the next version of the batch's file. */
async function issue(tx: Executor, batch: BatchRow, viewer: OfficeViewer, cipher: BankCipher, config: AchConfig, now: Date, reason: string | null) {
  const id = batch.id
  const rows = await tx
    .select({
      id: payments.id,
      amount_cents: payments.amount_cents,
      routing_encrypted: payments.approved_routing_encrypted,
      account_encrypted: payments.approved_account_encrypted,
      account_type: payments.approved_account_type,
      account_holder: payments.approved_account_holder,
      approved_fingerprint: payments.approved_fingerprint,
      current_fingerprint: providerBankAccounts.fingerprint,
    })
    .from(payments)
    .leftJoin(providerBankAccounts, eq(providerBankAccounts.provider_id, payments.provider_id))
    .where(and(eq(payments.batch_id, id), ne(payments.status, 'cancelled')))
    .orderBy(asc(payments.id))
  if (rows.length === 0) throw new HttpError(409, 'batch_empty', 'El lote no tiene pagos.')
  // A processed batch's copy is the record of what was paid; before that, the accounts must still be the approved ones.
  const changed = batch.status === 'processed' ? [] : rows.filter((row) => row.approved_fingerprint === null || row.current_fingerprint !== row.approved_fingerprint)
  if (changed.length > 0) {
    throw new HttpError(
      409,
      'bank_account_changed',
      'La cuenta bancaria de algún proveedor cambió después de la aprobación: el lote necesita una nueva aprobación.',
      Object.fromEntries(changed.map((row) => [`payment_${row.id}`, 'bank_account_changed'])),
      undefined,
      { payment_ids: changed.map((row) => row.id) },
    )
  }
  const credits: AchCredit[] = rows.map((row) => {
    if (row.routing_encrypted === null || row.account_encrypted === null || row.account_type === null) {
      throw new HttpError(409, 'bank_account_changed', 'Algún pago no tiene la cuenta con que se aprobó: el lote necesita una nueva aprobación.')
    }
    return {
      routing: cipher.decrypt(row.routing_encrypted),
      account: cipher.decrypt(row.account_encrypted),
      accountType: row.account_type === 'savings' ? 'savings' : 'checking',
      amountCents: row.amount_cents,
      idNumber: `PAGO${row.id}`,
      name: row.account_holder ?? '',
    }
  })
  const generation = batch.ach_generations
  const file = await buildAchFile(config, credits, { effectiveDate: batch.effective_date, now, generation, reference: `LOTE${id}` })
  const modifier = modifierOf(generation)
  const version = generation + 1
  const filename = `ach-lote-${id}-${modifier}.txt`
  await tx
    .insert(achFiles)
    .values({
      batch_id: id,
      version,
      filename,
      content_encrypted: cipher.encrypt(file.text),
      payment_count: rows.length,
      total_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
      reason,
      created_by: viewer.userId,
      created_at: now,
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, 'ach_file_exists', 'Otro pedido acaba de generar este archivo ACH; descárguelo de nuevo.')
      throw error
    })
  // Every payment's trace number in one statement (one update per payment was most of the call's time).
  const traces = rows.map((row, index) => ({ id: row.id, trace_number: file.traceNumbers[index]! }))
  await tx.execute(sql`update ${payments} set trace_number = t.trace_number
    from jsonb_to_recordset(${JSON.stringify(traces)}::jsonb) as t(id integer, trace_number text) where ${payments.id} = t.id`)
  await tx
    .update(batches)
    .set({ ach_generated_at: now, ach_generated_by: viewer.userId, ach_generations: version, ach_version: version })
    .where(eq(batches.id, id))
  const summary = `Archivo ACH ${modifier}: ${rows.length} pagos`
  if (reason === null) await audit(tx, batch, viewer, now, 'get-ach-file', summary)
  else await audit(tx, batch, viewer, now, 'reissue-ach-file', `${summary}. Motivo: ${reason}`)
  return { text: file.text, filename }
}
