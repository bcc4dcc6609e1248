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

export interface GuestPlan {
  uuid: string
  status_id: number
  student_name: string
  service_name: string
  academic_year_name: string
  periods: { id: number; name: string }[]
  student_assessments: { description: string }[]
  goals: {
    description: string
    objectives: { description: string; measurement_type: string; achievements: GuestAchievement[] }[]
  }[]
  discussions: GuestDiscussion[]
}

export interface GuestPlanAnswer {
  /** expected_signer: the student's guardian on record, who is asked to sign (null when none is on record). */
  link: { expires_at: string; expected_signer: string | null }
  plan: GuestPlan
}
