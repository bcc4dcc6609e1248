import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { ImportErrorPatch, ImportErrorStatus, VisitImport, VisitImportError } from '../../../domain/visit-imports/visit-imports'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'

/** The visit-import calls (spec §7 "Service visits"); every key starts with IMPORTS. */
export const IMPORTS = ['visit-imports'] as const
const BASE = '/service-visits/periods'

/** How often a running import is asked for its progress. */
const POLL_MS = 500

export const periodImportsQuery = (periodId: number, page: number) =>
  queryOptions({
    queryKey: [...IMPORTS, 'period', periodId, page],
    queryFn: () => apiJson<Page<VisitImport>>(`${BASE}/${periodId}/imports${listQueryString({ page: page > 1 ? page : undefined })}`),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'running') ? POLL_MS * 2 : false),
  })
export const usePeriodImports = (periodId: number, page: number) => useQuery({ ...periodImportsQuery(periodId, page), placeholderData: keepPreviousData })

export const importQuery = (id: number) =>
  queryOptions({
    queryKey: [...IMPORTS, 'import', id],
    queryFn: () => apiJson<VisitImport>(`${BASE}/imports/${id}`),
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false),
  })
export const useVisitImport = (id: number | undefined) => useQuery({ ...importQuery(id ?? 0), enabled: id !== undefined })

export interface ImportErrorsSearch {
  page?: number
  status?: ImportErrorStatus
}

export const importErrorsQuery = (importId: number, search: ImportErrorsSearch) =>
  queryOptions({
    queryKey: [...IMPORTS, 'import', importId, 'errors', search],
    queryFn: () => apiJson<Page<VisitImportError>>(`${BASE}/imports/${importId}/errors${listQueryString({ ...search, page_size: 20 })}`),
  })
export const useImportErrors = (importId: number, search: ImportErrorsSearch, enabled: boolean) =>
  useQuery({ ...importErrorsQuery(importId, search), enabled, placeholderData: keepPreviousData })

/** PATCH …/imports/errors/{id}: correct (and import), mark reviewed, or reopen one error row. */
export function usePatchImportError() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ImportErrorPatch }) =>
      apiJson<VisitImportError>(`${BASE}/imports/errors/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: IMPORTS })
      // A corrected row is a new visit of the period: its totals change.
      void client.invalidateQueries({ queryKey: ['billing'] })
    },
  })
}
