import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { SupportEntry, SupportProvider, SupportReferral } from '../../../domain/scrubber/api'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { apiJson } from '../../../sync/api-client'
import { useWrite } from '../../../kit/server-state/use-write'

/** Support's visit entry calls (server/scrubber/support.ts) and the session form's lookups. */
export const SUPPORT = ['support'] as const

export interface Lookup {
  id: number
  name: string
  session_outcome_id?: number
}

const useLookup = <T>(path: string) => useQuery({ queryKey: [...SUPPORT, 'lookup', path], queryFn: () => apiJson<T>(path), staleTime: 300_000 })

export const useSupportProviders = () => useLookup<SupportProvider[]>('/support/providers')
export const useSupportReferrals = (providerId: number) => useLookup<SupportReferral[]>(`/support/providers/${providerId}/referrals`)

export function useSessionLookups() {
  return {
    durations: useLookup<Lookup[]>('/services/durations'),
    types: useLookup<Lookup[]>('/service-sessions/types'),
    outcomes: useLookup<Lookup[]>('/service-sessions/outcomes'),
    visitOutcomes: useLookup<Lookup[]>('/service-sessions/visit-outcomes'),
  }
}

/** The fields the form requires before sending (the server checks them all again). */
export const REQUIRED_FIELDS = ['referral_id', 'date', 'time', 'duration_id', 'session_type_id', 'session_outcome_id', 'visit_outcome_id', 'support_reason'] as const

export const REQUIRED = 'required'

export interface SupportVisitBody {
  id: string
  provider_id: number
  date: string
  time: string
  duration_id: number
  location_id: number
  session_type_id: number
  session_outcome_id: number
  service_id: number
  notes: string
  visits: { student_id: number; referral_id: number; visit_outcome_id: number }[]
  support_reason: string
}

/** One request, one session: the Idempotency-Key makes a retried request enter it once. */
export const registerSupportVisit = (body: SupportVisitBody) =>
  apiJson<ServiceSession & { support_reason: string }>('/support/provider-visits', { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() }, body })

export const useSupportEntries = (providerId: number | null, page: number) =>
  useQuery({
    queryKey: [...SUPPORT, 'entries', providerId, page],
    queryFn: () => apiJson<Page<SupportEntry>>(`/support/provider-visits?page=${page}&page_size=20${providerId === null ? '' : `&provider_id=${providerId}`}`),
    placeholderData: keepPreviousData,
  })

/** Registering a visit for a provider: the support lists read again. */
export const useRegisterSupportVisit = () => useWrite(registerSupportVisit, [SUPPORT])
