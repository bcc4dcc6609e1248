import { COMPENSATORY_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /tasks/compensatory-requests-monitor?service_id=…&customer_id=…&sort=…: the monitor's state in its address. */
export const MONITOR_FILTERS = ['service_id', 'customer_id', 'provider_id', 'student_id'] as const
export const MONITOR_DEFAULT_SORT = '-outstanding_minutes'
export const monitorSearch = listSearch({ sorts: COMPENSATORY_SORTS, idFilters: MONITOR_FILTERS })
export type MonitorSearch = ListSearchOf<(typeof MONITOR_FILTERS)[number]>
