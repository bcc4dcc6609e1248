import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '../../../domain/users/schemas'
import { apiJson } from '../../../sync/api-client'

/** PATCH /users/change-password: one's own, with the current one; other sign-ins end. */
export const changePassword = (input: ChangePasswordInput) => apiJson<void>('/users/change-password', { method: 'PATCH', body: input })
export const useChangePassword = () => useMutation({ mutationFn: changePassword })
