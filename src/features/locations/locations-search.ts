import { LOCATION_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /locations?q=…&type_id=…: the location list's state in its address. */
export const LOCATION_FILTERS = ['type_id', 'customer_id', 'municipality_id'] as const
export const LOCATIONS_DEFAULT_SORT = 'name'
export const locationsSearch = listSearch({ sorts: LOCATION_SORTS, idFilters: LOCATION_FILTERS })
export type LocationsSearch = ListSearchOf<(typeof LOCATION_FILTERS)[number]>
