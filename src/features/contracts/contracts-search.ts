import { CONTRACT_SORTS, CONTRACTS_DEFAULT_SORT } from '../../domain/contracts/list-constants'
import { contractFlow } from '../../domain/workflows/contract-flow'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/**
 * /finance/provider-contracts?status=…&provider_id=…&contract_type_id=…: the list's state in its
 * address. The statuses' codes come from the flow's table (no schema module in route files).
 */
export const CONTRACT_FILTERS = ['provider_id', 'contract_type_id'] as const
export { CONTRACTS_DEFAULT_SORT }
const STATUSES = new Set<string>(Object.keys(contractFlow.statuses))

export type ContractsSearch = ListSearchOf<(typeof CONTRACT_FILTERS)[number]> & { status?: string }

const base = listSearch({ sorts: CONTRACT_SORTS, idFilters: CONTRACT_FILTERS })

export function contractsSearch(raw: Record<string, unknown>): ContractsSearch {
  const search: ContractsSearch = base(raw)
  if (typeof raw.status === 'string' && STATUSES.has(raw.status)) search.status = raw.status
  return search
}
