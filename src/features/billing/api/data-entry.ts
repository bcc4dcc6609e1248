import { useQuery } from '@tanstack/react-query'
import type { DataEntryChoice, DataEntryLeaf } from '../../../domain/billing/api'
import type { DrillDown } from '../../../domain/billing/drill-down'
import type { Page } from '../../../domain/lists/list-params'
import type { SessionVisit } from '../../../domain/service-sessions/api'
import { apiJson } from '../../../sync/api-client'
import { logged } from '../../../kit/workflow/logged'
import { BILLING } from './periods'

/**
 * `GET service-sessions/data-entry`, then one path segment per chosen level (spec §7): the
 * choices of the next level, or at the last one the visits and students.
 */
export function dataEntryPath(drill: DrillDown): string {
  const segments = [drill.month, drill.customer_id, drill.provider_id, drill.service_id].filter((level) => level !== undefined)
  return ['/service-sessions/data-entry', ...segments.map(String)].join('/')
}

const isLeaf = (drill: DrillDown) => drill.service_id !== undefined

export const useDataEntryChoices = (drill: DrillDown) =>
  useQuery({
    queryKey: [...BILLING, 'data-entry', dataEntryPath(drill)],
    queryFn: () => apiJson<DataEntryChoice[]>(dataEntryPath(drill)),
    enabled: !isLeaf(drill),
  })

export const useDataEntryLeaf = (drill: DrillDown) =>
  useQuery({
    queryKey: [...BILLING, 'data-entry', dataEntryPath(drill)],
    queryFn: () => apiJson<DataEntryLeaf>(dataEntryPath(drill)),
    enabled: isLeaf(drill),
  })

/**
 * Missed visits not yet replaced, of the chosen provider (GET service-sessions/visits/unreplaced).
 * Spec §8: this call logs its error and re-throws it.
 */
export const useUnreplacedVisits = (providerId: number | undefined) =>
  useQuery({
    queryKey: [...BILLING, 'unreplaced', providerId],
    queryFn: () => logged('service-sessions.visits-unreplaced', () => apiJson<Page<SessionVisit>>(`/service-sessions/visits/unreplaced?provider_id=${providerId}&page_size=100`)),
    enabled: providerId !== undefined,
  })
