import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /config/objectives?q=…&service_id=…: the objectives catalogue's state in its address. */
export const OBJECTIVE_FILTERS = ['service_id'] as const
export const OBJECTIVE_SORTS = ['name', 'id'] as const
export const OBJECTIVES_DEFAULT_SORT = 'name'
export const objectivesSearch = listSearch({ sorts: OBJECTIVE_SORTS, idFilters: OBJECTIVE_FILTERS })
export type ObjectivesSearch = ListSearchOf<(typeof OBJECTIVE_FILTERS)[number]>
