import * as v from 'valibot'
import { Base64File, Filename } from '../attachments/schemas'
import { Cents } from '../finance/schemas'
import { listParams } from '../lists/list-params'
import { DbId, QueryDbId } from '../schemas/bounded'
import { IsoDate } from '../schemas/common'
import { multiLine, VersionHash } from '../schemas/text'
import { statusCodes } from '../workflows/flow'
import { contractFlow } from '../workflows/contract-flow'
import { CONTRACT_DOCUMENT_USE_TYPES, CONTRACT_SORTS, CONTRACTS_DEFAULT_SORT } from './list-constants'

/**
 * Provider contracts (spec §3 "Provider contract", §7 "Provider contracts"): the same schemas
 * check the office's form and the server's bodies. Rates are integer cents (src/domain/money).
 */

export const MAX_CONTRACT_RATES = 50
export const MAX_CONTRACT_DOCUMENTS_AT_ONCE = 3

const Notes = v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(2000, 'too_long'))), null)

/** One agreed rate: per service and session length, in cents. */
export const ContractRate = v.object({ service_id: DbId, duration_id: DbId, rate_cents: Cents })
export type ContractRate = v.InferOutput<typeof ContractRate>

const sameLine = (a: ContractRate, b: ContractRate) => a.service_id === b.service_id && a.duration_id === b.duration_id
const uniqueRates = (rates: readonly ContractRate[]) => rates.every((rate, index) => rates.findIndex((other) => sameLine(rate, other)) === index)

const Rates = v.pipe(v.array(ContractRate, 'invalid_rates'), v.maxLength(MAX_CONTRACT_RATES, 'too_many_rates'), v.check((lines) => uniqueRates(lines), 'duplicate_rate'))

const endsAfterStart = (input: { start_date: string; end_date: string }) => input.end_date >= input.start_date

const fields = {
  contract_type_id: DbId,
  start_date: IsoDate,
  end_date: IsoDate,
  notes: Notes,
}

/**
 * POST /provider-contracts. `rates` absent: the provider's rates in force on the start date are
 * copied (a snapshot: a later rate change never rewrites what was agreed).
 */
export const ContractCreateInput = v.pipe(
  v.object({ provider_id: DbId, ...fields, rates: v.optional(Rates) }),
  v.forward(v.check((input) => endsAfterStart(input), 'ends_before_start'), ['end_date']),
)
export type ContractCreateInput = v.InferOutput<typeof ContractCreateInput>

/** PUT /provider-contracts/{id}: the fields and the rates, by `hash`, while draft or returned. */
export const ContractPutInput = v.pipe(
  v.object({ ...fields, rates: Rates, hash: VersionHash }),
  v.forward(v.check((input) => endsAfterStart(input), 'ends_before_start'), ['end_date']),
)
export type ContractPutInput = v.InferOutput<typeof ContractPutInput>

export const ContractDocumentUseType = v.picklist(CONTRACT_DOCUMENT_USE_TYPES, 'invalid_use_type')

/** One file added to a contract: it becomes a document of a type, with its use. */
export const ContractDocumentUpload = v.object({
  filename: Filename,
  file: Base64File,
  document_type_id: DbId,
  use_type: ContractDocumentUseType,
})

/** POST /provider-contracts/{id}/add-attachment (attachments, hash). */
export const ContractAddAttachmentInput = v.object({
  hash: VersionHash,
  attachments: v.pipe(v.array(ContractDocumentUpload, 'invalid_attachments'), v.minLength(1, 'required'), v.maxLength(MAX_CONTRACT_DOCUMENTS_AT_ONCE, 'too_many_files')),
})
export type ContractAddAttachmentInput = v.InferOutput<typeof ContractAddAttachmentInput>

/** DELETE /provider-contracts/{id}/remove-attachment?document_id=&hash= */
export const ContractRemoveAttachmentQuery = v.object({ document_id: QueryDbId, hash: VersionHash })

/** PUT /provider-contracts/{id}/documents/{documentId}/use-type (use_type, hash). */
export const ContractUseTypeInput = v.object({ use_type: ContractDocumentUseType, hash: VersionHash })

export const CONTRACT_STATUSES = statusCodes(contractFlow)

/** GET /provider-contracts: the list convention plus status, provider and type. */
export const ContractSearch = v.object({
  ...listParams(CONTRACT_SORTS, CONTRACTS_DEFAULT_SORT).entries,
  status: v.optional(v.picklist(CONTRACT_STATUSES, 'invalid_filter')),
  provider_id: v.optional(QueryDbId),
  contract_type_id: v.optional(QueryDbId),
})
export type ContractSearch = v.InferOutput<typeof ContractSearch>
