import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RoleGrantInput } from '../../../domain/users/schemas'
import type { RolesSelectorData, UserRoleGrant } from '../../../domain/users/types'
import { apiJson } from '../../../sync/api-client'
import { userQuery } from './get-user'

/** GET /users/{id}/roles-selector-data: the roles and customers to choose from. */
export const getRolesSelectorData = (userId: number) => apiJson<RolesSelectorData>(`/users/${userId}/roles-selector-data`)
export const rolesSelectorQuery = (userId: number) =>
  queryOptions({ queryKey: ['users', 'roles-selector', userId], queryFn: () => getRolesSelectorData(userId), staleTime: 5 * 60_000 })
export const useRolesSelector = (userId: number, enabled = true) => useQuery({ ...rolesSelectorQuery(userId), enabled })

/** POST /users/{userId}/roles: a role globally (customer_id null) or for one customer. */
export const grantRole = (userId: number, input: RoleGrantInput) => apiJson<UserRoleGrant[]>(`/users/${userId}/roles`, { method: 'POST', body: input })

/** DELETE …/roles/{role_id} (global) or …/customers/{customer_id}/roles/{role_id} (for one customer). */
export async function removeRole(userId: number, grant: Pick<UserRoleGrant, 'role_id' | 'customer_id'>): Promise<void> {
  const path = grant.customer_id === null ? `/users/${userId}/roles/${grant.role_id}` : `/users/${userId}/customers/${grant.customer_id}/roles/${grant.role_id}`
  await apiJson<void>(path, { method: 'DELETE' })
}

/** A change of roles: the account and the lists (which show roles) are fetched again. */
function useRoleChange<TInput>(userId: number, change: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: userQuery(userId).queryKey })
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] })
    },
  })
}

export const useGrantRole = (userId: number) => useRoleChange(userId, (input: RoleGrantInput) => grantRole(userId, input))
export const useRemoveRole = (userId: number) => useRoleChange(userId, (grant: Pick<UserRoleGrant, 'role_id' | 'customer_id'>) => removeRole(userId, grant))
