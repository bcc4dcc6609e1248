import { defineFlow } from './flow'

/**
 * Payment batches (spec §4 "Other workflows": submit, approve, reject, claim, unclaim, mark
 * processed, change owner; issue 15 item 4). Finance prepares a `draft` from approved bills and
 * submits it; a DIFFERENT person — neither its maker nor its sender — approves it (maker–checker:
 * `notByMaker`, and a CHECK in the database) or rejects it with a comment, which sends it back to
 * be corrected and submitted again. The approval freezes each payment's bank account (issue 22).
 * Whoever processes an approved batch claims it, downloads the ACH file for the bank and the PDF
 * report, and marks it processed (only the holder may): its bills become paid. When a provider's
 * bank details changed after the approval, the file is refused until `request-reapproval` sends
 * the batch back for a new approval, which freezes the accounts again.
 *
 * Change owner is not a move between statuses, so it is not a row of this table: it takes the
 * same lock, permission and `hash` check and writes its own event (server/payment-batches).
 */
export const batchFlow = defineFlow({
  documentType: 'payment-batch',
  initial: 'draft',
  statuses: {
    draft: { name: 'Borrador', name_en: 'Draft' },
    submitted: { name: 'Enviado para aprobación', name_en: 'Submitted for approval' },
    rejected: { name: 'Rechazado', name_en: 'Rejected' },
    approved: { name: 'Aprobado', name_en: 'Approved' },
    processing: { name: 'En proceso', name_en: 'Processing' },
    processed: { name: 'Procesado', name_en: 'Processed', final: true },
  },
  actions: {
    submit: { from: ['draft', 'rejected'], to: 'submitted', permission: 'finance.manage', comment: 'optional' },
    approve: { from: ['submitted'], to: 'approved', permission: 'finance.manage', comment: 'optional', notByMaker: true },
    reject: { from: ['submitted'], to: 'rejected', permission: 'finance.manage', comment: 'required' },
    claim: { from: ['approved'], to: 'processing', permission: 'finance.manage', claim: 'take' },
    unclaim: { from: ['processing'], to: 'approved', permission: 'finance.manage', claim: 'release' },
    'request-reapproval': { from: ['approved', 'processing'], to: 'submitted', permission: 'finance.manage', comment: 'optional', claim: 'release' },
    'mark-processed': { from: ['processing'], to: 'processed', permission: 'finance.manage', claim: 'holder', destructive: true, comment: 'optional' },
  },
})

export type BatchStatus = keyof typeof batchFlow.statuses
export type BatchAction = keyof typeof batchFlow.actions

/** Statuses in which the batch's fields and payments may still change (and it may be deleted). */
export const BATCH_EDITABLE_STATUSES: readonly BatchStatus[] = ['draft', 'rejected']
/** Statuses in which the owner may still be changed (not once it is processed). */
export const BATCH_OWNER_STATUSES: readonly BatchStatus[] = ['draft', 'submitted', 'rejected', 'approved', 'processing']
