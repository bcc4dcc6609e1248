import type { WorkflowFields } from '../workflows/types'
import type { BillLineKind, ImportSkipReason } from './list-constants'

/** One line of a bill, as answered: a visit with its service, an item, or an adjustment. */
export interface BillLine {
  id: number
  kind: BillLineKind
  visit_id: string | null
  service_date: string | null
  student_name: string | null
  service_id: number | null
  service_name: string | null
  duration_id: number | null
  duration_name: string | null
  purchasable_item_id: number | null
  item_name: string | null
  adjustment_type_id: number | null
  adjustment_type_name: string | null
  description: string
  quantity: number
  rate_cents: number
  amount_cents: number
}

/** GET /provider-bills/{id} (with `lines`), and each item of the list (without). */
export interface ProviderBill extends WorkflowFields {
  id: number
  provider_id: number
  provider_name: string
  period_id: number
  period_name: string
  period_start: string
  period_end: string
  academic_year_id: number
  academic_year_name: string
  comment: string | null
  total_cents: number
  /** Visit lines on the bill. */
  visit_count: number
  /** Whether this viewer may change its lines and comment now. */
  can_edit: boolean
  /** Whether this viewer may delete it now (a draft never submitted). */
  can_delete: boolean
  created_at: string
  updated_at: string
  /** Maker–checker (issue 22): who made it, who sent it, who approved it and when. */
  created_by: number
  created_by_name: string | null
  submitted_by: number | null
  submitted_by_name: string | null
  submitted_at: string | null
  approved_by: number | null
  approved_by_name: string | null
  approved_at: string | null
  lines?: BillLine[]
}

/** A delivered visit of the period that the import left off the bill, and why. */
export interface SkippedVisit {
  visit_id: string
  service_date: string
  student_name: string
  service_name: string
  duration_name: string
  reason: ImportSkipReason
}

/** POST /provider-bills/{id}/import-period-services: the bill after it, and what was left off. */
export interface BillImportResult {
  bill: ProviderBill
  imported: number
  skipped: SkippedVisit[]
}

export interface BillLookupItem {
  id: number
  name: string
}

/** GET /provider-bills/periods: a billing period a bill may be for. */
export interface BillPeriod {
  id: number
  name: string
  start_date: string
  end_date: string
  academic_year_name: string
}
