import { COMPENSATORY_REQUEST_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/**
 * ?status_id=…&request_id=…&sort=…&page=…: the state of a requests list in its address, the open
 * request included, so a link (the monitor's "Abierta (50)") opens it.
 */
export const REQUESTS_FILTERS = ['status_id', 'request_id'] as const
export const REQUESTS_DEFAULT_SORT = '-created_at'
export const requestsSearch = listSearch({ sorts: COMPENSATORY_REQUEST_SORTS, idFilters: REQUESTS_FILTERS })
export type RequestsSearch = ListSearchOf<(typeof REQUESTS_FILTERS)[number]>
