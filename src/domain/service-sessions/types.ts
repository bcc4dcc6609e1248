import type { ObjectiveDatum } from '../plans/objective-data'
import type { NamedItem } from '../named'

/** A session as the server answers it. */
export interface ServiceSession {
  id: string
  provider_id: number
  provider_specialty_id: number | null
  service_id: number
  location_id: number
  date: string
  time: string
  duration_id: number
  session_type_id: number
  session_outcome_id: number
  notes: string
  /** The version; a change must be based on the current one. */
  hash: string
  visits: Visit[]
  created_at: string
  updated_at: string
  /** The user who made the last change (office staff may correct a provider's session). */
  updated_by: number
}

export interface Visit {
  id: string
  student_id: number
  referral_id: number
  visit_outcome_id: number
  /**
   * The data per objective the visit recorded (src/domain/plans/objective-data.ts), by objective
   * id. The server always answers it (empty when none); a record made on the device may lack it.
   */
  objective_data?: ObjectiveDatum[]
}

export interface SessionOutcomeItem extends NamedItem {
  /** The service was given (as opposed to a cancellation or absence). */
  delivered: boolean
}

export interface VisitOutcomeItem extends NamedItem {
  session_outcome_id: number
  absence: boolean
}

export interface DurationItem extends NamedItem {
  minutes: number
}

/** One of a provider's active students: a student with an active referral assigned to them. */
export interface ActiveStudent {
  referral_id: number
  student_id: number
  student_name: string
  first_name: string
  last_name: string
  service_id: number
  service_name: string
  service_type_id: number
  location_id: number
  location_name: string
  provider_id: number
  /** The provider's name, for a supervisor's filter. */
  provider_name: string
  customer_id: number
  referral_number: string
  /** Present with detailLevel=extended. */
  sie_number?: string
  grade_name?: string | null
  weekly_frequency?: number
  session_minutes?: number
  region?: string
}

/** 409 answer to a stale write: the server's current record, for the person to compare. */
export interface VersionConflictBody {
  code: 'version_conflict'
  message: string
  current: ServiceSession | null
}
