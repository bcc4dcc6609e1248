import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Provider } from '../../../domain/providers/schemas'
import { apiJson } from '../../../sync/api-client'
import { providersQuery } from '../../../kit/lookups/list-providers'

/** PATCH /providers/{id}/external-name (spec §7 Providers). */
export const updateExternalName = (id: number, externalName: string) =>
  apiJson<Provider>(`/providers/${id}/external-name`, { method: 'PATCH', body: { external_name: externalName } })

/** The saved provider replaces the cached one; the list (which shows the name) is fetched again. */
export function useUpdateExternalName(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (externalName: string) => updateExternalName(id, externalName),
    onSuccess: (saved) => {
      queryClient.setQueryData(['providers', id], saved)
      void queryClient.invalidateQueries({ queryKey: providersQuery().queryKey })
    },
  })
}
