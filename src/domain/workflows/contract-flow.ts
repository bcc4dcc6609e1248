import { defineFlow } from './flow'

/**
 * Provider contracts (spec §4 "Other workflows": submit, approve, return for revision, void,
 * cancel, unlock). Finance prepares a contract as a `draft`; the provider submits it (finance
 * staff may submit on her behalf, e.g. a contract signed on paper); finance approves it or
 * returns it for revision with a comment saying why. An approved contract is voided when it
 * should never have held (comment required), or unlocked back to draft to be corrected; one not
 * yet approved is cancelled. Voided and cancelled are final: a contract ends there, never by a
 * delete. Approving also checks the provider's licence and insurance (server/contracts/controls.ts).
 */
export const contractFlow = defineFlow({
  documentType: 'provider-contract',
  initial: 'draft',
  statuses: {
    draft: { name: 'Borrador', name_en: 'Draft' },
    submitted: { name: 'Enviado', name_en: 'Submitted' },
    returned: { name: 'Devuelto para revisión', name_en: 'Returned for review' },
    approved: { name: 'Aprobado', name_en: 'Approved' },
    voided: { name: 'Anulado', name_en: 'Voided', final: true },
    cancelled: { name: 'Cancelado', name_en: 'Cancelled', final: true },
  },
  actions: {
    submit: { from: ['draft', 'returned'], to: 'submitted', permission: 'finance.manage', ownProvider: true, comment: 'optional' },
    approve: { from: ['submitted'], to: 'approved', permission: 'finance.manage', comment: 'optional' },
    'return-for-revision': { from: ['submitted'], to: 'returned', permission: 'finance.manage', comment: 'required' },
    unlock: { from: ['approved'], to: 'draft', permission: 'finance.manage', comment: 'required' },
    void: { from: ['approved'], to: 'voided', permission: 'finance.manage', comment: 'required', destructive: true },
    cancel: { from: ['draft', 'submitted', 'returned'], to: 'cancelled', permission: 'finance.manage', destructive: true },
  },
})

export type ContractStatus = keyof typeof contractFlow.statuses
export type ContractAction = keyof typeof contractFlow.actions

/** Statuses in which the contract's fields and documents may still change. */
export const CONTRACT_EDITABLE_STATUSES: readonly ContractStatus[] = ['draft', 'returned']
