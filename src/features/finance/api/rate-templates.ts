import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RateTemplateInput, RateTemplatePutInput } from '../../../domain/finance/schemas'
import type { RateTemplate, RateTemplateListItem } from '../../../domain/finance/types'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'
import { ApiError } from '../../../sync/api-errors'

/** provider-service-rate-templates CRUD (spec §7 "Service rates"). Templates are few: one page holds them all. */
export const listRateTemplates = () => apiJson<Page<RateTemplateListItem>>('/provider-service-rate-templates?page_size=500')
export const rateTemplatesQuery = () => queryOptions({ queryKey: ['rate-templates', 'list'], queryFn: listRateTemplates })
export const useRateTemplates = () => useQuery(rateTemplatesQuery())

export const getRateTemplate = (id: number) => apiJson<RateTemplate>(`/provider-service-rate-templates/${id}`)
export const rateTemplateQuery = (id: number) => queryOptions({ queryKey: ['rate-templates', 'detail', id], queryFn: () => getRateTemplate(id) })
export const useRateTemplate = (id: number) => useQuery(rateTemplateQuery(id))

/** Create (no id) or replace (with id and hash); the saved template is cached and the list refetched. */
export function useSaveRateTemplate(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RateTemplateInput | RateTemplatePutInput) =>
      id === null
        ? apiJson<RateTemplate>('/provider-service-rate-templates', { method: 'POST', body: input })
        : apiJson<RateTemplate>(`/provider-service-rate-templates/${id}`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(rateTemplateQuery(saved.id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: rateTemplatesQuery().queryKey })
    },
    // Someone else saved it first: fetch their version (the editor, keyed by the version, shows it).
    onError: (error) => {
      if (id !== null && error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: rateTemplateQuery(id).queryKey })
    },
  })
}

export function useDeleteRateTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/provider-service-rate-templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['rate-templates'] }),
  })
}
