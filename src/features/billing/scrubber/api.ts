import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { FindingsPage, PeriodLockAnswer, VisitExclusion } from '../../../domain/scrubber/api'
import type { DocumentEvent } from '../../../domain/workflows/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import { BILLING } from '../api/periods'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * The scrubber's calls (server/scrubber): findings of a period, exclusions, and the period's
 * lock. Every write invalidates `BILLING`, so the period's figures and status read again.
 */
export const SCRUBBER = [...BILLING, 'scrubber'] as const
const BASE = '/scrubber'

export interface FindingsSearch {
  rule?: string
  excluded?: 'true' | 'false'
  q?: string
  page?: number
  page_size?: number
  sort?: string
}

export const findingsQuery = (periodId: number, search: FindingsSearch) =>
  queryOptions({
    queryKey: [...SCRUBBER, 'findings', periodId, search],
    queryFn: () => apiJson<FindingsPage>(`${BASE}/periods/${periodId}/findings${listQueryString(search)}`),
  })
export const useFindings = (periodId: number, search: FindingsSearch) => useQuery({ ...findingsQuery(periodId, search), placeholderData: keepPreviousData })

export const periodLockQuery = (periodId: number) =>
  queryOptions({ queryKey: [...SCRUBBER, 'lock', periodId], queryFn: () => apiJson<PeriodLockAnswer>(`${BASE}/periods/${periodId}`) })
export const usePeriodLock = (periodId: number) => useQuery(periodLockQuery(periodId))

export const usePeriodEvents = (periodId: number) =>
  useQuery({ queryKey: [...SCRUBBER, 'events', periodId], queryFn: () => apiJson<DocumentEvent[]>(`${BASE}/periods/${periodId}/events`) })

export const runPeriodAction = (periodId: number, action: string, hash: string, comment?: string) =>
  apiJson<PeriodLockAnswer>(`${BASE}/periods/${periodId}/${action}`, { method: 'POST', body: { hash, comment: comment?.trim() ? comment : null } })

export const excludeVisit = (visitId: string, reason: string) =>
  apiJson<VisitExclusion>(`${BASE}/visits/${visitId}/exclusion`, { method: 'POST', body: { reason } })

export const includeVisit = (visitId: string) => apiJson<unknown>(`${BASE}/visits/${visitId}/exclusion`, { method: 'DELETE' })

/** The scrubber's writes: the period's figures and status read again, refused or not. */
export const useExcludeVisit = () => useWrite(excludeVisit, [BILLING], { settled: true })
export const useIncludeVisit = () => useWrite(includeVisit, [BILLING], { settled: true })
export const useRunPeriodAction = () => useWrite(runPeriodAction, [BILLING], { settled: true })
