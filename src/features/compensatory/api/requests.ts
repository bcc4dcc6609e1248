import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { CompensatoryRequestMoveInput } from '../../../domain/referrals/schemas'
import type { CompensatoryRequest, CompensatoryRequestEvent, CompensatoryStatus } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { ApiError } from '../../../sync/api-errors'
import { listQueryString } from '../../../kit/office/list-search'

/** Whose requests a screen lists: one student (and service), or one provider (and specialty). */
export interface RequestsScope {
  student_id?: number
  service_id?: number
  provider_id?: number
  provider_specialty_id?: number
}

export interface RequestsListState {
  page?: number
  page_size?: number
  sort?: string
  status_id?: number
}

export interface RequestWithEvents extends CompensatoryRequest {
  events: CompensatoryRequestEvent[]
}

/** GET /compensatory-services-requests (list convention; filters by student, service, provider, specialty, status). */
export const requestsQuery = (filters: RequestsScope & RequestsListState) =>
  queryOptions({
    queryKey: ['compensatory', 'requests', filters],
    queryFn: () => apiJson<Page<CompensatoryRequest>>(`/compensatory-services-requests${listQueryString(filters)}`),
  })
export const useRequests = (filters: RequestsScope & RequestsListState) => useQuery({ ...requestsQuery(filters), placeholderData: keepPreviousData })

/** GET /compensatory-services-requests/{id}: one request with its event log. */
export const requestQuery = (id: number) =>
  queryOptions({ queryKey: ['compensatory', 'request', id], queryFn: () => apiJson<RequestWithEvents>(`/compensatory-services-requests/${id}`) })
export const useRequest = (id: number) => useQuery(requestQuery(id))

/** GET /compensatory-services-requests/statuses: the statuses and the moves each allows (from the database). */
export const useRequestStatuses = () =>
  useQuery({
    queryKey: ['compensatory', 'statuses'],
    queryFn: () => apiJson<CompensatoryStatus[]>('/compensatory-services-requests/statuses'),
    staleTime: 60 * 60 * 1000,
  })

/** PATCH /compensatory-services-requests/{id}: a move of the status table, with the version it was based on. */
export const moveRequest = (id: number, input: CompensatoryRequestMoveInput) =>
  apiJson<RequestWithEvents>(`/compensatory-services-requests/${id}`, { method: 'PATCH', body: input })

/** The request as the server holds it now, from a 409 version_conflict (the answer's `current`). */
export function currentOfConflict(error: unknown): RequestWithEvents | undefined {
  if (!(error instanceof ApiError) || error.code !== 'version_conflict') return undefined
  const { current } = error.body as { current?: RequestWithEvents | null }
  return current ?? undefined
}

/**
 * After a move the lists, the ledger (a final status gives minutes back) and the request are read
 * again. A stale move (409) puts the current request in its place, so the dialog redraws from it.
 */
export function useMoveRequest(id: number) {
  const queryClient = useQueryClient()
  const refresh = (request: RequestWithEvents) => {
    queryClient.setQueryData(requestQuery(id).queryKey, request)
    void queryClient.invalidateQueries({ queryKey: ['compensatory', 'requests'] })
    void queryClient.invalidateQueries({ queryKey: ['compensatory', 'monitor'] })
    void queryClient.invalidateQueries({ queryKey: ['compensatory', 'total'] })
  }
  return useMutation({
    mutationFn: (input: CompensatoryRequestMoveInput) => moveRequest(id, input),
    onSuccess: refresh,
    onError: (error) => {
      const current = currentOfConflict(error)
      if (current) refresh(current)
    },
  })
}
