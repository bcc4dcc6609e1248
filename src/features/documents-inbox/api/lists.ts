import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { NamedItem } from '../../../domain/reference'
import type { DiscussionState } from '../../../domain/plans/discussion'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { InboxSearch } from '../inbox-search'

/** A plan as GET /intervention-plans/ lists it (the fields the inbox shows). */
export interface PlanListItem {
  id: number
  referral_id: number
  student_id: number
  student_name: string
  service_name: string
  customer_id: number
  academic_year_name: string
  status_id: number
  updated_at: string
}

/** A discussion as GET /intervention-plans/discussions lists it. */
export interface DiscussionListItem {
  id: number
  plan_id: number
  period_id: number
  period_name: string
  state: DiscussionState
  referral_id: number
  student_id: number
  student_name: string
  customer_id: number
  updated_at: string
}

export interface DraftsSearch {
  customer_id?: number
  page?: number
}

/** GET /intervention-plans/?tab=draft: the drafts the office may read, of one region or all. */
export const draftPlansQuery = (search: DraftsSearch) =>
  queryOptions({
    queryKey: ['plans', 'list', 'draft', search],
    queryFn: () => apiJson<Page<PlanListItem>>(`/intervention-plans/${listQueryString({ ...search, tab: 'draft', sort: 'student' })}`),
  })
export const useDraftPlans = (search: DraftsSearch) => useQuery({ ...draftPlansQuery(search), placeholderData: keepPreviousData })

/** GET /intervention-plans/discussions with the inbox's filters. */
export const discussionsQuery = (search: InboxSearch) =>
  queryOptions({
    queryKey: ['plans', 'discussions', 'list', search],
    queryFn: () => apiJson<Page<DiscussionListItem>>(`/intervention-plans/discussions${listQueryString(search)}`),
  })
export const useDiscussions = (search: InboxSearch) => useQuery({ ...discussionsQuery(search), placeholderData: keepPreviousData })

/** GET /public/intervention-plans/periods: the periods a plan is discussed in (reference data). */
export const planPeriodsQuery = () =>
  queryOptions({ queryKey: ['plan-periods'], queryFn: () => apiJson<NamedItem[]>('/public/intervention-plans/periods'), staleTime: Infinity })
export const usePlanPeriods = () => useQuery(planPeriodsQuery())
