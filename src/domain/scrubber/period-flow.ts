import { defineFlow } from '../workflows/flow'

/**
 * Locking a billing period (issue 14 item 5): the office closes a period once it is billed, and
 * from then on its visits cannot change — every session write dated inside a locked period is
 * refused with 409 `period_locked` (server/core/period-lock.ts), and so is a change of a
 * billing exclusion. A correction after the lock is therefore never a silent edit: either the
 * period is unlocked (a comment saying why is required, and the event is kept), or the amount is
 * corrected as an adjustment line on the provider's bill. The table is read by the workflow
 * module (server/workflows/run-action.ts), so every lock and unlock is an event with who and when.
 */
export const periodFlow = defineFlow({
  documentType: 'visit-period',
  initial: 'open',
  statuses: {
    open: { name: 'Abierto', name_en: 'Open' },
    locked: { name: 'Cerrado', name_en: 'Closed' },
  },
  actions: {
    lock: { from: ['open'], to: 'locked', permission: 'billing.manage', destructive: true, comment: 'optional' },
    unlock: { from: ['locked'], to: 'open', permission: 'billing.manage', comment: 'required' },
  },
})

export type PeriodAction = keyof typeof periodFlow.actions
