import { describe, expect, it } from 'vitest'
import { actionBetween } from '../workflows/flow'
import { DISCUSSION_FALL_BACKS, DISCUSSION_STATES, DISCUSSION_STEPS, discussionActionFor, discussionFlow, nextDiscussionState, stateAfterVoiding, type DiscussionState, type DiscussionStep } from './discussion'

/** The whole machine written out: every step from every state (null: refused). */
const EXPECTED: Record<DiscussionState, Record<DiscussionStep, DiscussionState | null>> = {
  draft: {
    'submit-achievements': 'achievements_submitted',
    'request-signature': null,
    'accept-achievements': null,
    'discard-signatures': null,
    'provider-signature': null,
    'supervisor-signature': null,
    'revert-to-draft': null,
  },
  achievements_submitted: {
    'submit-achievements': null,
    'request-signature': 'signature_requested',
    'accept-achievements': null,
    'discard-signatures': null,
    'provider-signature': null,
    'supervisor-signature': null,
    'revert-to-draft': 'draft',
  },
  signature_requested: {
    'submit-achievements': null,
    'request-signature': null,
    'accept-achievements': 'authorized_signed',
    'discard-signatures': 'achievements_submitted',
    'provider-signature': null,
    'supervisor-signature': null,
    'revert-to-draft': 'draft',
  },
  authorized_signed: {
    'submit-achievements': null,
    'request-signature': null,
    'accept-achievements': null,
    'discard-signatures': 'achievements_submitted',
    'provider-signature': 'provider_signed',
    'supervisor-signature': null,
    'revert-to-draft': 'draft',
  },
  provider_signed: {
    'submit-achievements': null,
    'request-signature': null,
    'accept-achievements': null,
    'discard-signatures': 'achievements_submitted',
    'provider-signature': null,
    'supervisor-signature': 'supervisor_signed',
    'revert-to-draft': 'draft',
  },
  supervisor_signed: {
    'submit-achievements': null,
    'request-signature': null,
    'accept-achievements': null,
    'discard-signatures': 'achievements_submitted',
    'provider-signature': null,
    'supervisor-signature': null,
    'revert-to-draft': 'draft',
  },
}

const cases = DISCUSSION_STATES.flatMap((state) => DISCUSSION_STEPS.map((step) => [state, step, EXPECTED[state][step]] as const))

describe('discussion state machine: every step from every state', () => {
  it('covers all states and steps', () => {
    expect(cases).toHaveLength(DISCUSSION_STATES.length * DISCUSSION_STEPS.length)
  })
  it.each(cases)('%s + %s → %s', (state, step, next) => {
    expect(nextDiscussionState(state, step)).toBe(next)
  })
})

describe('the unreachable form stands in for the authorized person', () => {
  it.each(DISCUSSION_STATES)('provider-signature from %s with the form attached', (state) => {
    const expected = state === 'signature_requested' || state === 'authorized_signed' ? 'provider_signed' : null
    expect(nextDiscussionState(state, 'provider-signature', { unreachableFormAttached: true })).toBe(expected)
  })
})

describe('stateAfterVoiding', () => {
  const all = { allInitials: true, acceptance: true, provider: true, supervisor: true }
  const table: [DiscussionState, Partial<typeof all>, DiscussionState][] = [
    ['draft', { allInitials: false }, 'draft'],
    ['achievements_submitted', { acceptance: false }, 'achievements_submitted'],
    ['signature_requested', { allInitials: false, acceptance: false, provider: false, supervisor: false }, 'signature_requested'],
    ['supervisor_signed', {}, 'supervisor_signed'],
    ['supervisor_signed', { supervisor: false }, 'provider_signed'],
    ['supervisor_signed', { provider: false, supervisor: false }, 'authorized_signed'],
    ['supervisor_signed', { allInitials: false, acceptance: false, provider: false, supervisor: false }, 'signature_requested'],
    // A chain broken low is broken above too: a live supervisor signature over a voided provider one does not count.
    ['supervisor_signed', { provider: false }, 'authorized_signed'],
    ['provider_signed', { allInitials: false }, 'signature_requested'],
    ['authorized_signed', { acceptance: false }, 'signature_requested'],
    // Never moves forward.
    ['authorized_signed', {}, 'authorized_signed'],
  ]
  it.each(table)('%s with %o live → %s', (state, voided, expected) => {
    expect(stateAfterVoiding(state, { ...all, ...voided })).toBe(expected)
  })
})

describe('the discussion flow table', () => {
  it('a voided signature falls back only by an automatic row, to a state below', () => {
    for (const state of DISCUSSION_STATES) {
      for (const lower of DISCUSSION_STATES.slice(0, DISCUSSION_STATES.indexOf(state))) {
        const fallBack = actionBetween(discussionFlow, state, lower, DISCUSSION_FALL_BACKS)
        // What stateAfterVoiding may reach from a signed state: signature_requested at the least.
        const reachable = DISCUSSION_STATES.indexOf(lower) >= DISCUSSION_STATES.indexOf('signature_requested')
        expect(fallBack !== null).toBe(reachable)
        if (fallBack) expect(discussionFlow.actions[fallBack].automatic).toBe(true)
      }
    }
  })

  it('the provider signs through the stand-in row only with an unreachable form attached', () => {
    expect(discussionActionFor('signature_requested', 'provider-signature')).toBeNull()
    expect(discussionActionFor('signature_requested', 'provider-signature', { unreachableFormAttached: true })).toBe('provider-signature-unreachable')
    expect(discussionActionFor('authorized_signed', 'provider-signature', { unreachableFormAttached: true })).toBe('provider-signature')
  })
})
