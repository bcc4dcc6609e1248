import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Provider } from '../../domain/providers/schemas'
import { apiJson } from '../../sync/api-client'

/** GET /providers/{id} (spec §7 Providers). */
export const getProvider = (id: number) => apiJson<Provider>(`/providers/${id}`)
export const providerQuery = (id: number) => queryOptions({ queryKey: ['providers', id], queryFn: () => getProvider(id) })
export const useProvider = (id: number) => useQuery(providerQuery(id))
