import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import { isRunActive, type ReportCode, type ReportRun } from '../../../domain/reports/catalogue'
import { apiJson } from '../../../sync/api-client'

/** While a run of the list is being made, the list is read again this often to show its progress. */
export const RUN_POLL_MS = 1000

/** GET /report-runs: the person's runs, newest first; polled while one is being made. */
export const reportRunsQuery = (page: number) =>
  queryOptions({
    queryKey: ['report-runs', page],
    queryFn: () => apiJson<Page<ReportRun>>(`/report-runs?page=${page}&page_size=20`),
    refetchInterval: (query) => (query.state.data?.items.some(isRunActive) ? RUN_POLL_MS : false),
  })
export const useReportRuns = (page: number) => useQuery(reportRunsQuery(page))

export function useStartReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { report_code: ReportCode; params: Record<string, unknown> }) => apiJson<ReportRun>('/report-runs', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['report-runs'] }),
  })
}

export function useDeleteReportRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/report-runs/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['report-runs'] }),
  })
}
