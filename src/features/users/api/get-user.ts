import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserDetail } from '../../../domain/users/types'
import { apiJson } from '../../../sync/api-client'

/** GET /users/{id}: an account with its roles (one's own, or any with users.manage). */
export const getUser = (id: number) => apiJson<UserDetail>(`/users/${id}`)
export const userQuery = (id: number) => queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => getUser(id) })
export const useUser = (id: number) => useQuery(userQuery(id))
