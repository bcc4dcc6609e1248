import { useQuery } from '@tanstack/react-query'
import type { ReportedDay, ReportedMonth } from '../../domain/billing/reports'
import { apiJson } from '../../sync/api-client'
import { listQueryString } from '../../kit/office/list-search'

const REPORTED = ['reported-visits'] as const

export interface ReportedMonths {
  months: ReportedMonth[]
  /** The call failed: logged, and the screen goes on with no months (spec §8). */
  failed: boolean
}

/**
 * GET /mcg/mde/reported-visits-months. Spec §8: this fetch logs the error and continues, so a
 * failure answers an empty list (marked, so the screen can say it quietly) instead of throwing.
 */
export async function fetchReportedMonths(providerId?: number): Promise<ReportedMonths> {
  try {
    return { months: await apiJson<ReportedMonth[]>(`/mcg/mde/reported-visits-months${listQueryString({ providerId })}`), failed: false }
  } catch (error) {
    console.error('API call failed: mcg.mde.reported-visits-months', error)
    return { months: [], failed: true }
  }
}

export const useReportedMonths = (providerId?: number) =>
  useQuery({ queryKey: [...REPORTED, 'months', providerId ?? 'own'], queryFn: () => fetchReportedMonths(providerId) })

/** GET /mcg/mde/reported-visits: the days of one month with their visits. */
export const useReportedDays = (monthId: string | null, providerId?: number) =>
  useQuery({
    queryKey: [...REPORTED, 'days', providerId ?? 'own', monthId],
    queryFn: () => apiJson<ReportedDay[]>(`/mcg/mde/reported-visits${listQueryString({ providerId, monthId })}`),
    enabled: monthId !== null,
  })
