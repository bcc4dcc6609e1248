import * as v from 'valibot'
import { Id, Uuid } from '../schemas/common'
import type { ServiceSession, Visit } from './types'

/**
 * Inputs and answers of the service-session endpoints beyond the session itself: single-visit
 * changes, the provider's months and audit, and the active-student totals. Every visit change
 * names the session version (`hash`) it is based on and is answered with the whole session,
 * whose `hash` is new, exactly like a session PUT.
 */
const Hash = v.pipe(v.string('required'), v.nonEmpty('required'))

/** POST /service-sessions/visits: one more student in an existing session. */
export const VisitAddInput = v.object({
  session_id: Uuid,
  student_id: Id,
  referral_id: Id,
  visit_outcome_id: Id,
  hash: Hash,
})
export type VisitAddInput = v.InferOutput<typeof VisitAddInput>

/** PATCH /service-sessions/visits/{id}: what happened to the student. */
export const VisitUpdateInput = v.object({ visit_outcome_id: Id, hash: Hash })
export type VisitUpdateInput = v.InferOutput<typeof VisitUpdateInput>

/** DELETE /service-sessions/visits/{id}. */
export const VisitDeleteInput = v.object({ hash: Hash })
export type VisitDeleteInput = v.InferOutput<typeof VisitDeleteInput>

/** A visit with the session it belongs to (visit lists, unreplaced absences). */
export interface SessionVisit extends Visit {
  session_id: string
  provider_id: number
  service_id: number
  location_id: number
  date: string
  time: string
  session_outcome_id: number
  replaced_by_visit_id: string | null
}

/** Answer of DELETE /service-sessions/{id}. */
export interface SessionDeleted {
  id: string
  deleted_at: string
}

export interface MonthTotals {
  sessions: number
  visits: number
  /** Minutes of the sessions whose outcome is delivered (the service was given). */
  minutes: number
}

/** GET /service-sessions/providers/{id}/months: one entry per month with sessions, newest first. */
export interface ProviderMonthSummary extends MonthTotals {
  /** yyyy-MM */
  month_id: string
}

/** GET /service-sessions/providers/{provider_id}/months/{month_id}. */
export interface ProviderMonth {
  provider_id: number
  month_id: string
  days: Array<{ date: string; sessions: ServiceSession[] }>
  totals: MonthTotals
}

/** GET /service-sessions/providers/{provider_id}/audit: one create, update or delete. */
export interface SessionChangeEntry {
  id: number
  session_id: string
  action: 'create' | 'update' | 'delete'
  user_id: number
  user_name: string
  at: string
  /** The session after the change (a deleted one carries its deleted_at). */
  snapshot: ServiceSession & { deleted_at: string | null }
  /** Entered by support staff on the provider's behalf: why (on the session's create). */
  support_reason: string | null
}

/** GET /referrals/total-active-students: distinct students. */
export interface ActiveStudentsTotal {
  total: number
}

/** GET /referrals/active-students/regions: distinct students per region of the referral's customer. */
export interface RegionTotal {
  region: string
  total: number
}
