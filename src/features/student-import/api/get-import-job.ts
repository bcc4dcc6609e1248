import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ImportJob } from '../../../domain/import/active-students'
import { apiJson } from '../../../sync/api-client'

/** How often a running job is asked for its progress. */
const POLL_MS = 500

/** GET /import/jobs/{id}: the job's state and counts, polled while it runs. */
export const getImportJob = (id: number) => apiJson<ImportJob>(`/import/jobs/${id}`)
export const importJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['import-jobs', id],
    queryFn: () => getImportJob(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false),
  })
export const useImportJob = (id: number | undefined) => useQuery({ ...importJobQuery(id ?? 0), enabled: id !== undefined })
