import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplyTemplateInput, ServiceRateChangeInput, ServiceRateInput } from '../../../domain/finance/schemas'
import type { ApplyTemplateResult, ServiceRate } from '../../../domain/finance/types'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'

/** GET /providers/{id}/service-rates: current and scheduled rates, or every rate with `history`. */
export const listServiceRates = (providerId: number, history: boolean) =>
  apiJson<Page<ServiceRate>>(`/providers/${providerId}/service-rates?page_size=500${history ? '&history=true&sort=effective_from' : ''}`)
export const serviceRatesQuery = (providerId: number, history: boolean) =>
  queryOptions({ queryKey: ['service-rates', providerId, { history }], queryFn: () => listServiceRates(providerId, history) })
export const useServiceRates = (providerId: number, history: boolean) => useQuery(serviceRatesQuery(providerId, history))

const ratesKey = (providerId: number) => ['service-rates', providerId]

export function useCreateServiceRate(providerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ServiceRateInput) => apiJson<ServiceRate>(`/providers/${providerId}/service-rates`, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesKey(providerId) }),
  })
}

/** PUT …/{id}: a new amount from a date (the old row is closed the day before, never rewritten). */
export function useChangeServiceRate(providerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceRateChangeInput }) =>
      apiJson<ServiceRate>(`/providers/${providerId}/service-rates/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesKey(providerId) }),
  })
}

/** POST .../apply-template/{template_id} with its mode (replace by default, spec §5). */
export function useApplyRateTemplate(providerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ templateId, input }: { templateId: number; input: ApplyTemplateInput }) =>
      apiJson<ApplyTemplateResult>(`/providers/${providerId}/service-rates/apply-template/${templateId}`, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesKey(providerId) }),
  })
}

export function useDeleteServiceRate(providerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/providers/${providerId}/service-rates/${id}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ratesKey(providerId) }),
  })
}
