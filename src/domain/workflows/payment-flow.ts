import { defineFlow } from './flow'

/**
 * Provider payments (spec §3 "Provider payment"): one per approved bill, inside a payment batch.
 * A payment is `pending` while its batch is prepared and approved; it becomes `paid` when the
 * batch is marked processed (the automatic `mark-processed` move, which the batch's own move takes
 * for each of its pending payments). Finance may cancel a pending payment (destructive: its bill may be gathered by
 * another batch) and record a paid one as returned by the bank (R01, R03…, comment required),
 * which is final: the provider is paid again by a new bill or adjustment.
 */
export const paymentFlow = defineFlow({
  documentType: 'provider-payment',
  initial: 'pending',
  statuses: {
    pending: { name: 'Pendiente', name_en: 'Pending' },
    paid: { name: 'Pagado', name_en: 'Paid' },
    returned: { name: 'Devuelto por el banco', name_en: 'Returned by the bank', final: true },
    cancelled: { name: 'Cancelado', name_en: 'Cancelled', final: true },
  },
  actions: {
    cancel: { from: ['pending'], to: 'cancelled', permission: 'finance.manage', destructive: true, comment: 'optional' },
    'mark-returned': { from: ['paid'], to: 'returned', permission: 'finance.manage', comment: 'required', destructive: true },
    'mark-processed': { from: ['pending'], to: 'paid', permission: 'finance.manage', automatic: true },
  },
})

export type PaymentStatus = keyof typeof paymentFlow.statuses
export type PaymentAction = keyof typeof paymentFlow.actions
