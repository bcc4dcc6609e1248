import { BILL_SORTS, BILLS_DEFAULT_SORT } from '../../domain/provider-bills/list-constants'
import { billFlow } from '../../domain/workflows/bill-flow'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/**
 * /finance/provider-bills?status=…&provider_id=…&period_id=…&academic_year_id=…: the list's state
 * in its address. The statuses' codes come from the flow's table (no schema module in route files).
 */
export const BILL_FILTERS = ['provider_id', 'period_id', 'academic_year_id'] as const
export { BILLS_DEFAULT_SORT }
const STATUSES = new Set<string>(Object.keys(billFlow.statuses))

export type BillsSearch = ListSearchOf<(typeof BILL_FILTERS)[number]> & { status?: string }

const base = listSearch({ sorts: BILL_SORTS, idFilters: BILL_FILTERS })

export function billsSearch(raw: Record<string, unknown>): BillsSearch {
  const search: BillsSearch = base(raw)
  if (typeof raw.status === 'string' && STATUSES.has(raw.status)) search.status = raw.status
  return search
}
