import * as v from 'valibot'
import { MAX_CENTS } from '../money/money'
import { listParams } from '../lists/list-params'
import { DbId, QueryDbId } from '../schemas/bounded'
import { multiLine, RequiredText, singleLine, VersionHash } from '../schemas/text'
import { statusCodes } from '../workflows/flow'
import { billFlow } from '../workflows/bill-flow'
import { BILL_SORTS, BILLS_DEFAULT_SORT, MAX_EXTRA_LINES, MAX_ITEM_QUANTITY } from './list-constants'

/**
 * Provider bills (spec §3 "Provider bill", §7 "Provider bills"): the same schemas check the
 * office's forms and the server's bodies. Money is integer cents (src/domain/money); an
 * adjustment may be negative (a deduction), everything else is not.
 */

const Comment = v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(2000, 'too_long'))), null)

/** An adjustment's amount: cents, either sign, never zero (a zero line says nothing). */
export const SignedCents = v.pipe(
  v.number('required'),
  v.integer('invalid_amount'),
  v.minValue(-MAX_CENTS, 'amount_out_of_range'),
  v.maxValue(MAX_CENTS, 'amount_out_of_range'),
  v.check((value) => value !== 0, 'invalid_amount'),
)

/** POST /provider-bills: a draft for a provider and a billing period (one live bill per pair). */
export const BillCreateInput = v.object({ provider_id: DbId, period_id: DbId, comment: Comment })
export type BillCreateInput = v.InferOutput<typeof BillCreateInput>

/**
 * An item or adjustment line as PUT sends it. A line that keeps its `id` keeps the price it was
 * priced at (a later price change does not rewrite it); a new item line takes the item's price now.
 */
export const BillExtraLine = v.variant('kind', [
  v.object({
    kind: v.literal('item'),
    id: v.optional(DbId),
    purchasable_item_id: DbId,
    quantity: v.pipe(v.number('required'), v.integer('invalid_value'), v.minValue(1, 'invalid_value'), v.maxValue(MAX_ITEM_QUANTITY, 'invalid_value')),
    description: v.optional(v.pipe(v.string('invalid_value'), singleLine(), v.trim(), v.maxLength(200, 'too_long')), ''),
  }),
  v.object({
    kind: v.literal('adjustment'),
    id: v.optional(DbId),
    adjustment_type_id: DbId,
    description: RequiredText(200),
    amount_cents: SignedCents,
  }),
])
export type BillExtraLine = v.InferOutput<typeof BillExtraLine>

/** PUT /provider-bills/{id}: the comment and the item and adjustment lines (all of them), by `hash`. */
export const BillPutInput = v.object({
  hash: VersionHash,
  comment: Comment,
  lines: v.pipe(v.array(BillExtraLine, 'invalid_lines'), v.maxLength(MAX_EXTRA_LINES, 'too_many_lines')),
})
export type BillPutInput = v.InferOutput<typeof BillPutInput>

/** POST /provider-bills/{id}/import-period-services and DELETE /provider-bills/{id}?hash= */
export const BillHashInput = v.object({ hash: VersionHash })

export const BILL_STATUSES = statusCodes(billFlow)

/** GET /provider-bills: the list convention plus status, period, provider and academic year. */
export const BillSearch = v.object({
  ...listParams(BILL_SORTS, BILLS_DEFAULT_SORT).entries,
  status: v.optional(v.picklist(BILL_STATUSES, 'invalid_filter')),
  period_id: v.optional(QueryDbId),
  provider_id: v.optional(QueryDbId),
  academic_year_id: v.optional(QueryDbId),
})
export type BillSearch = v.InferOutput<typeof BillSearch>
