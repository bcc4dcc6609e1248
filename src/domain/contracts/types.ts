import type { ContractDocumentUseType } from './list-constants'

/** A rate of a contract, as answered: with the service's and length's names. */
export interface ContractRateView {
  service_id: number
  service_name: string
  duration_id: number
  duration_name: string
  rate_cents: number
}

/** A contract's document: one of its attachments, with its type and use. */
export interface ContractDocument {
  id: number
  filename: string
  document_type_id: number
  document_type_name: string
  use_type: ContractDocumentUseType
  content_type: string
  size_bytes: number
  created_at: string
}

/** GET /provider-contracts/{id}, and each item of the list. */
export interface ProviderContract {
  id: number
  provider_id: number
  provider_name: string
  contract_type_id: number
  contract_type_name: string
  start_date: string
  end_date: string
  notes: string | null
  status: string
  status_name: string
  hash: string
  allowed_actions: string[]
  /** Whether this viewer may change its fields, rates and documents now. */
  can_edit: boolean
  rates: ContractRateView[]
  documents: ContractDocument[]
  created_at: string
  updated_at: string
}

export interface ContractLookupItem {
  id: number
  name: string
}
