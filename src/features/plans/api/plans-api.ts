import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PAGE_SIZE_MAX, type Page } from '../../../domain/lists/list-params'
import type { AcademicYearItem, MeasurementTypeItem } from '../../../domain/reference'
import type { PlanTab } from '../../../domain/plans/status'
import { apiJson } from '../../../sync/api-client'
import { refreshPlanReplica } from '../../../sync/active-students'
import { useSession } from '../../../kit/session/use-session'
import type { GoalTemplate, GuestLink, Named, PlanDetail, PlanDiscussion, PlanListItem } from './types'

/**
 * The plan screens' online calls (TanStack Query). The content writes a provider also makes
 * offline (assessments, goals, objectives, achievements, the summary) are in ../plan-writes.ts,
 * which sends them online or through the device as the editor's PlanSource says.
 */

export const BASE = '/intervention-plans'
export const PLANS_KEY = ['plans'] as const

export const planListQuery = (referralId: number, tab: PlanTab) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'list', referralId, tab],
    // The list convention's page_size (the server has no `limit`): a referral's plans fit one page.
    queryFn: () => apiJson<Page<PlanListItem>>(`${BASE}/?referral_id=${referralId}&tab=${tab}&page_size=${PAGE_SIZE_MAX}`),
  })
export const usePlanList = (referralId: number, tab: PlanTab, enabled = true) => useQuery({ ...planListQuery(referralId, tab), enabled })

export const planQuery = (id: number) => queryOptions({ queryKey: [...PLANS_KEY, 'detail', id], queryFn: () => apiJson<PlanDetail>(`${BASE}/${id}`) })
export const usePlan = (id: number, enabled = true) => useQuery({ ...planQuery(id), enabled })

// Short lists that change rarely: kept for the visit.
const lookup = <T>(path: string) => queryOptions({ queryKey: [...PLANS_KEY, 'lookup', path], queryFn: () => apiJson<T>(path), staleTime: Infinity })
export const useAcademicYears = () => useQuery(lookup<AcademicYearItem[]>('/public/academic-years'))
/** Each type with the kind its values (and targets) take. */
export const useMeasurementTypes = () => useQuery(lookup<MeasurementTypeItem[]>('/public/intervention-plans/objectives/measurement-types'))
export const useProgressLevels = () => useQuery(lookup<Named[]>('/public/intervention-plans/progress-levels'))
// Every template of hers in one page (a `limit` the server ignored stopped the picker at 50).
export const useGoalTemplates = () => useQuery(lookup<Page<GoalTemplate>>(`${BASE}/goal-templates?page_size=${PAGE_SIZE_MAX}`))

/** An online write; every one refreshes the plans (lists, the open plan, the device's copy) once it settles. */
export function usePlanWrite<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const client = useQueryClient()
  const session = useSession()
  const providerId = session?.user.provider_id ?? null
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      // A provider's plans are also on her device: fetch them again so the copy shows the move
      // (a new draft, a signature, a discussion's state) as the server made it.
      if (providerId !== null) await refreshPlanReplica(providerId)
      await client.invalidateQueries({ queryKey: PLANS_KEY })
    },
  })
}

export const send = <T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown) => apiJson<T>(path, { method, body })

export const useCreatePlan = () =>
  usePlanWrite((input: { referral_id: number; academic_year_id: number }) => send<PlanDetail>(`${BASE}/`, 'POST', input))
export const usePlanStatus = () =>
  usePlanWrite((input: { plan: PlanDetail; status_id: 2 | 3 | 4 }) => send<PlanDetail>(`${BASE}/${input.plan.id}`, 'PATCH', { status_id: input.status_id, hash: input.plan.hash }))
export const useRevertPlan = () => usePlanWrite((plan: PlanDetail) => send<PlanDetail>(`${BASE}/${plan.id}/revert-to-draft`, 'PATCH', { hash: plan.hash }))
export const useDeletePlan = () => usePlanWrite((plan: PlanDetail) => send<void>(`${BASE}/${plan.id}`, 'DELETE'))

export type DiscussionMove = 'submit-achievements' | 'request-signature' | 'discard-signatures' | 'revert-to-draft' | 'provider-signature' | 'supervisor-signature'

export const useMoveDiscussion = () =>
  usePlanWrite(({ planId, discussion, move }: { planId: number; discussion: PlanDiscussion; move: DiscussionMove }) => {
    const hash = { hash: discussion.hash }
    switch (move) {
      case 'revert-to-draft':
        return send<PlanDiscussion>(`${BASE}/discussions/${discussion.id}/revert-to-draft`, 'PATCH', hash)
      case 'provider-signature':
      case 'supervisor-signature':
        return send<PlanDiscussion>(`${BASE}/${planId}/discussions/${discussion.id}/${move}`, 'PATCH', hash)
      default:
        return send<PlanDiscussion>(`${BASE}/${planId}/discussions/periods/${discussion.period_id}`, 'PATCH', { action: move, ...hash })
    }
  })

export const useIssueGuestLink = () => usePlanWrite((planId: number) => send<GuestLink>(`${BASE}/${planId}/guest-links`, 'POST'))
export const useRevokeGuestLink = () =>
  usePlanWrite((input: { planId: number; linkId: number }) => send<GuestLink>(`${BASE}/${input.planId}/guest-links/${input.linkId}/revoke`, 'PATCH'))

/** GET /download-pdf/intervention-plans/{id}: the plan with its certification form. */
export const planPdfPath = (planId: number) => `/download-pdf/intervention-plans/${planId}?include_certification_form=true`
