import type { WorkflowFields } from '../workflows/types'

/** A payment batch as GET /provider-payment-batches/{id} answers it. */
export interface PaymentBatch extends WorkflowFields {
  id: number
  name: string
  notes: string | null
  effective_date: string
  owner_id: number
  owner_name: string
  created_by: number
  submitted_by: number | null
  submitted_by_name: string | null
  approved_by: number | null
  approved_by_name: string | null
  approved_at: string | null
  /** Since when it waits for an approval (while submitted). */
  submitted_at: string | null
  /**
   * A provider's bank details changed after the approval (issue 22): the ACH file is refused
   * until the batch is approved again.
   */
  bank_account_changed: boolean
  claimed_by: number | null
  claimed_by_name: string | null
  ach_generated_at: string | null
  ach_generated_by_name: string | null
  total_cents: number
  payment_count: number
  /** Fields and payments may change (draft or rejected, finance staff). */
  can_edit: boolean
  /** The caller may download the ACH file now. */
  can_download_ach: boolean
  created_at: string
  updated_at: string
}

/** A provider payment (masked bank account only). */
export interface ProviderPayment extends WorkflowFields {
  id: number
  batch_id: number
  batch_name: string
  batch_status: string
  provider_id: number
  provider_name: string
  bill_id: number
  period_id: number
  period_name: string
  amount_cents: number
  memo: string | null
  bank_name: string | null
  account_type: string | null
  /** The account it was approved for, masked (frozen at the batch's approval). */
  account_masked: string | null
  /** The provider's account changed since the approval: the batch needs a new approval (issue 22). */
  bank_account_changed: boolean
  routing_masked: string | null
  trace_number: string | null
  paid_at: string | null
  effective_date: string
  created_at: string
}

/** An approved bill that no live payment holds yet (what a new batch may gather). */
export interface PayableBill {
  id: number
  provider_id: number
  provider_name: string
  period_id: number
  period_name: string
  /** The period's last day (yyyy-MM-dd): how old the bill's work is. */
  period_end_date: string
  total_cents: number
  has_bank_account: boolean
}


export interface LegacyPayment {
  id: number
  provider_id: number
  provider_name: string
  legacy_reference: string
  paid_on: string
  period_label: string
  description: string
  amount_cents: number
  method: string
}

/** A user who may own a batch (finance staff). */
export interface BatchOwnerOption {
  id: number
  name: string
}
