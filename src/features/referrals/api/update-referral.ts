import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReferralUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralDetail } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { referralQuery } from './get-referral'

/** PATCH /referrals/{id}: the changed referral, answered as GET /referrals/{id} does. */
export const updateReferral = (id: number, input: ReferralUpdateInput) => apiJson<ReferralDetail>(`/referrals/${id}`, { method: 'PATCH', body: input })

/** The changed referral replaces the cached one; every referral list is fetched again. */
export function useUpdateReferral(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReferralUpdateInput) => updateReferral(id, input),
    onSuccess: (changed) => {
      queryClient.setQueryData(referralQuery(id).queryKey, changed)
      void queryClient.invalidateQueries({ queryKey: ['referrals', 'list'] })
    },
  })
}
