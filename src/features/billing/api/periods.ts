import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BillingAcademicYear, PeriodDetail, PeriodSummary, PeriodVisit, VisitPeriod } from '../../../domain/billing/api'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'

/** The service-visits calls (spec §7) the billing screens read; billing has no writes yet. */
export const BILLING = ['billing'] as const
const BASE = '/service-visits'

export const useBillingYears = () =>
  useQuery({ queryKey: [...BILLING, 'academic-years'], queryFn: () => apiJson<BillingAcademicYear[]>(`${BASE}/academic-years`) })

export interface PeriodsSearch {
  academic_year_id?: number
  page?: number
  page_size?: number
  sort?: string
}

export const periodsQuery = (search: PeriodsSearch) =>
  queryOptions({ queryKey: [...BILLING, 'periods', search], queryFn: () => apiJson<Page<VisitPeriod>>(`${BASE}/periods${listQueryString(search)}`) })
export const usePeriods = (search: PeriodsSearch, enabled = true) => useQuery({ ...periodsQuery(search), enabled, placeholderData: keepPreviousData })

export const usePeriod = (id: number) => useQuery({ queryKey: [...BILLING, 'period', id], queryFn: () => apiJson<PeriodDetail>(`${BASE}/periods/${id}`) })

export interface SummaryFilters {
  provider_id?: number
  service_id?: number
  location_id?: number
}

export const usePeriodSummary = (id: number | undefined, filters: SummaryFilters = {}) =>
  useQuery({
    queryKey: [...BILLING, 'summary', id, filters],
    queryFn: () => apiJson<PeriodSummary>(`${BASE}/periods/${id}/summary${listQueryString(filters)}`),
    enabled: id !== undefined,
  })

export interface PeriodVisitsSearch {
  provider_id?: number
  service_id?: number
  page?: number
  page_size?: number
  sort?: string
}

export const usePeriodVisits = (id: number, search: PeriodVisitsSearch) =>
  useQuery({
    queryKey: [...BILLING, 'visits', id, search],
    queryFn: () => apiJson<Page<PeriodVisit>>(`${BASE}/periods/${id}/visits${listQueryString(search)}`),
    placeholderData: keepPreviousData,
  })
