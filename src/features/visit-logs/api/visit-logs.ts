import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { ProviderLocation } from '../../../domain/locations/types'
import type { VisitLogFields } from '../../../domain/visit-logs/schemas'
import type { VisitLog, VisitLogProvider } from '../../../domain/visit-logs/types'
import type { StatusListItem } from '../../../domain/workflows/flow'
import type { DocumentEvent } from '../../../domain/workflows/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import { logged } from '../../../kit/workflow/logged'
import type { VisitLogsSearch } from '../visit-logs-search'

/**
 * The visit-log calls (spec §7 "Visit logs"), each logging its error and re-throwing it (§8).
 * Every write invalidates `VISIT_LOGS`, so lists, details and histories read again.
 */
export const VISIT_LOGS = ['visit-logs'] as const
const BASE = '/provider-location-visit-logs'

export const visitLogsQuery = (search: VisitLogsSearch) =>
  queryOptions({
    queryKey: [...VISIT_LOGS, 'list', search],
    queryFn: () => logged('visit-logs.list', () => apiJson<Page<VisitLog>>(`${BASE}${listQueryString(search)}`)),
  })
export const useVisitLogs = (search: VisitLogsSearch) => useQuery({ ...visitLogsQuery(search), placeholderData: keepPreviousData })

export const visitLogQuery = (id: number) =>
  queryOptions({
    queryKey: [...VISIT_LOGS, 'one', id],
    queryFn: () => logged('visit-logs.read', () => apiJson<VisitLog>(`${BASE}/${id}`)),
  })
export const useVisitLog = (id: number) => useQuery(visitLogQuery(id))

export const visitLogEventsQuery = (id: number) =>
  queryOptions({
    queryKey: [...VISIT_LOGS, 'events', id],
    queryFn: () => logged('visit-logs.events', () => apiJson<DocumentEvent[]>(`${BASE}/${id}/events`)),
  })
export const useVisitLogEvents = (id: number) => useQuery(visitLogEventsQuery(id))

export const useVisitLogStatuses = () =>
  useQuery({
    queryKey: [...VISIT_LOGS, 'statuses'],
    queryFn: () => logged('visit-logs.statuses', () => apiJson<StatusListItem[]>(`${BASE}/statuses`)),
    staleTime: Infinity,
  })

export const useVisitLogProviders = () =>
  useQuery({
    queryKey: [...VISIT_LOGS, 'providers'],
    queryFn: () => logged('visit-logs.providers', () => apiJson<VisitLogProvider[]>(`${BASE}/providers`)),
  })

/** Where the chosen provider works (GET /provider-locations/{id}): the create form's locations. */
export const useProviderLocations = (providerId: number | undefined) =>
  useQuery({
    queryKey: ['provider-locations', providerId],
    queryFn: () => apiJson<ProviderLocation[]>(`/provider-locations/${providerId}`),
    enabled: providerId !== undefined,
  })

/** POST …/{id}/{action}: claim, unclaim, mark-processed, with the version the person saw. */
export const runVisitLogAction = (id: number, action: string, hash: string, comment?: string) =>
  logged(`visit-logs.${action}`, () =>
    apiJson<VisitLog>(`${BASE}/${id}/${action}`, {
      method: 'POST',
      body: { hash, comment: comment?.trim() ? comment : null },
    }),
  )

export const updateVisitLog = (id: number, fields: VisitLogFields, hash: string) =>
  logged('visit-logs.update', () =>
    apiJson<VisitLog>(`${BASE}/${id}`, {
      method: 'PUT',
      body: { ...fields, hash },
    }),
  )

export const deleteVisitLog = (id: number, hash: string) =>
  logged('visit-logs.delete', () =>
    apiJson<void>(`${BASE}/${id}?${new URLSearchParams({ hash })}`, {
      method: 'DELETE',
    }),
  )

export const visitLogPdfPath = (id: number) => `${BASE}/${id}/download-pdf`
