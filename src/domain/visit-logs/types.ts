import type { WorkflowFields } from '../workflows/types'

/** The scan of a log, as the answer describes it (the bytes: GET …/{id}/download-pdf). */
export interface VisitLogScan {
  filename: string
  content_type: string
  size_bytes: number
}

/** A visit log as GET /provider-location-visit-logs/{id} and the list answer it. */
export interface VisitLog extends WorkflowFields {
  id: number
  provider_id: number
  provider_name: string
  location_id: number
  location_name: string
  customer_id: number | null
  year: number
  month: number
  notes: string | null
  claimed_by: number | null
  claimed_by_name: string | null
  claimed_at: string | null
  processed_at: string | null
  scan: VisitLogScan | null
  /** Whether the caller may edit or delete it now (a processed log is history). */
  can_change: boolean
  created_at: string
  updated_at: string
}

/** GET …/providers: the providers whose logs the caller may see, with how many there are. */
export interface VisitLogProvider {
  id: number
  name: string
  logs: number
}

export interface VisitLogYear {
  year: number
  logs: number
}

export interface VisitLogMonth {
  month: number
  logs: number
}
