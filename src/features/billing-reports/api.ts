import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ComplianceAnswer, VisitsSummary } from '../../domain/billing/reports'
import { apiJson } from '../../sync/api-client'
import { listQueryString } from '../../kit/office/list-search'

/** The report calls of spec §7 "Service sessions" the /billing/reports screen reads (no writes). */
const REPORTS = ['billing', 'reports'] as const

export interface ReportFilters {
  academic_year_id?: number | undefined
  region?: string | undefined
}

export const useVisitsSummary = (filters: ReportFilters) =>
  useQuery({
    queryKey: [...REPORTS, 'visits-summary', filters],
    queryFn: () => apiJson<VisitsSummary>(`/service-sessions/reports/visits-summary${listQueryString(filters)}`),
    placeholderData: keepPreviousData,
  })

export const useFrequencyCompliance = (filters: ReportFilters & { page_size?: number; sort?: string }) =>
  useQuery({
    queryKey: [...REPORTS, 'frequency-compliance', filters],
    queryFn: () => apiJson<ComplianceAnswer>(`/service-sessions/referrals-frequency-compliance${listQueryString(filters)}`),
    placeholderData: keepPreviousData,
  })

/** The workbook addresses (spec §7 downloads), with the screen's filters. */
export const workbookPaths = {
  visitsLoggingAudit: (periodId: number, region?: string) => `/download-xlsx/billing/visits-logging-audit${listQueryString({ period_id: periodId, region })}`,
  unrecordedAbsences: (periodId: number, region?: string) => `/download-xlsx/billing/unrecorded-absences${listQueryString({ period_id: periodId, region })}`,
  activeStudentsDetail: (region?: string) => `/download-xlsx/active-students-detail${listQueryString({ region })}`,
}
