import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReferralCreateInput } from '../../../domain/referrals/schemas'
import type { ReferralDetail } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { referralQuery } from './get-referral'

/** POST /referrals (spec §7): a new referral; answers it as GET /referrals/{id} does. */
export const createReferral = (input: ReferralCreateInput) => apiJson<ReferralDetail>('/referrals', { method: 'POST', body: input })

/** The new referral is cached for its page, and every referral list (the student's too) is fetched again. */
export function useCreateReferral() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReferral,
    onSuccess: (created) => {
      queryClient.setQueryData(referralQuery(created.id).queryKey, created)
      void queryClient.invalidateQueries({ queryKey: ['referrals', 'list'] })
    },
  })
}
