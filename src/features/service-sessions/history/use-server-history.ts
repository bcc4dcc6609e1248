import type { ProviderMonth, ProviderMonthSummary } from '../../../domain/service-sessions/api'
import { apiJson } from '../../../sync/api-client'
import { useRemote, type Remote } from '../../shared/use-remote'

/**
 * What the server knows of the provider's history, asked once when the screen opens. The
 * history is drawn from the device first; the server only adds older months and sessions the
 * device no longer keeps, so an answer that never comes (offline) hides nothing on the device.
 */
export function useServerMonths(providerId: number): Remote<ProviderMonthSummary[]> {
  return useRemote(() => apiJson<ProviderMonthSummary[]>(`/service-sessions/providers/${providerId}/months`), [providerId])
}

export function useServerMonth(providerId: number, monthId: string): Remote<ProviderMonth> {
  return useRemote(() => apiJson<ProviderMonth>(`/service-sessions/providers/${providerId}/months/${monthId}`), [providerId, monthId])
}
