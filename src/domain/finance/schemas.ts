import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { MAX_CENTS, parseMoney } from '../money/money'
import { DbId, QueryDbId, requiredText } from '../schemas/bounded'
import { IsoDate } from '../schemas/common'
import { VersionHash } from '../schemas/text'
import { isAbaRoutingNumber } from './aba'
import { PURCHASABLE_ITEM_SORTS, RATE_TEMPLATE_SORTS, SERVICE_RATE_SORTS } from './list-constants'

/**
 * Inputs of the finance foundation (spec §7 "Service rates", "Purchasable items", "Provider bank
 * accounts"): the same schemas check the office's forms and the server's bodies. Amounts travel
 * as integer cents (src/domain/money).
 */

/** An amount in cents: an integer from 0 to $10,000,000.00. */
export const Cents = v.pipe(v.number('required'), v.integer('invalid_amount'), v.minValue(0, 'invalid_amount'), v.maxValue(MAX_CENTS, 'invalid_amount'))

/** What a person types in a money field ("45", "1,234.50") turned into cents, for forms. */
export const MoneyText = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.check((text: string) => (parseMoney(text) ?? -1) >= 0, 'invalid_amount'),
  v.transform((text: string) => parseMoney(text)!),
)

export const RATE_TEMPLATE_MODES = ['replace', 'merge'] as const
export type RateTemplateMode = (typeof RATE_TEMPLATE_MODES)[number]

// ---- Service rates -------------------------------------------------------------------------

const rateEnds = (input: { effective_from: string; effective_to?: string | null }) => !input.effective_to || input.effective_to >= input.effective_from

/** POST /providers/{provider_id}/service-rates. */
export const ServiceRateInput = v.pipe(
  v.object({
    service_id: DbId,
    duration_id: DbId,
    rate_cents: Cents,
    effective_from: IsoDate,
    effective_to: v.optional(v.nullable(IsoDate), null),
  }),
  v.forward(v.check((input) => rateEnds(input), 'ends_before_start'), ['effective_to']),
)
export type ServiceRateInput = v.InferOutput<typeof ServiceRateInput>

/**
 * PUT /providers/{provider_id}/service-rates/{id}: a new amount from a date. The old row is kept
 * (closed the day before) so a line priced at it never changes; the new amount is a new row.
 */
export const ServiceRateChangeInput = v.object({ hash: VersionHash, rate_cents: Cents, effective_from: IsoDate })
export type ServiceRateChangeInput = v.InferOutput<typeof ServiceRateChangeInput>

/** POST .../apply-template/{template_id}: replace (default, spec §5) or merge, from a date (today when absent). */
export const ApplyTemplateInput = v.object({
  mode: v.optional(v.picklist(RATE_TEMPLATE_MODES, 'invalid_value'), 'replace'),
  effective_from: v.optional(IsoDate),
})
export type ApplyTemplateInput = v.InferOutput<typeof ApplyTemplateInput>

/** GET /providers/{provider_id}/service-rates: in force on a date (`at`), or all with `history=true`. */
export const ServiceRateSearch = v.object({
  ...listParams(SERVICE_RATE_SORTS, 'service').entries,
  at: v.optional(IsoDate),
  history: v.optional(v.picklist(['true', 'false'], 'invalid_filter')),
  service_id: v.optional(QueryDbId),
})
export type ServiceRateSearch = v.InferOutput<typeof ServiceRateSearch>

// ---- Rate templates ------------------------------------------------------------------------

const uniqueServices = (lines: { service_id: number }[]) => new Set(lines.map((line) => line.service_id)).size === lines.length

const templateEntries = <TRate extends v.GenericSchema<unknown, number>>(rate: TRate) => ({
  name: requiredText(120),
  specialty_id: DbId,
  duration_id: DbId,
  lines: v.pipe(
    v.array(v.object({ service_id: DbId, rate_cents: rate }), 'required'),
    v.minLength(1, 'required'),
    v.maxLength(200, 'too_many'),
    v.check((lines) => uniqueServices(lines as { service_id: number }[]), 'duplicate_service'),
  ),
})

/** POST /provider-service-rate-templates: one rate per service, for a specialty and a session length. */
export const RateTemplateInput = v.object(templateEntries(Cents))
export type RateTemplateInput = v.InferOutput<typeof RateTemplateInput>

/** PUT /provider-service-rate-templates/{id}. */
export const RateTemplatePutInput = v.object({ ...templateEntries(Cents), hash: VersionHash })
export type RateTemplatePutInput = v.InferOutput<typeof RateTemplatePutInput>

/** The template form: amounts typed as text, the same rules, the API's shape out. */
export const RateTemplateForm = v.object(templateEntries(MoneyText))
export type RateTemplateFormInput = v.InferInput<typeof RateTemplateForm>

export const RateTemplateSearch = v.object({
  ...listParams(RATE_TEMPLATE_SORTS, 'name').entries,
  specialty_id: v.optional(QueryDbId),
})
export type RateTemplateSearch = v.InferOutput<typeof RateTemplateSearch>

// ---- Purchasable items ---------------------------------------------------------------------

/** The place in the list: 0 first. Beyond the end means last; the server keeps indexes dense. */
const SortIndex = v.pipe(v.number('required'), v.integer('invalid_value'), v.minValue(0, 'invalid_value'), v.maxValue(100_000, 'invalid_value'))

const itemEntries = { name: requiredText(120), type_id: DbId, price_cents: Cents }

/** POST /purchasable-items (added last unless a `sort_index` is sent). */
export const PurchasableItemInput = v.object({ ...itemEntries, sort_index: v.optional(SortIndex) })
export type PurchasableItemInput = v.InferOutput<typeof PurchasableItemInput>

/** PUT /purchasable-items/{id}: the item, its place, and the version it was edited from. */
export const PurchasableItemPutInput = v.object({ ...itemEntries, sort_index: SortIndex, hash: VersionHash })
export type PurchasableItemPutInput = v.InferOutput<typeof PurchasableItemPutInput>

export const PurchasableItemForm = v.object({ name: requiredText(120), type_id: DbId, price: MoneyText })
export type PurchasableItemFormInput = v.InferInput<typeof PurchasableItemForm>

export const PurchasableItemSearch = v.object({
  ...listParams(PURCHASABLE_ITEM_SORTS, 'sort_index').entries,
  type_id: v.optional(QueryDbId),
})
export type PurchasableItemSearch = v.InferOutput<typeof PurchasableItemSearch>

// ---- Provider bank accounts ----------------------------------------------------------------

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]

/** Nine digits passing the ABA check digit (aba.ts). */
export const RoutingNumber = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.check(isAbaRoutingNumber, 'invalid_routing_number'))

/** A DFI account number as NACHA carries it: 4 to 17 digits. */
export const AccountNumber = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(/^\d{4,17}$/, 'invalid_account_number'))

const bankEntries = {
  bank_name: requiredText(80),
  account_holder: requiredText(120),
  account_type: v.picklist(BANK_ACCOUNT_TYPES, 'invalid_value'),
  routing_number: RoutingNumber,
  account_number: AccountNumber,
}

/** POST /provider-bank-accounts: a provider's own account (providers only; staff read). */
export const BankAccountInput = v.object(bankEntries)
export type BankAccountInput = v.InferOutput<typeof BankAccountInput>

/** PUT /provider-bank-accounts/{id}: the whole account again (numbers are never sent back to be edited). */
export const BankAccountPutInput = v.object({ ...bankEntries, hash: VersionHash })
export type BankAccountPutInput = v.InferOutput<typeof BankAccountPutInput>

export const BankAccountSearch = v.object({
  ...listParams(['provider', 'id'] as const, 'provider').entries,
  provider_id: v.optional(QueryDbId),
})
export type BankAccountSearch = v.InferOutput<typeof BankAccountSearch>

/** GET /provider-bank-accounts/audit: the changes of bank details, newest first (issue 22). */
export const BankAccountAuditSearch = v.object({
  ...listParams(['at'] as const, '-at').entries,
  provider_id: v.optional(QueryDbId),
})
export type BankAccountAuditSearch = v.InferOutput<typeof BankAccountAuditSearch>

/** The new-rate form: the amount typed in dollars; open-ended from its first day. */
export const ServiceRateForm = v.object({ service_id: DbId, duration_id: DbId, rate: MoneyText, effective_from: IsoDate })
export type ServiceRateFormInput = v.InferInput<typeof ServiceRateForm>

/** The change-rate form: a new amount in dollars from a date. */
export const ServiceRateChangeForm = v.object({ rate: MoneyText, effective_from: IsoDate })
