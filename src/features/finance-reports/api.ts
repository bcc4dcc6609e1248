import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FinanceSummary } from '../../domain/finance/reports'
import type { AcademicYearItem } from '../../domain/reference'
import { apiJson } from '../../sync/api-client'
import { listQueryString } from '../../kit/office/list-search'

/** The calls /finance/reports reads (no writes). */
const REPORTS = ['finance', 'reports'] as const

export const useFinanceYears = () =>
  useQuery({ queryKey: [...REPORTS, 'academic-years'], queryFn: () => apiJson<AcademicYearItem[]>('/public/academic-years'), staleTime: Infinity })

/** Waits for the years (`enabled`) so the first call already names the current one. */
export const useFinanceSummary = (academicYearId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...REPORTS, 'summary', academicYearId],
    queryFn: () => apiJson<FinanceSummary>(`/finance-reports/summary${listQueryString({ academic_year_id: academicYearId })}`),
    placeholderData: keepPreviousData,
    enabled,
  })
