/** Whitelisted sorts of the contracts list, free of schemas (route files import it). */
export const CONTRACT_SORTS = ['start_date', 'end_date', 'provider', 'type', 'status', 'updated_at', 'id'] as const
export const CONTRACTS_DEFAULT_SORT = '-updated_at'

/**
 * What a contract's document is for (spec §3 "documents (with use_type)"): a document the provider
 * must sign, the copy she signed, or one kept for reference. Stored as the code.
 */
export const CONTRACT_DOCUMENT_USE_TYPES = ['to-sign', 'signed', 'reference'] as const
export type ContractDocumentUseType = (typeof CONTRACT_DOCUMENT_USE_TYPES)[number]
