import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompensatoryRequestOpenInput } from '../../../domain/referrals/schemas'
import type { CompensatoryRequest } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'

/** PUT /compensatory-services-requests: a request opened from a ledger line, carrying its outstanding minutes. */
export const openRequest = (input: CompensatoryRequestOpenInput) => apiJson<CompensatoryRequest>('/compensatory-services-requests', { method: 'PUT', body: input })

/** Once opened, the monitor and its totals are read again (the minutes are now set aside). */
export function useOpenRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['compensatory'] }),
  })
}
