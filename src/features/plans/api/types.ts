import type { DiscussionState } from '../../../domain/plans/discussion'
import type { PlanAchievement, PlanGoal, PlanObjective } from '../../../domain/plans/offline'
import type { PlanTab } from '../../../domain/plans/status'

/**
 * The plan answers of server/plans/read.ts as the screens read them (GET /intervention-plans/
 * and GET /intervention-plans/{id}).
 */

export interface PlanListItem {
  id: number
  referral_id: number
  student_id: number
  student_name: string
  service_name: string
  academic_year_id: number
  academic_year_name: string
  academic_year_delta: number | null
  status_id: number
  tab: PlanTab | null
  hash: string
  updated_at: string
}

// Rows of a provider's plan read from her device may be ones she wrote offline: no server `id`
// nor `hash` yet (null) until the server acknowledges them; the `uuid` names them meanwhile.

// The same rows the device keeps (one definition, src/domain/plans/offline.ts).
export type { PlanAchievement, PlanGoal, PlanObjective }

export interface PlanSignature {
  id: number
  role: 'authorized' | 'provider' | 'supervisor'
  covers: 'achievement' | 'discussion'
  achievement_id: number | null
  signer: string | null
  initials: string | null
  signed_at: string
  content_hash: string
  voided: boolean
  voided_at: string | null
  voided_reason: string | null
}

export interface PlanDiscussion {
  id: number
  plan_id: number
  period_id: number
  period_name: string | null
  state: DiscussionState
  achievements_summary: string | null
  unreachable_form_id: number | null
  hash: string
  updated_at: string
  signatures: PlanSignature[]
}

export interface GuestLink {
  id: number
  uuid: string
  path: string
  expires_at: string
  revoked_at: string | null
  status: 'active' | 'revoked' | 'expired'
  created_at: string
}

export interface PlanDetail {
  id: number
  referral_id: number
  student_id: number
  student_name: string
  service_name: string
  provider_id: number | null
  customer_id: number
  academic_year_id: number
  academic_year_name: string
  academic_year_delta: number | null
  status_id: number
  tab: PlanTab | null
  hash: string
  may_write: boolean
  /** Each period with its days (absent on a device copy from before the answer carried them). */
  periods: { id: number; name: string; start_date?: string; end_date?: string }[]
  student_assessments: { id: number | null; uuid: string; description: string; created_at: string }[]
  goals: PlanGoal[]
  discussions: PlanDiscussion[]
  guest_link: GuestLink | null
}

export interface GoalTemplate {
  id: number
  name: string
  description: string
}

export interface Named {
  id: number
  name: string
}
