import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /tasks?customer_id=…&provider_id=…: where the user tasks' drill-down stands, in the address. */
export type TasksSearch = ListSearchOf<'customer_id' | 'provider_id'>

export const tasksSearch = listSearch({ sorts: [], idFilters: ['customer_id', 'provider_id'] as const })
