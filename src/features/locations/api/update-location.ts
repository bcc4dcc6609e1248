import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LocationPutInput } from '../../../domain/locations/schemas'
import type { LocationDetail } from '../../../domain/locations/types'
import { apiJson } from '../../../sync/api-client'
import { ApiError } from '../../../sync/api-errors'
import { locationQuery } from './get-location'

/** PUT /locations/{id}: the whole location, with the version `hash` it was edited from. */
export const updateLocation = (id: number, input: LocationPutInput) => apiJson<LocationDetail>(`/locations/${id}`, { method: 'PUT', body: input })

/** The saved location replaces the cached one, lists are fetched again; a 409 refetches the office's version. */
export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LocationPutInput) => updateLocation(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(locationQuery(id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['locations', 'list'] })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: locationQuery(id).queryKey })
    },
  })
}
