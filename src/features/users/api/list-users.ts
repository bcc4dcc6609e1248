import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { UserListItem } from '../../../domain/users/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { UsersSearch } from '../users-search'

/** GET /users (spec §7 Users): a page of accounts with their roles. */
export const listUsers = (search: UsersSearch) => apiJson<Page<UserListItem>>(`/users${listQueryString(search)}`)
export const usersQuery = (search: UsersSearch) => queryOptions({ queryKey: ['users', 'list', search], queryFn: () => listUsers(search) })
export const useUsers = (search: UsersSearch) => useQuery({ ...usersQuery(search), placeholderData: keepPreviousData })
