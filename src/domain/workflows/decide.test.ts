import { describe, expect, it } from 'vitest'
import type { PermissionSet } from '../permissions/permissions'
import { allowedActions, decide, type FlowActor, type FlowDocument } from './decide'
import { actionCodes, defineFlow, isRequestable, statusCodes, statusList, type Flow } from './flow'
import { discussionFlow } from '../plans/discussion'
import { planFlow } from '../plans/status'
import { billFlow } from './bill-flow'
import { contractFlow } from './contract-flow'
import { visitLogFlow } from './visit-log-flow'
import { batchFlow } from './batch-flow'
import { paymentFlow } from './payment-flow'

/**
 * Every action of every declared flow, from every status, with and without the permission, by
 * the holder and by someone else, with the right and a stale hash: the table is the expectation.
 */

const HOLDER = 7
const OTHER = 8
const CUSTOMER = 3

const globally = (permissions: PermissionSet['permissions']): PermissionSet => ({ permissions, customer_permissions: [] })
const staff = (userId: number, permissions: PermissionSet): FlowActor => ({ userId, providerId: null, permissions })

// A second, made-up flow exercises what visit logs do not use: a required comment and a
// provider acting on her own document (the shape of issue 15's contracts).
const contractLikeFlow = defineFlow({
  documentType: 'test-contract',
  initial: 'draft',
  statuses: { draft: { name: 'Borrador', name_en: 'Draft' }, submitted: { name: 'Enviado', name_en: 'Submitted' }, returned: { name: 'Devuelto', name_en: 'Returned' }, approved: { name: 'Aprobado', name_en: 'Approved', final: true } },
  actions: {
    submit: { from: ['draft', 'returned'], to: 'submitted', permission: 'finance.manage', ownProvider: true },
    approve: { from: ['submitted'], to: 'approved', permission: 'finance.manage', destructive: true },
    'return-for-revision': { from: ['submitted'], to: 'returned', permission: 'finance.manage', comment: 'required' },
  },
})

const FLOWS: Flow[] = [visitLogFlow, contractLikeFlow, contractFlow, billFlow, batchFlow, paymentFlow, planFlow, discussionFlow]

function documentIn(status: string, claimedBy: number | null = HOLDER): FlowDocument {
  return { status, hash: 'h1', customer_id: CUSTOMER, provider_id: 40, claimed_by: claimedBy }
}

describe.each(FLOWS.map((flow) => [flow.documentType, flow] as const))('the %s flow', (_name, flow) => {
  const requestable = actionCodes(flow).filter((action) => !flow.actions[action]!.automatic)
  const automatic = actionCodes(flow).filter((action) => flow.actions[action]!.automatic)
  const cases = requestable.flatMap((action) => statusCodes(flow).map((status) => [action, status] as const))

  // An automatic move is the server's (server/workflows/move.ts): nobody asks for it, so no status offers it.
  it.runIf(automatic.length > 0).each(automatic.flatMap((action) => statusCodes(flow).map((status) => [action, status] as const)))(
    '%s from %s: automatic, never a person\'s action',
    (action, status) => {
      const permitted = staff(HOLDER, globally([flow.actions[action]!.permission]))
      expect(decide(flow, action, documentIn(status), permitted, { hash: 'h1', comment: 'Motivo' })).toEqual({ ok: false, refusal: { status: 403, code: 'forbidden' } })
      expect(allowedActions(flow, documentIn(status), permitted)).not.toContain(action)
      expect(isRequestable(flow, action)).toBe(false)
    },
  )

  it.each(cases)('%s from %s: allowed exactly when the table says so', (action, status) => {
    const rule = flow.actions[action]!
    const permitted = globally([rule.permission])
    const fromAllowed = rule.from.includes(status)
    const request = { hash: 'h1', comment: 'Motivo' }
    const asHolder = decide(flow, action, documentIn(status), staff(HOLDER, permitted), request)
    if (fromAllowed) {
      expect(asHolder).toEqual({ ok: true, transition: expect.objectContaining({ from: status, to: rule.to }) })
    } else {
      expect(asHolder).toEqual({ ok: false, refusal: { status: 409, code: 'action_not_allowed' } })
    }
    expect(allowedActions(flow, documentIn(status), staff(HOLDER, permitted)).includes(action)).toBe(fromAllowed)

    // Without the permission: 403, whatever the status, and never offered.
    const without = staff(HOLDER, globally(['students.read']))
    expect(decide(flow, action, documentIn(status), without, request)).toEqual({ ok: false, refusal: { status: 403, code: 'forbidden' } })
    expect(allowedActions(flow, documentIn(status), without)).not.toContain(action)

    // Held for another customer only: 403 as well; for this customer: as if global.
    const elsewhere: PermissionSet = { permissions: [], customer_permissions: [{ customer_id: CUSTOMER + 1, permissions: [rule.permission] }] }
    expect(decide(flow, action, documentIn(status), staff(HOLDER, elsewhere), request)).toMatchObject({ ok: false, refusal: { status: 403 } })
    const here: PermissionSet = { permissions: [], customer_permissions: [{ customer_id: CUSTOMER, permissions: [rule.permission] }] }
    expect(decide(flow, action, documentIn(status), staff(HOLDER, here), request).ok).toBe(fromAllowed)

    if (!fromAllowed) return
    // A stale hash: 409 version_conflict, after every other check passed.
    expect(decide(flow, action, documentIn(status), staff(HOLDER, permitted), { ...request, hash: 'h0' })).toEqual({
      ok: false,
      refusal: { status: 409, code: 'version_conflict' },
    })
    // Someone who does not hold the claim: refused only by holder-only actions.
    const byOther = decide(flow, action, documentIn(status), staff(OTHER, permitted), request)
    if (rule.claim === 'holder') expect(byOther).toEqual({ ok: false, refusal: { status: 409, code: 'claimed_by_other' } })
    else expect(byOther.ok).toBe(true)
    // A required comment: 422 without one (blank counts as none).
    const silent = decide(flow, action, documentIn(status), staff(HOLDER, permitted), { hash: 'h1', comment: '  ' })
    if (rule.comment === 'required') expect(silent).toEqual({ ok: false, refusal: { status: 422, code: 'comment_required' } })
    else expect(silent.ok).toBe(true)
  })

  it('declares only statuses it knows, and leaves no way out of a final status', () => {
    const codes = new Set(statusCodes(flow))
    expect(codes.has(flow.initial)).toBe(true)
    for (const rule of Object.values(flow.actions)) {
      expect(codes.has(rule.to)).toBe(true)
      for (const from of rule.from) {
        expect(codes.has(from)).toBe(true)
        expect((flow.statuses as Record<string, { final?: boolean }>)[from]!.final).toBeFalsy()
      }
    }
    expect(statusList(flow).map((status) => status.code)).toEqual([...codes])
  })
})

describe('claims and providers', () => {
  const billing = staff(HOLDER, globally(['billing.manage']))

  it('claim takes the log for the caller, unclaim releases it, mark-processed keeps the holder', () => {
    expect(decide(visitLogFlow, 'claim', documentIn('received', null), billing, { hash: 'h1' })).toEqual({
      ok: true,
      transition: { from: 'received', to: 'claimed', claimed_by: HOLDER },
    })
    expect(decide(visitLogFlow, 'unclaim', documentIn('claimed'), staff(OTHER, globally(['billing.manage'])), { hash: 'h1' })).toEqual({
      ok: true,
      transition: { from: 'claimed', to: 'received', claimed_by: null },
    })
    expect(decide(visitLogFlow, 'mark-processed', documentIn('claimed'), billing, { hash: 'h1' })).toEqual({ ok: true, transition: { from: 'claimed', to: 'processed' } })
  })

  it('a provider takes no visit-log action, and only her own document where the flow lets her', () => {
    const provider: FlowActor = { userId: 99, providerId: 40, permissions: globally([]) }
    expect(allowedActions(visitLogFlow, documentIn('received'), provider)).toEqual([])
    expect(allowedActions(contractLikeFlow, documentIn('draft'), provider)).toEqual(['submit'])
    expect(allowedActions(contractLikeFlow, documentIn('draft'), { ...provider, providerId: 41 })).toEqual([])
  })

  it('offers the holder-only action to the holder alone', () => {
    expect(allowedActions(visitLogFlow, documentIn('claimed'), billing)).toEqual(['unclaim', 'mark-processed'])
    expect(allowedActions(visitLogFlow, documentIn('claimed'), staff(OTHER, globally(['billing.manage'])))).toEqual(['unclaim'])
  })
})
