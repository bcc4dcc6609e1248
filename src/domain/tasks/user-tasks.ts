import type { DiscussionState } from '../plans/discussion'

/**
 * User tasks (spec §7 "Signatures and tasks": GET /user-tasks/forms/customers, …/providers,
 * …/providers/{provider_id}): the forms that wait for a signature, per customer, then per
 * provider, then the forms themselves. A form here is the discussion of a plan period in one
 * of the signing states; who it waits for follows from the state (the signing order of
 * src/domain/plans/discussion.ts).
 */

export const WAITING_STATES = ['signature_requested', 'authorized_signed', 'provider_signed'] as const satisfies readonly DiscussionState[]
export type WaitingState = (typeof WAITING_STATES)[number]

export type WaitingFor = 'authorized' | 'provider' | 'supervisor'

/** Who must sign next: the authorized person (guest link), then the provider, then the supervisor. */
export const WAITING_FOR: Record<WaitingState, WaitingFor> = {
  signature_requested: 'authorized',
  authorized_signed: 'provider',
  provider_signed: 'supervisor',
}

export type WaitingCounts = Record<WaitingFor, number>

export interface CustomerFormTasks {
  customer_id: number
  customer_name: string
  pending: number
  by_waiting_for: WaitingCounts
}

export interface ProviderFormTasks {
  provider_id: number
  provider_name: string
  pending: number
  by_waiting_for: WaitingCounts
}

export interface FormTask {
  /** The kind of form (only plan discussions for now; service forms join when they exist). */
  kind: 'plan_discussion'
  id: number
  plan_id: number
  period_name: string
  referral_id: number
  student_id: number
  student_name: string
  state: WaitingState
  waiting_for: WaitingFor
  /** Since when it waits (its last change). */
  updated_at: string
}

/** GET /user-tasks/summary: what waits, for the /tasks hub's cards. null: not this person's area. */
export interface TasksSummary {
  forms: number | null
  documents: number | null
  contracts: number | null
  compensatory: number | null
  reports: { running: number; ready: number }
}

export const emptyWaitingCounts = (): WaitingCounts => ({ authorized: 0, provider: 0, supervisor: 0 })
