import { randomUUID } from 'node:crypto'
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm'
import type { ContractAddAttachmentInput, ContractCreateInput, ContractPutInput, ContractRate } from '../../src/domain/contracts/schemas'
import type { ProviderContract } from '../../src/domain/contracts/types'
import type { ContractDocumentUseType } from '../../src/domain/contracts/list-constants'
import { companyToday } from '../../src/domain/rules/company-time'
import { CONTRACT_EDITABLE_STATUSES, contractFlow } from '../../src/domain/workflows/contract-flow'
import { applyAttachmentChanges, type FileWork } from '../attachments/service'
import type { Executor } from '../db/client'
import {
  attachments,
  contractDocumentTypes,
  contractTypes,
  providerContractDocuments as documents,
  providerContractRates as rates,
  providerContracts as contracts,
  providers,
  providerServiceRates,
  serviceDurations,
  services,
} from '../db/schema'
import { forbidden, HttpError, notFound } from '../http/errors'
import { assertReferencesExist } from '../http/references'
import { editable, type WriteContext } from '../core/editable'
import type { OfficeViewer } from '../permissions/viewer'
import { writeEvent } from '../workflows/events'
import type { DocumentStore } from '../workflows/run-action'
import { assertMayPrepare, mayHandleDocuments, visibleContract, type ContractRow } from './access'
import { assertProviderMayBeContracted } from './controls'
import { readContract } from './read'

/**
 * Contract writes, each in the caller's transaction. The house order on every change of an
 * existing contract: visible (404), may change (403), still editable (409 action_not_allowed),
 * the body (422), the version (409 version_conflict), the references (422 unknown_reference).
 */

export const CONTRACT_CONTAINER = 'provider-contract' as const


async function answer(tx: Executor, viewer: OfficeViewer, id: number): Promise<ProviderContract> {
  const contract = await readContract(tx, viewer, id)
  if (!contract) throw notFound('El contrato no existe.')
  return contract
}

/** A contract under review or decided is not edited; it is returned, unlocked, voided or cancelled instead. */
const contractEditing = editable({
  statuses: CONTRACT_EDITABLE_STATUSES,
  notEditable: 'El contrato solo se modifica en borrador o devuelto para revisión.',
  stale: 'El contrato cambió desde que se abrió. Compare ambas versiones.',
  answer,
})

async function assertRatesExist(tx: Executor, lines: readonly ContractRate[]): Promise<void> {
  for (const [index, line] of lines.entries()) {
    const [service] = await tx.select({ id: services.id }).from(services).where(eq(services.id, line.service_id))
    const [duration] = await tx.select({ id: serviceDurations.id }).from(serviceDurations).where(eq(serviceDurations.id, line.duration_id))
    const errors: Record<string, string> = {}
    if (!service) errors[`rates.${index}.service_id`] = 'unknown_reference'
    if (!duration) errors[`rates.${index}.duration_id`] = 'unknown_reference'
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', errors)
  }
}

/** The provider's rates in force on `date`: what a contract agrees to when finance gives none. */
async function ratesInForce(tx: Executor, providerId: number, date: string): Promise<ContractRate[]> {
  return tx
    .select({ service_id: providerServiceRates.service_id, duration_id: providerServiceRates.duration_id, rate_cents: providerServiceRates.rate_cents })
    .from(providerServiceRates)
    .where(
      and(
        eq(providerServiceRates.provider_id, providerId),
        lte(providerServiceRates.effective_from, date),
        or(isNull(providerServiceRates.effective_to), gte(providerServiceRates.effective_to, date)),
      ),
    )
}

async function replaceRates(tx: Executor, contractId: number, lines: readonly ContractRate[]): Promise<void> {
  await tx.delete(rates).where(eq(rates.contract_id, contractId))
  if (lines.length > 0) await tx.insert(rates).values(lines.map((line) => ({ ...line, contract_id: contractId })))
}

/** POST /provider-contracts: finance prepares a draft for a provider, with its rates and a first event. */
export async function createContract(ctx: WriteContext, input: ContractCreateInput): Promise<ProviderContract> {
  const { tx, viewer, now } = ctx
  assertMayPrepare(viewer)
  await assertReferencesExist(tx, { provider_id: [providers, input.provider_id], contract_type_id: [contractTypes, input.contract_type_id] })
  const lines = input.rates ?? (await ratesInForce(tx, input.provider_id, input.start_date))
  await assertRatesExist(tx, lines)
  const [row] = await tx
    .insert(contracts)
    .values({
      provider_id: input.provider_id,
      contract_type_id: input.contract_type_id,
      start_date: input.start_date,
      end_date: input.end_date,
      notes: input.notes,
      status: contractFlow.initial,
      hash: randomUUID(),
      created_by: viewer.userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: contracts.id })
  const id = row!.id
  await replaceRates(tx, id, lines)
  await writeEvent(tx, contractFlow, { documentId: id, action: 'create', from: null, to: contractFlow.initial, comment: null, userId: viewer.userId, at: now })
  return answer(tx, viewer, id)
}

/** PUT /provider-contracts/{id}: its fields and rates, while draft or returned. */
export async function changeContract(ctx: WriteContext, id: number, body: () => unknown, parse: (raw: unknown) => ContractPutInput): Promise<ProviderContract> {
  const { tx, viewer, now } = ctx
  const row = await visibleContract(tx, viewer, id, true)
  assertMayPrepare(viewer)
  await contractEditing.assertOpen(ctx, row)
  const { hash, rates: lines, ...fields } = parse(body())
  await contractEditing.assertSeen(ctx, row, hash)
  await assertReferencesExist(tx, { contract_type_id: [contractTypes, fields.contract_type_id] })
  await assertRatesExist(tx, lines)
  await tx
    .update(contracts)
    .set({ ...fields, hash: randomUUID(), updated_at: now })
    .where(eq(contracts.id, id))
  await replaceRates(tx, id, lines)
  return answer(tx, viewer, id)
}

/** The document changes share the order: visible, may handle documents, editable, body, version. */
async function documentChange(ctx: WriteContext, id: number): Promise<ContractRow> {
  const row = await visibleContract(ctx.tx, ctx.viewer, id, true)
  if (!mayHandleDocuments(ctx.viewer, row)) throw forbidden()
  await contractEditing.assertOpen(ctx, row)
  return row
}

/** A document change is a new version of the contract and a line of its history (from and to its status). */
async function touched(ctx: WriteContext, row: ContractRow, action: string, comment: string): Promise<ProviderContract> {
  await ctx.tx.update(contracts).set({ hash: randomUUID(), updated_at: ctx.now }).where(eq(contracts.id, row.id))
  await writeEvent(ctx.tx, contractFlow, { documentId: row.id, action, from: row.status, to: row.status, comment, userId: ctx.viewer.userId, at: ctx.now })
  return answer(ctx.tx, ctx.viewer, row.id)
}

/**
 * POST /provider-contracts/{id}/add-attachment: files through the attachment machinery (judged
 * by their bytes, names unique per contract, at most the container's count), each a document.
 */
export async function addDocuments(ctx: WriteContext<{ files: FileWork }>, id: number, body: () => unknown, parse: (raw: unknown) => ContractAddAttachmentInput) {
  const row = await documentChange(ctx, id)
  const input = parse(body())
  await contractEditing.assertSeen(ctx, row, input.hash)
  const typeNames = new Map<number, string>()
  for (const [index, upload] of input.attachments.entries()) {
    const [type] = await ctx.tx.select().from(contractDocumentTypes).where(eq(contractDocumentTypes.id, upload.document_type_id))
    if (!type) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', { [`attachments.${index}.document_type_id`]: 'unknown_reference' })
    typeNames.set(type.id, type.name)
  }
  await applyAttachmentChanges(ctx.tx, ctx.files, {
    containerType: CONTRACT_CONTAINER,
    containerId: id,
    userId: ctx.viewer.userId,
    changes: input.attachments.map((upload) => ({
      action: 'add' as const,
      containerType: CONTRACT_CONTAINER,
      containerId: id,
      filename: upload.filename,
      description: typeNames.get(upload.document_type_id)!,
      file: upload.file,
    })),
  })
  for (const upload of input.attachments) {
    const [attachment] = await ctx.tx
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.container_type, CONTRACT_CONTAINER), eq(attachments.container_id, id), eq(attachments.filename, upload.filename)))
    await ctx.tx.insert(documents).values({ contract_id: id, attachment_id: attachment!.id, document_type_id: upload.document_type_id, use_type: upload.use_type })
  }
  return touched(ctx, row, 'add-attachment', input.attachments.map((upload) => upload.filename).join(', '))
}

/** DELETE /provider-contracts/{id}/remove-attachment?document_id=&hash=: the document and its file. */
export async function removeDocument(ctx: WriteContext<{ files: FileWork }>, id: number, query: () => { document_id: number; hash: string }) {
  const row = await documentChange(ctx, id)
  const { document_id, hash } = query()
  await contractEditing.assertSeen(ctx, row, hash)
  const [found] = await ctx.tx
    .select({ attachment_id: documents.attachment_id, filename: attachments.filename, storage_key: attachments.storage_key })
    .from(documents)
    .innerJoin(attachments, eq(attachments.id, documents.attachment_id))
    .where(and(eq(documents.id, document_id), eq(documents.contract_id, id)))
  if (!found) throw notFound('El documento no existe.')
  // The document row goes with its attachment (ON DELETE CASCADE); the bytes after the commit.
  await ctx.tx.delete(attachments).where(eq(attachments.id, found.attachment_id))
  ctx.files.deleteAfterCommit(found.storage_key)
  return touched(ctx, row, 'remove-attachment', found.filename)
}

/** PUT /provider-contracts/{id}/documents/{documentId}/use-type: what a document is for. */
export async function setDocumentUseType(ctx: WriteContext, id: number, documentId: number, body: () => unknown, parse: (raw: unknown) => { use_type: ContractDocumentUseType; hash: string }) {
  const row = await documentChange(ctx, id)
  const input = parse(body())
  await contractEditing.assertSeen(ctx, row, input.hash)
  const changed = await ctx.tx
    .update(documents)
    .set({ use_type: input.use_type })
    .where(and(eq(documents.id, documentId), eq(documents.contract_id, id)))
    .returning({ id: documents.id })
  if (changed.length === 0) throw notFound('El documento no existe.')
  return touched(ctx, row, 'set-use-type', input.use_type)
}

/**
 * The contract as a workflow document (server/workflows/run-action.ts), for one caller: approving
 * runs the licence and insurance control, whose refusal carries the contract as she sees it.
 */
export function contractStore(viewer: OfficeViewer): DocumentStore<ContractRow, ProviderContract> {
  return {
    lock: (tx, id, lockViewer) => visibleContract(tx, lockViewer, id, true),
    async apply(tx, document, change) {
      if (change.to === 'approved') {
        await assertProviderMayBeContracted(tx, document.provider_id, companyToday(change.at), () => answer(tx, viewer, document.id))
      }
      await tx
        .update(contracts)
        .set({ status: change.to, hash: change.hash, updated_at: change.at, ...(change.to === 'approved' ? { approved_at: change.at } : {}) })
        .where(eq(contracts.id, document.id))
    },
    answer: (tx, id, answerViewer) => answer(tx, answerViewer, id),
  }
}
