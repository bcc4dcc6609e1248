import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProviderMonth, ProviderMonthSummary } from '../../../domain/service-sessions/api'
import { apiJson } from '../../../sync/api-client'

/**
 * What the server knows of the provider's history, asked when the screen opens. The history is
 * drawn from the device first; the server only adds older months and sessions the device no
 * longer keeps, so an answer that never comes (offline) hides nothing on the device.
 */
export const listServerMonths = (providerId: number) => apiJson<ProviderMonthSummary[]>(`/service-sessions/providers/${providerId}/months`)
export const serverMonthsQuery = (providerId: number) =>
  queryOptions({ queryKey: ['provider-months', providerId], queryFn: () => listServerMonths(providerId) })
export const useServerMonths = (providerId: number) => useQuery(serverMonthsQuery(providerId))

export const getServerMonth = (providerId: number, monthId: string) => apiJson<ProviderMonth>(`/service-sessions/providers/${providerId}/months/${monthId}`)
export const serverMonthQuery = (providerId: number, monthId: string) =>
  queryOptions({ queryKey: ['provider-months', providerId, monthId], queryFn: () => getServerMonth(providerId, monthId) })
export const useServerMonth = (providerId: number, monthId: string) => useQuery(serverMonthQuery(providerId, monthId))
