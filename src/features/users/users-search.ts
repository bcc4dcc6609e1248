import { USER_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /config/users?q=…&role_id=…&customer_id=…&active=…: the user list's state in its address. */
export const USER_FILTERS = ['role_id', 'customer_id'] as const
export const USERS_DEFAULT_SORT = 'name'
export type UsersSearch = ListSearchOf<(typeof USER_FILTERS)[number]> & { active?: 'true' | 'false' }

const baseSearch = listSearch({ sorts: USER_SORTS, idFilters: USER_FILTERS })

export function usersSearch(raw: Record<string, unknown>): UsersSearch {
  const search: UsersSearch = baseSearch(raw)
  // A pasted link may carry the flag as text or as a boolean; anything else is dropped.
  const active = String(raw.active)
  if (active === 'true' || active === 'false') search.active = active
  return search
}
