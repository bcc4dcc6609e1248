import * as v from 'valibot'
import { FINDING_SORTS } from '../lists/list-constants'
import { listParams } from '../lists/list-params'
import { IdText } from '../schemas/common'
import { multiLine } from '../schemas/text'
import type { WorkflowFields } from '../workflows/types'
import { SCRUB_RULES, type ScrubRule } from './rules'

/** Answers and queries of the scrubber, the period lock and support's visit entry (server/scrubber). */

export { FINDING_SORTS }
export const FindingsQuery = v.object({
  ...listParams(FINDING_SORTS, 'date').entries,
  rule: v.optional(v.picklist(SCRUB_RULES, 'invalid_rule')),
  provider_id: v.optional(IdText),
  excluded: v.optional(v.picklist(['true', 'false'], 'invalid_flag')),
})
export type FindingsQuery = v.InferOutput<typeof FindingsQuery>

export interface VisitExclusion {
  reason: string
  excluded_by: number
  excluded_by_name: string
  excluded_at: string
}

/** One rule one visit breaks, with what the screen links to. */
export interface ScrubFinding {
  /** `${visit_id}:${rule}`: stable, for table rows. */
  id: string
  rule: ScrubRule
  rule_name: string
  detail: string
  visit_id: string
  session_id: string
  date: string
  time: string
  provider_id: number
  provider_name: string
  student_id: number
  student_name: string
  referral_id: number
  provider_specialty_id: number | null
  other_session_id: string | null
  /** The record to open to fix it (an app path). */
  link: string
  exclusion: VisitExclusion | null
}

export interface FindingsPage {
  items: ScrubFinding[]
  total: number
  /** Findings per rule in the whole period (before the filters), for the tabs' counts. */
  by_rule: Record<ScrubRule, number>
  /** Visits judged: those delivered (a visit not given is not billed, so no rule applies to it). */
  visits: number
  /** Visits recorded in the period, delivered or not: `visits` of them were judged. */
  recorded: number
}

/** Excluding a visit from billing: the reason is required (it is the audit). */
export const ExclusionInput = v.object({
  reason: v.pipe(v.string('required'), multiLine(), v.trim(), v.nonEmpty('required'), v.maxLength(500, 'too_long')),
})
export type ExclusionInput = v.InferOutput<typeof ExclusionInput>

/** The period as its lock workflow answers it. */
export interface PeriodLockAnswer extends WorkflowFields {
  id: number
  name: string
  start_date: string
  end_date: string
}

/** A session support staff entered on a provider's behalf. */
export const SupportReason = v.pipe(v.string('required'), multiLine(), v.trim(), v.nonEmpty('required'), v.maxLength(500, 'too_long'))

export interface SupportEntry {
  session_id: string
  provider_id: number
  provider_name: string
  date: string
  time: string
  visits: number
  reason: string
  entered_by: number
  entered_by_name: string
  entered_at: string
}

export interface SupportProvider {
  id: number
  name: string
}

/** One of a provider's active referrals, as support's visit entry offers it. */
export interface SupportReferral {
  referral_id: number
  student_id: number
  student_name: string
  service_id: number
  service_name: string
  location_id: number
  location_name: string
}

/** The app path that fixes a finding of each rule. */
export function findingLink(rule: ScrubRule, finding: { provider_id: number; student_id: number; referral_id: number; period_id: number }): string {
  switch (rule) {
    case 'license_lapsed':
    case 'telehealth_license_lapsed':
    case 'missing_signature':
      return `/providers/${finding.provider_id}`
    case 'no_active_plan':
    case 'frequency_exceeded':
      return `/students/${finding.student_id}/referrals/${finding.referral_id}`
    case 'overlap':
      return `/billing/periods/${finding.period_id}/providers/${finding.provider_id}`
  }
}
