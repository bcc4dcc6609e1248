import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileInput, UserCreateInput, UserUpdateInput } from '../../../domain/users/schemas'
import type { UserDetail } from '../../../domain/users/types'
import { apiJson } from '../../../sync/api-client'
import { userQuery } from './get-user'

/** POST /users: a new account. */
export const createUser = (input: UserCreateInput) => apiJson<UserDetail>('/users', { method: 'POST', body: input })
/** PUT /users/{id}: the profile (and, for an administrator, provider link, active flag, new password). */
export const updateUser = (id: number, input: UserUpdateInput | ProfileInput) => apiJson<UserDetail>(`/users/${id}`, { method: 'PUT', body: input })
/** DELETE /users/{id}: deactivates the account and ends its sign-ins. */
export const deactivateUser = (id: number) => apiJson<UserDetail>(`/users/${id}`, { method: 'DELETE' })

/** The saved account replaces the cached one; every user list is fetched again. */
function useUserWrite<TInput>(write: (input: TInput) => Promise<UserDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(userQuery(saved.id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] })
    },
  })
}

export const useCreateUser = () => useUserWrite(createUser)
export const useUpdateUser = (id: number) => useUserWrite((input: UserUpdateInput | ProfileInput) => updateUser(id, input))
export const useDeactivateUser = (id: number) => useUserWrite(() => deactivateUser(id))
