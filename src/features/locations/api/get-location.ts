import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LocationDetail } from '../../../domain/locations/types'
import { apiJson } from '../../../sync/api-client'

/** GET /locations/{id}. */
export const getLocation = (id: number) => apiJson<LocationDetail>(`/locations/${id}`)
export const locationQuery = (id: number) => queryOptions({ queryKey: ['locations', 'detail', id], queryFn: () => getLocation(id) })
export const useLocation = (id: number) => useQuery(locationQuery(id))
