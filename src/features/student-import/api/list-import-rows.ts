import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ImportReportRow, ImportRowStatus } from '../../../domain/import/active-students'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'

export interface ImportRowsSearch {
  page?: number
  status?: ImportRowStatus
}

/** GET /import/jobs/{id}/rows: the row-by-row report, page by page (list convention). */
export const listImportRows = (jobId: number, search: ImportRowsSearch) => apiJson<Page<ImportReportRow>>(`/import/jobs/${jobId}/rows${listQueryString(search)}`)
export const importRowsQuery = (jobId: number, search: ImportRowsSearch) =>
  queryOptions({ queryKey: ['import-jobs', jobId, 'rows', search], queryFn: () => listImportRows(jobId, search) })
export const useImportRows = (jobId: number, search: ImportRowsSearch, enabled: boolean) =>
  useQuery({ ...importRowsQuery(jobId, search), enabled, placeholderData: keepPreviousData })
