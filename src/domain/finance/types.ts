import type { Cents } from '../money/money'
import type { BankAccountType, RateTemplateMode } from './schemas'

/** Answers of the finance foundation calls. Amounts in integer cents. */

export interface ServiceRate {
  id: number
  provider_id: number
  service_id: number
  service_name: string
  duration_id: number
  duration_minutes: number
  rate_cents: Cents
  effective_from: string
  /** Last day in force; null while open-ended. */
  effective_to: string | null
  /** Where the rate came from: a template's id, or null when entered by hand. */
  template_id: number | null
  hash: string
}

export interface RateTemplateLine {
  service_id: number
  service_name: string
  rate_cents: Cents
}

export interface RateTemplate {
  id: number
  name: string
  specialty_id: number
  specialty_name: string
  duration_id: number
  duration_minutes: number
  lines: RateTemplateLine[]
  hash: string
}

export type RateTemplateListItem = Omit<RateTemplate, 'lines'> & { line_count: number }

export interface ApplyTemplateResult {
  mode: RateTemplateMode
  effective_from: string
  /** Rates closed the day before `effective_from` (kept as history). */
  closed: number
  /** Rates that would only have started on or after that date, removed. */
  removed: number
  created: number
}

export interface PurchasableItem {
  id: number
  name: string
  type_id: number
  type_name: string
  price_cents: Cents
  sort_index: number
  hash: string
}

/** One change of a provider's bank details (issue 22): who, when, old and new, masked. */
export interface BankAccountEvent {
  id: number
  provider_id: number
  account_id: number
  action: 'create' | 'update' | 'delete'
  user_id: number
  user_name: string
  at: string
  old_bank_name: string | null
  old_routing_masked: string | null
  old_account_masked: string | null
  new_bank_name: string | null
  new_routing_masked: string | null
  new_account_masked: string | null
}

export interface BankAccount {
  id: number
  provider_id: number
  provider_name: string
  bank_name: string
  account_holder: string
  account_type: BankAccountType
  /** "****0021": the full numbers never leave the server. */
  routing_masked: string
  account_masked: string
  hash: string
  updated_at: string
}
