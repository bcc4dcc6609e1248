import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReferralDetail, ReferralEvent } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'

/** GET /referrals/{id}: the referral with its weekly schedule. */
export const referralQuery = (id: number) => queryOptions({ queryKey: ['referrals', 'detail', id], queryFn: () => apiJson<ReferralDetail>(`/referrals/${id}`) })
export const useReferral = (id: number) => useQuery(referralQuery(id))

/** GET /referrals/{id}/events: what happened on the referral, newest first. */
export const referralEventsQuery = (id: number) =>
  queryOptions({ queryKey: ['referrals', 'detail', id, 'events'], queryFn: () => apiJson<ReferralEvent[]>(`/referrals/${id}/events`) })
export const useReferralEvents = (id: number) => useQuery(referralEventsQuery(id))
