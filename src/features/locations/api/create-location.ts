import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LocationCreateInput } from '../../../domain/locations/schemas'
import type { LocationDetail } from '../../../domain/locations/types'
import { apiJson } from '../../../sync/api-client'
import { locationQuery } from './get-location'

/** POST /locations (spec §7): a new school or centre; answers it as GET /locations/{id} does. */
export const createLocation = (input: LocationCreateInput) => apiJson<LocationDetail>('/locations', { method: 'POST', body: input })

/** The new location is cached for its screen and every location list is fetched again. */
export function useCreateLocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (created) => {
      queryClient.setQueryData(locationQuery(created.id).queryKey, created)
      void queryClient.invalidateQueries({ queryKey: ['locations', 'list'] })
    },
  })
}
