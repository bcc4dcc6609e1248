import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AutocompleteItem } from '../../../domain/users/types'
import { apiJson } from '../../../sync/api-client'

/** GET, POST, DELETE /users/{user_id}/autocomplete-items (spec §7 "Users"): a person's saved phrases of one type. */
export const autocompleteItemsQuery = (userId: number, typeId: number) =>
  queryOptions({
    queryKey: ['autocomplete-items', userId, typeId],
    queryFn: () => apiJson<AutocompleteItem[]>(`/users/${userId}/autocomplete-items?type_id=${typeId}`),
  })
export const useAutocompleteItems = (userId: number, typeId: number) => useQuery(autocompleteItemsQuery(userId, typeId))

export function useAddAutocompleteItem(userId: number, typeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => apiJson<AutocompleteItem>(`/users/${userId}/autocomplete-items`, { method: 'POST', body: { type_id: typeId, text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autocompleteItemsQuery(userId, typeId).queryKey }),
  })
}

export function useDeleteAutocompleteItem(userId: number, typeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/users/${userId}/autocomplete-items?id=${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autocompleteItemsQuery(userId, typeId).queryKey }),
  })
}
