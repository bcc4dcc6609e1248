import { BATCH_SORTS, BATCHES_DEFAULT_SORT } from '../../domain/payments/list-constants'
import { batchFlow } from '../../domain/workflows/batch-flow'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /finance/provider-payment-batches?status=…&owner_id=…: the list's state in its address. */
export const BATCH_FILTERS = ['owner_id'] as const
export { BATCHES_DEFAULT_SORT }
const STATUSES = new Set<string>(Object.keys(batchFlow.statuses))

export type BatchesSearch = ListSearchOf<(typeof BATCH_FILTERS)[number]> & { status?: string }

const base = listSearch({ sorts: BATCH_SORTS, idFilters: BATCH_FILTERS })

export function batchesSearch(raw: Record<string, unknown>): BatchesSearch {
  const search: BatchesSearch = base(raw)
  if (typeof raw.status === 'string' && STATUSES.has(raw.status)) search.status = raw.status
  return search
}

/** The batch id that opens a new batch (the path without an id is the list). */
export const NEW_BATCH = 'new'
