import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { DbId, QueryDbId, requiredText } from '../schemas/bounded'
import { IsoDate } from '../schemas/common'
import { multiLine, VersionHash } from '../schemas/text'
import { batchFlow } from '../workflows/batch-flow'
import { statusCodes } from '../workflows/flow'
import { paymentFlow } from '../workflows/payment-flow'
import {
  BATCH_SORTS,
  BATCHES_DEFAULT_SORT,
  LEGACY_PAYMENT_SORTS,
  LEGACY_PAYMENTS_DEFAULT_SORT,
  MAX_BATCH_BILLS,
  PAYMENT_SORTS,
  PAYMENTS_DEFAULT_SORT,
} from './list-constants'

/**
 * Payment batches and provider payments (spec §3, §7 "Payment batches", "Provider payments"):
 * the same schemas check the office's forms and the server's bodies. Amounts are never sent by
 * the client: a payment's amount is its approved bill's total.
 */

const Notes = v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(2000, 'too_long'))), null)

const fields = {
  name: requiredText(120),
  effective_date: IsoDate,
  notes: Notes,
}

/**
 * POST /provider-payment-batches: a draft gathering approved bills not yet in a live payment —
 * the ones named in `bill_ids`, or else every such bill (of `period_id` when given).
 */
export const BatchCreateInput = v.object({
  ...fields,
  period_id: v.optional(v.nullable(DbId)),
  bill_ids: v.optional(v.pipe(v.array(DbId, 'invalid_bills'), v.maxLength(MAX_BATCH_BILLS, 'too_many_bills'))),
})
export type BatchCreateInput = v.InferOutput<typeof BatchCreateInput>

/** PUT /provider-payment-batches/{id}: its fields, by `hash`, while draft or rejected. */
export const BatchPutInput = v.object({ ...fields, hash: VersionHash })
export type BatchPutInput = v.InferOutput<typeof BatchPutInput>

/** POST /provider-payment-batches/{id}/change-owner (hash, userId). */
export const ChangeOwnerInput = v.object({ hash: VersionHash, userId: DbId })

/** POST /provider-payment-batches/{id}/reissue-ach-file: a new version of the file, and why (issue 22). */
export const AchReissueInput = v.object({ reason: requiredText(500) })
export type AchReissueInput = v.InferOutput<typeof AchReissueInput>
export type ChangeOwnerInput = v.InferOutput<typeof ChangeOwnerInput>

/** DELETE …/{id}?hash= */
export const HashQuery = v.object({ hash: VersionHash })

export const BATCH_STATUSES = statusCodes(batchFlow)
export const PAYMENT_STATUSES = statusCodes(paymentFlow)

/** GET /provider-payment-batches: the list convention plus status and owner. */
export const BatchSearch = v.object({
  ...listParams(BATCH_SORTS, BATCHES_DEFAULT_SORT).entries,
  status: v.optional(v.picklist(BATCH_STATUSES, 'invalid_filter')),
  owner_id: v.optional(QueryDbId),
})
export type BatchSearch = v.InferOutput<typeof BatchSearch>

/** POST /provider-payments: an approved bill added to a draft (or rejected) batch. */
export const PaymentCreateInput = v.object({ batch_id: DbId, bill_id: DbId, memo: Notes })
export type PaymentCreateInput = v.InferOutput<typeof PaymentCreateInput>

/** PUT /provider-payments/{id}: its memo, by `hash` (the amount is the bill's). */
export const PaymentPutInput = v.object({ memo: Notes, hash: VersionHash })
export type PaymentPutInput = v.InferOutput<typeof PaymentPutInput>

/** GET /provider-payments: the list convention plus batch, provider, bill and status. */
export const PaymentSearch = v.object({
  ...listParams(PAYMENT_SORTS, PAYMENTS_DEFAULT_SORT).entries,
  batch_id: v.optional(QueryDbId),
  provider_id: v.optional(QueryDbId),
  bill_id: v.optional(QueryDbId),
  status: v.optional(v.picklist(PAYMENT_STATUSES, 'invalid_filter')),
})
export type PaymentSearch = v.InferOutput<typeof PaymentSearch>

/** GET /provider-payments/payment-stubs: the stubs of one batch, or of one provider (own ones for a provider). */
export const StubsQuery = v.object({ batch_id: v.optional(QueryDbId), provider_id: v.optional(QueryDbId) })
export type StubsQuery = v.InferOutput<typeof StubsQuery>

/** GET /download-xlsx/provider-payments/period-report?period_id= */
export const PeriodReportQuery = v.object({ period_id: QueryDbId })

/** GET /legacy/provider-payments: the list convention plus provider. */
export const LegacyPaymentSearch = v.object({
  ...listParams(LEGACY_PAYMENT_SORTS, LEGACY_PAYMENTS_DEFAULT_SORT).entries,
  provider_id: v.optional(QueryDbId),
})
export type LegacyPaymentSearch = v.InferOutput<typeof LegacyPaymentSearch>
