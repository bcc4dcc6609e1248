import { BOILERPLATE_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /boilerplate?q=…&category_id=…: the list of standard texts' state in its address. */
export const BOILERPLATE_FILTERS = ['category_id'] as const
export const BOILERPLATE_DEFAULT_SORT = 'title'
export type BoilerplateListSearch = ListSearchOf<(typeof BOILERPLATE_FILTERS)[number]>

export const boilerplateSearch = listSearch({ sorts: BOILERPLATE_SORTS, idFilters: BOILERPLATE_FILTERS })
