import { defineFlow, nextStatus } from '../workflows/flow'

/**
 * The discussion of one plan period (spec §4 "Discussion period actions" and the signing order),
 * as a table: each action is allowed only from the states listed, and leads to one state.
 *
 *   draft ──submit-achievements──▶ achievements_submitted ──request-signature──▶ signature_requested
 *     ▲                                   ▲                                           │ authorized person signs each
 *     │                                   │ discard-signatures                        │ achievement (initials), then
 *     │                                   │ (from any signed state)                   ▼ accept-achievements (guest link)
 *     │                                   └───────────────────────────────── authorized_signed
 *     │                                                                               │ provider-signature
 *     │ revert-to-draft (from any state but draft)                                    ▼
 *     └──────────────────────────────────────────────────────────────────────── provider_signed
 *                                                                                     │ supervisor-signature
 *                                                                                     ▼
 *                                                                              supervisor_signed (complete)
 *
 * With an "unreachable" form attached, provider-signature is also allowed from signature_requested.
 * A change of signed content voids the signatures that covered it; the discussion then falls
 * back to the last state its remaining live signatures support (`stateAfterVoiding`).
 */

export const DISCUSSION_STATES = [
  'draft',
  'achievements_submitted',
  'signature_requested',
  'authorized_signed',
  'provider_signed',
  'supervisor_signed',
] as const
export type DiscussionState = (typeof DISCUSSION_STATES)[number]

/** The actions of PATCH …/discussions/periods/{period_id} (staff and provider; accept-achievements by the guest link). */
export const DISCUSSION_ACTIONS = ['submit-achievements', 'request-signature', 'accept-achievements', 'discard-signatures'] as const
export type DiscussionAction = (typeof DISCUSSION_ACTIONS)[number]

/** Everything that moves a discussion, the signatures and the revert included. */
export type DiscussionStep = DiscussionAction | 'provider-signature' | 'supervisor-signature' | 'revert-to-draft'

export const DISCUSSION_STEPS: readonly DiscussionStep[] = [...DISCUSSION_ACTIONS, 'provider-signature', 'supervisor-signature', 'revert-to-draft']

const SIGNED = ['signature_requested', 'authorized_signed', 'provider_signed', 'supervisor_signed'] as const

/**
 * The table above as a workflow (server/workflows/move.ts). Who may take a step is the plan
 * routes' business (the plan's writers, its provider and her supervisor for their signatures,
 * the authorized person through her link); the table says which moves exist. The
 * `fall-back-to-…` rows are automatic: voided signatures move a discussion back to what its live
 * ones still support (`stateAfterVoiding`). Its history is in its signatures, not in
 * `document_events`.
 */
export const discussionFlow = defineFlow({
  documentType: 'plan-discussion',
  initial: 'draft',
  eventLog: false,
  statuses: {
    draft: { name: 'Borrador', name_en: 'Draft' },
    achievements_submitted: { name: 'Logros sometidos', name_en: 'Achievements submitted' },
    signature_requested: { name: 'Firma solicitada', name_en: 'Signature requested' },
    authorized_signed: { name: 'Firmado por la persona autorizada', name_en: 'Signed by the authorized person' },
    provider_signed: { name: 'Firmado por el proveedor', name_en: 'Signed by the provider' },
    supervisor_signed: { name: 'Completo', name_en: 'Complete' },
  },
  actions: {
    'submit-achievements': { from: ['draft'], to: 'achievements_submitted', permission: 'plans.write', ownProvider: true },
    'request-signature': { from: ['achievements_submitted'], to: 'signature_requested', permission: 'plans.write', ownProvider: true },
    'accept-achievements': { from: ['signature_requested'], to: 'authorized_signed', permission: 'plans.write' },
    'discard-signatures': { from: SIGNED, to: 'achievements_submitted', permission: 'plans.write', ownProvider: true, destructive: true },
    'provider-signature': { from: ['authorized_signed'], to: 'provider_signed', permission: 'plans.write', ownProvider: true },
    /** With an "unreachable" form attached the form stands in for the authorized person's signature. */
    'provider-signature-unreachable': { from: ['signature_requested'], to: 'provider_signed', permission: 'plans.write', ownProvider: true },
    'supervisor-signature': { from: ['provider_signed'], to: 'supervisor_signed', permission: 'plans.write', ownProvider: true },
    'revert-to-draft': { from: DISCUSSION_STATES.filter((state) => state !== 'draft'), to: 'draft', permission: 'plans.write', destructive: true },
    'fall-back-to-signature-requested': { from: ['authorized_signed', 'provider_signed', 'supervisor_signed'], to: 'signature_requested', permission: 'plans.write', automatic: true },
    'fall-back-to-authorized-signed': { from: ['provider_signed', 'supervisor_signed'], to: 'authorized_signed', permission: 'plans.write', automatic: true },
    'fall-back-to-provider-signed': { from: ['supervisor_signed'], to: 'provider_signed', permission: 'plans.write', automatic: true },
  },
})

export type DiscussionFlowAction = keyof typeof discussionFlow.actions

/** The automatic moves back after signatures were voided. */
export const DISCUSSION_FALL_BACKS: readonly DiscussionFlowAction[] = ['fall-back-to-signature-requested', 'fall-back-to-authorized-signed', 'fall-back-to-provider-signed']

/**
 * The row of the table a step takes from `state`, or null when it is not allowed there. With an
 * "unreachable" form attached (the family could not be reached), the provider may sign without
 * the authorized person's signature: the form stands in for it.
 */
export function discussionActionFor(state: DiscussionState, step: DiscussionStep, options: { unreachableFormAttached?: boolean } = {}): DiscussionFlowAction | null {
  if (step === 'provider-signature' && options.unreachableFormAttached && nextStatus(discussionFlow, 'provider-signature-unreachable', state)) return 'provider-signature-unreachable'
  return nextStatus(discussionFlow, step, state) ? step : null
}

/** The state `step` leads to from `state`, or null when it is not allowed there. */
export function nextDiscussionState(state: DiscussionState, step: DiscussionStep, options: { unreachableFormAttached?: boolean } = {}): DiscussionState | null {
  const action = discussionActionFor(state, step, options)
  return action ? discussionFlow.actions[action].to : null
}

/** Signing steps answer a refusal as out of order (409 signature_out_of_order), the rest as not allowed. */
export const isSigningStep = (step: DiscussionStep) => step === 'accept-achievements' || step === 'provider-signature' || step === 'supervisor-signature'

/** The authorized person's initials on one achievement are taken only while signatures are requested. */
export const canSignAchievement = (state: DiscussionState) => state === 'signature_requested'

/** Which live signatures a discussion still has after some were voided. */
export interface LiveSignatures {
  /** Every achievement carries live initials. */
  allInitials: boolean
  acceptance: boolean
  provider: boolean
  supervisor: boolean
}

/**
 * The state a discussion falls back to once signatures were voided: a discussion before the
 * signing keeps its state; a signed one keeps the longest unbroken chain of live signatures in
 * signing order, and at least asks for signatures again.
 */
export function stateAfterVoiding(state: DiscussionState, live: LiveSignatures): DiscussionState {
  if (!(SIGNED as readonly DiscussionState[]).includes(state)) return state
  const chain: [boolean, DiscussionState][] = [
    [live.allInitials && live.acceptance, 'authorized_signed'],
    [live.provider, 'provider_signed'],
    [live.supervisor, 'supervisor_signed'],
  ]
  let reached: DiscussionState = 'signature_requested'
  for (const [signed, next] of chain) {
    if (!signed || DISCUSSION_STATES.indexOf(next) > DISCUSSION_STATES.indexOf(state)) break
    reached = next
  }
  return reached
}

/** Content may still change in these states without touching a signature. */
export const isBeforeSigning = (state: DiscussionState) => state === 'draft' || state === 'achievements_submitted'
