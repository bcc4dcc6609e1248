import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PurchasableItemInput, PurchasableItemPutInput } from '../../../domain/finance/schemas'
import type { PurchasableItem } from '../../../domain/finance/types'
import type { Page } from '../../../domain/lists/list-params'
import type { NamedItem } from '../../../domain/schemas/named-item'
import { apiJson } from '../../../sync/api-client'

/** GET purchasable-items in the office's order (sort_index), all of them: the screen reorders the whole list. */
export const listPurchasableItems = () => apiJson<Page<PurchasableItem>>('/purchasable-items?page_size=500&sort=sort_index')
export const purchasableItemsQuery = () => queryOptions({ queryKey: ['purchasable-items', 'list'], queryFn: listPurchasableItems })
export const usePurchasableItems = () => useQuery(purchasableItemsQuery())

export const purchasableItemTypesQuery = () =>
  queryOptions({ queryKey: ['purchasable-items', 'types'], queryFn: () => apiJson<NamedItem[]>('/purchasable-items/types'), staleTime: Infinity })
export const usePurchasableItemTypes = () => useQuery(purchasableItemTypesQuery())

export function useCreatePurchasableItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PurchasableItemInput) => apiJson<PurchasableItem>('/purchasable-items', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: purchasableItemsQuery().queryKey }),
  })
}

/** PUT an item: its fields and its place (sort_index); the whole list is refetched, since the others moved too. */
export function useUpdatePurchasableItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PurchasableItemPutInput }) => apiJson<PurchasableItem>(`/purchasable-items/${id}`, { method: 'PUT', body: input }),
    // Returned, so the caller's own onSettled runs once the renumbered list has arrived.
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchasableItemsQuery().queryKey }),
  })
}

export function useDeletePurchasableItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/purchasable-items/${id}`, { method: 'DELETE' }),
    // Returned, so the caller's own onSettled runs once the renumbered list has arrived.
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchasableItemsQuery().queryKey }),
  })
}
