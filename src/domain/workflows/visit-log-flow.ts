import { defineFlow } from './flow'

/**
 * Paper visit logs (spec §4: claim, unclaim, mark processed; OCR upload). A scan arrives
 * `received`; a clerk claims it while she works on it (so two people never type the same log),
 * releases it or marks it processed when done. Only the one who holds it may mark it processed;
 * anyone with the permission may release a claim (a clerk who left must not lock a log forever).
 *
 * The OCR step (issue 14 item 4) will add, not change: reading runs while the log is claimed and
 * proposes visits; confirming them is the clerk's, and `mark-processed` stays the last step.
 */
export const visitLogFlow = defineFlow({
  documentType: 'provider-location-visit-log',
  initial: 'received',
  statuses: {
    received: { name: 'Recibido', name_en: 'Received' },
    claimed: { name: 'En proceso', name_en: 'In progress' },
    processed: { name: 'Procesado', name_en: 'Processed', final: true },
  },
  actions: {
    claim: { from: ['received'], to: 'claimed', permission: 'billing.manage', claim: 'take' },
    unclaim: { from: ['claimed'], to: 'received', permission: 'billing.manage', claim: 'release' },
    'mark-processed': { from: ['claimed'], to: 'processed', permission: 'billing.manage', claim: 'holder', destructive: true, comment: 'optional' },
  },
})

export type VisitLogStatus = keyof typeof visitLogFlow.statuses
export type VisitLogAction = keyof typeof visitLogFlow.actions
