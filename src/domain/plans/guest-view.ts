import type { MeasurementKind } from './objective-data'

/**
 * What GET /public/intervention-plans/{uuid} and the two guest changes answer (server/plans/
 * public-routes.ts): one plan, shaped for the guest page, with ids only where the page signs.
 */
export interface GuestAchievement {
  id: number
  period_id: number
  progress_level: string
  comments: string | null
  /** The authorized person's live initials on this achievement, null while unsigned (or voided). */
  authorized_initials: string | null
  signed_at: string | null
  /** The version the initials cover (sent back with them). */
  hash: string
}

export interface GuestDiscussionSignature {
  role: 'authorized' | 'provider' | 'supervisor'
  initials: string | null
  signed_at: string
  voided: boolean
}

export interface GuestDiscussion {
  period_id: number
  state: string
  achievements_summary: string | null
  hash: string
  signatures: GuestDiscussionSignature[]
}

/**
 * The values the sessions recorded for one objective, by date (the progress call's points): the
 * guest page draws them as a chart and a table. Only date and value: the provider's note on a
 * point is her working note, not shown to the family.
 */
export interface GuestProgress {
  kind: MeasurementKind
  target: number | null
  points: { date: string; value: number }[]
}

export interface GuestPlan {
  uuid: string
  status_id: number
  student_name: string
  service_name: string
  academic_year_name: string
  /** start_date and end_date: the period's days (yyyy-MM-dd, inclusive). */
  periods: { id: number; name: string; start_date: string; end_date: string }[]
  student_assessments: { description: string }[]
  goals: {
    description: string
    objectives: { description: string; measurement_type: string; achievements: GuestAchievement[]; progress: GuestProgress }[]
  }[]
  discussions: GuestDiscussion[]
}

export interface GuestPlanAnswer {
  /** expected_signer: the student's guardian on record, who is asked to sign (null when none is on record). */
  link: { expires_at: string; expected_signer: string | null }
  plan: GuestPlan
}
