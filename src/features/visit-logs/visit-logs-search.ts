import { VISIT_LOG_SORTS } from '../../domain/lists/list-constants'
import { visitLogFlow } from '../../domain/workflows/visit-log-flow'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/**
 * /billing/provider-location-logs?provider_id=…&status=…&year=…&month=…: the list's state in its
 * address. The statuses' codes come from the flow's table (no schema module: route files load
 * with the first screen).
 */
export const VISIT_LOG_FILTERS = ['provider_id', 'year', 'month'] as const
export const VISIT_LOGS_DEFAULT_SORT = '-period'
const STATUSES = new Set<string>(Object.keys(visitLogFlow.statuses))

export type VisitLogsSearch = ListSearchOf<(typeof VISIT_LOG_FILTERS)[number]> & { status?: string }

const base = listSearch({
  sorts: VISIT_LOG_SORTS,
  idFilters: VISIT_LOG_FILTERS,
})

export function visitLogsSearch(raw: Record<string, unknown>): VisitLogsSearch {
  const search: VisitLogsSearch = base(raw)
  if (typeof raw.status === 'string' && STATUSES.has(raw.status)) search.status = raw.status
  if (search.month !== undefined && search.month > 12) delete search.month
  return search
}
