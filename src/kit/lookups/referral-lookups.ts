import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiJson } from '../../sync/api-client'

export interface Named {
  id: number
  name: string
}

export interface ProviderSpecialtyOption {
  id: number
  provider_id: number
  provider_name: string
  specialty_id: number
  specialty_name: string
}

export interface SchoolOption {
  id: number
  name: string
  school_code: string | null
  customer_id: number | null
}

// Short lists that change rarely: kept for the whole visit to the office console.
const lookup = <T = Named>(path: string) => queryOptions({ queryKey: ['referrals', 'lookup', path], queryFn: () => apiJson<T[]>(path), staleTime: Infinity })

/** GET /referrals/status: the referral statuses, for the list's filter. */
export const useReferralStatuses = () => useQuery(lookup('/referrals/status?limit=200'))
/** GET /referrals/services: the services a referral can ask for. */
export const useReferralServices = () => useQuery(lookup('/referrals/services?limit=200'))
/** GET /referrals/types: initial, re-evaluation, … (optional on a referral). */
export const useReferralTypes = () => useQuery(lookup('/referrals/types?limit=200'))

/** GET /referrals/provider-specialties?service_id=: active providers able to give the service. */
export const useProviderSpecialties = (serviceId: number | undefined) =>
  useQuery({ ...lookup<ProviderSpecialtyOption>(`/referrals/provider-specialties?limit=200&service_id=${serviceId ?? 0}`), enabled: Boolean(serviceId) })

/**
 * GET /referrals/schools: the schools of a region (the student's), narrowed by name or code.
 * A region has hundreds of schools; `q` finds one beyond the first 200.
 */
export function useSchools(customerId: number | null, q: string) {
  const params = new URLSearchParams({ limit: '200' })
  if (customerId) params.set('customer_id', String(customerId))
  if (q.trim()) params.set('q', q.trim())
  return useQuery(lookup<SchoolOption>(`/referrals/schools?${params.toString()}`))
}
