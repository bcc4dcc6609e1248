import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { LedgerLine } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { MonitorSearch } from '../monitor-search'

export interface LedgerTotal {
  lines: number
  students: number
  owed_minutes: number
  provider_missed_minutes: number
  requested_minutes: number
  outstanding_minutes: number
  outstanding_visits: number
}

/** GET /compensatory-services-requests/monitor: ledger lines with minutes still owed, a page at a time. */
export const monitorQuery = (search: MonitorSearch) =>
  queryOptions({ queryKey: ['compensatory', 'monitor', search], queryFn: () => apiJson<Page<LedgerLine>>(`/compensatory-services-requests/monitor${listQueryString(search)}`) })
export const useMonitor = (search: MonitorSearch) => useQuery({ ...monitorQuery(search), placeholderData: keepPreviousData })

/** GET /compensatory-services-requests/total: the same lines, summed (paging aside). */
export const useLedgerTotal = ({ page: _page, page_size: _size, sort: _sort, ...filters }: MonitorSearch) =>
  useQuery({ queryKey: ['compensatory', 'total', filters], queryFn: () => apiJson<LedgerTotal>(`/compensatory-services-requests/total${listQueryString(filters)}`) })
