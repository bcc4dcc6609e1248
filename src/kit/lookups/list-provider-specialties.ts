import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import { apiJson } from '../../sync/api-client'

/** GET /provider-specialties: one provider's (a provider may ask only for their own), or every provider's ('all', office staff). */
export const listProviderSpecialties = (providerId: number | 'all') =>
  apiJson<ProviderSpecialty[]>(providerId === 'all' ? '/provider-specialties' : `/provider-specialties?provider_id=${providerId}`)
export const providerSpecialtiesQuery = (providerId: number | 'all') =>
  queryOptions({ queryKey: ['provider-specialties', providerId], queryFn: () => listProviderSpecialties(providerId) })
export const useProviderSpecialties = (providerId: number | 'all') => useQuery(providerSpecialtiesQuery(providerId))
