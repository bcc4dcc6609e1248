import { describe, expect, it } from 'vitest'
import type { PermissionSet } from '../permissions/permissions'
import { batchFlow } from './batch-flow'
import { allowedActions, decide, type FlowActor, type FlowDocument } from './decide'
import { paymentFlow } from './payment-flow'

/**
 * The payment batch's own rules beyond the generic table test (decide.test.ts walks every
 * action from every status): the path a batch takes, and separation of duties both ways.
 */

const SUBMITTER = 11
const APPROVER = 12
const finance: PermissionSet = { permissions: ['finance.manage'], customer_permissions: [] }
const staff = (userId: number): FlowActor => ({ userId, providerId: null, permissions: finance })
const batch = (status: string, extra: Partial<FlowDocument> = {}): FlowDocument => ({ status, hash: 'h', customer_id: null, submitted_by: SUBMITTER, claimed_by: null, ...extra })

describe('the payment batch flow', () => {
  it.each([
    ['submit', 'draft', 'submitted'],
    ['submit', 'rejected', 'submitted'],
    ['approve', 'submitted', 'approved'],
    ['reject', 'submitted', 'rejected'],
    ['claim', 'approved', 'processing'],
    ['unclaim', 'processing', 'approved'],
    ['mark-processed', 'processing', 'processed'],
  ] as const)('%s moves a batch from %s to %s', (action, from, to) => {
    const document = batch(from, { claimed_by: APPROVER })
    const decision = decide(batchFlow, action, document, staff(APPROVER), { hash: 'h', comment: 'Motivo' })
    expect(decision).toMatchObject({ ok: true, transition: { from, to } })
  })

  it('refuses the approval of the person who submitted it, and offers it to anyone else', () => {
    expect(decide(batchFlow, 'approve', batch('submitted'), staff(SUBMITTER), { hash: 'h' })).toEqual({
      ok: false,
      refusal: { status: 409, code: 'maker_cannot_approve' },
    })
    expect(allowedActions(batchFlow, batch('submitted'), staff(SUBMITTER))).toEqual(['reject'])
    expect(decide(batchFlow, 'approve', batch('submitted'), staff(APPROVER), { hash: 'h' }).ok).toBe(true)
    expect(allowedActions(batchFlow, batch('submitted'), staff(APPROVER))).toEqual(['approve', 'reject'])
  })

  it('the submitter may still reject (withdraw) her own batch, with a comment', () => {
    expect(decide(batchFlow, 'reject', batch('submitted'), staff(SUBMITTER), { hash: 'h' })).toMatchObject({ ok: false, refusal: { code: 'comment_required' } })
    expect(decide(batchFlow, 'reject', batch('submitted'), staff(SUBMITTER), { hash: 'h', comment: 'Falta una factura' }).ok).toBe(true)
  })

  it('only the holder marks it processed; claim takes it, unclaim releases it', () => {
    expect(decide(batchFlow, 'claim', batch('approved'), staff(APPROVER), { hash: 'h' })).toEqual({
      ok: true,
      transition: { from: 'approved', to: 'processing', claimed_by: APPROVER },
    })
    expect(decide(batchFlow, 'mark-processed', batch('processing', { claimed_by: APPROVER }), staff(SUBMITTER), { hash: 'h' })).toMatchObject({
      ok: false,
      refusal: { code: 'claimed_by_other' },
    })
    expect(decide(batchFlow, 'unclaim', batch('processing', { claimed_by: APPROVER }), staff(SUBMITTER), { hash: 'h' })).toEqual({
      ok: true,
      transition: { from: 'processing', to: 'approved', claimed_by: null },
    })
  })

  it('a provider takes no batch or payment action', () => {
    const provider: FlowActor = { userId: 99, providerId: 40, permissions: { permissions: [], customer_permissions: [] } }
    for (const status of Object.keys(batchFlow.statuses)) expect(allowedActions(batchFlow, batch(status), provider)).toEqual([])
    for (const status of Object.keys(paymentFlow.statuses)) expect(allowedActions(paymentFlow, { status, hash: 'h', customer_id: null, provider_id: 40 }, provider)).toEqual([])
  })
})
