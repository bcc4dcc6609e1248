import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiJson } from '../../../sync/api-client'

export interface Named {
  id: number
  name: string
}

// Short lists that change rarely: kept for the whole visit to the office console.
const lookup = (path: string) => queryOptions({ queryKey: ['referrals', 'lookup', path], queryFn: () => apiJson<Named[]>(path), staleTime: Infinity })

/** GET /referrals/status: the referral statuses, for the list's filter. */
export const useReferralStatuses = () => useQuery(lookup('/referrals/status?limit=200'))
/** GET /referrals/services: the services a referral can ask for. */
export const useReferralServices = () => useQuery(lookup('/referrals/services?limit=200'))
