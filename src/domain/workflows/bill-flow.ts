import { defineFlow } from './flow'

/**
 * Provider bills (spec §4 "Other workflows": submit, approve, reject, cancel; periodic services
 * can be imported). Finance builds a bill as a `draft` for one provider and billing period
 * (importing the period's services, adding items and adjustments), submits it for review, and
 * someone who neither made nor sent it (maker–checker, issue 22) approves it or rejects it with
 * a comment saying why; a rejected bill is corrected and submitted
 * again. A bill not yet approved may be cancelled (its lines stop holding their visits, so a new
 * bill may carry them). An approved bill is paid through a payment batch: marking the batch
 * processed takes the automatic `pay` move of each of its bills (server/payment-batches), so
 * `approved` has no way out a person asks for.
 */
export const billFlow = defineFlow({
  documentType: 'provider-bill',
  initial: 'draft',
  statuses: {
    draft: { name: 'Borrador', name_en: 'Draft' },
    submitted: { name: 'Enviada', name_en: 'Submitted' },
    rejected: { name: 'Rechazada', name_en: 'Rejected' },
    approved: { name: 'Aprobada', name_en: 'Approved' },
    paid: { name: 'Pagada', name_en: 'Paid', final: true },
    cancelled: { name: 'Cancelada', name_en: 'Cancelled', final: true },
  },
  actions: {
    submit: { from: ['draft', 'rejected'], to: 'submitted', permission: 'finance.manage', comment: 'optional' },
    approve: { from: ['submitted'], to: 'approved', permission: 'finance.manage', comment: 'optional', notByMaker: true },
    reject: { from: ['submitted'], to: 'rejected', permission: 'finance.manage', comment: 'required' },
    cancel: { from: ['draft', 'submitted', 'rejected'], to: 'cancelled', permission: 'finance.manage', comment: 'optional', destructive: true },
    pay: { from: ['approved'], to: 'paid', permission: 'finance.manage', automatic: true },
  },
})

export type BillStatus = keyof typeof billFlow.statuses
export type BillAction = keyof typeof billFlow.actions

/** Statuses in which the bill's lines may still change (import, items, adjustments). */
export const BILL_EDITABLE_STATUSES: readonly BillStatus[] = ['draft', 'rejected']

/** Statuses of a bill that holds its visits (every one but cancelled). */
export const BILL_LIVE_STATUSES: readonly BillStatus[] = ['draft', 'submitted', 'rejected', 'approved', 'paid']
