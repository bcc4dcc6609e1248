import { describe, expect, it } from 'vitest'
import { allowedActions, decide, type FlowActor, type FlowDocument } from './decide'
import { BILL_EDITABLE_STATUSES, billFlow } from './bill-flow'

/**
 * The bill table's own promises (decide.test.ts walks every action of every flow, this one
 * included): who may act, which way each action leads, and what never happens to a bill.
 */

const finance: FlowActor = { userId: 1, providerId: null, permissions: { permissions: ['finance.manage'], customer_permissions: [] } }
const billingOnly: FlowActor = { userId: 2, providerId: null, permissions: { permissions: ['billing.manage'], customer_permissions: [] } }
const provider: FlowActor = { userId: 3, providerId: 40, permissions: { permissions: [], customer_permissions: [] } }
const bill = (status: string): FlowDocument => ({ status, hash: 'h', customer_id: null, provider_id: 40 })

describe('the bill flow', () => {
  it.each([
    ['draft', ['submit', 'cancel']],
    ['submitted', ['approve', 'reject', 'cancel']],
    ['rejected', ['submit', 'cancel']],
    ['approved', []],
    ['paid', []],
    ['cancelled', []],
  ])('from %s finance may %j', (status, actions) => {
    expect(allowedActions(billFlow, bill(status), finance)).toEqual(actions)
  })

  it('gives billing staff and providers, even on their own bill, no action', () => {
    for (const status of Object.keys(billFlow.statuses)) {
      expect(allowedActions(billFlow, bill(status), billingOnly)).toEqual([])
      expect(allowedActions(billFlow, bill(status), provider)).toEqual([])
    }
  })

  it('requires a comment to reject, and asks before cancelling', () => {
    expect(decide(billFlow, 'reject', bill('submitted'), finance, { hash: 'h' })).toEqual({ ok: false, refusal: { status: 422, code: 'comment_required' } })
    expect(decide(billFlow, 'reject', bill('submitted'), finance, { hash: 'h', comment: 'Falta el recibo' })).toEqual({
      ok: true,
      transition: { from: 'submitted', to: 'rejected' },
    })
    expect(billFlow.actions.cancel.destructive).toBe(true)
  })

  it('never cancels an approved or paid bill (payments point at it), and edits only drafts and rejected bills', () => {
    expect(decide(billFlow, 'cancel', bill('approved'), finance, { hash: 'h' })).toMatchObject({ ok: false, refusal: { code: 'action_not_allowed' } })
    expect(decide(billFlow, 'cancel', bill('paid'), finance, { hash: 'h' })).toMatchObject({ ok: false, refusal: { code: 'action_not_allowed' } })
    expect(BILL_EDITABLE_STATUSES).toEqual(['draft', 'rejected'])
  })
})

describe('the bill is paid by its batch', () => {
  it('pay is the automatic row approved → paid: the table holds it, nobody asks for it', () => {
    expect(billFlow.actions.pay).toMatchObject({ from: ['approved'], to: 'paid', automatic: true })
    expect(allowedActions(billFlow, bill('approved'), finance)).toEqual([])
    expect(decide(billFlow, 'pay', bill('approved'), finance, { hash: 'h' })).toEqual({ ok: false, refusal: { status: 403, code: 'forbidden' } })
  })
})
