import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AcademicYearItem } from '../../../domain/reference'
import type { PlanTab } from '../../../domain/plans/status'
import { apiJson } from '../../../sync/api-client'
import type { GoalTemplate, GuestLink, Named, PlanDetail, PlanDiscussion, PlanGoal, PlanListItem, PlanObjective, PlanAchievement } from './types'

/**
 * Every call the plan screens make, in one module: online through TanStack Query for now. The
 * provider's offline layer (Dexie replica + outbox) is meant to replace this module's hooks
 * with the same names and shapes, so the screens do not change.
 */

const BASE = '/intervention-plans'
const PLANS_KEY = ['plans'] as const

interface Page<T> {
  total: number
  items: T[]
}

export const planListQuery = (referralId: number, tab: PlanTab) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'list', referralId, tab],
    queryFn: () => apiJson<Page<PlanListItem>>(`${BASE}/?referral_id=${referralId}&tab=${tab}&limit=100`),
  })
export const usePlanList = (referralId: number, tab: PlanTab) => useQuery(planListQuery(referralId, tab))

export const planQuery = (id: number) => queryOptions({ queryKey: [...PLANS_KEY, 'detail', id], queryFn: () => apiJson<PlanDetail>(`${BASE}/${id}`) })
export const usePlan = (id: number) => useQuery(planQuery(id))

// Short lists that change rarely: kept for the visit.
const lookup = <T>(path: string) => queryOptions({ queryKey: [...PLANS_KEY, 'lookup', path], queryFn: () => apiJson<T>(path), staleTime: Infinity })
export const useAcademicYears = () => useQuery(lookup<AcademicYearItem[]>('/public/academic-years'))
export const useMeasurementTypes = () => useQuery(lookup<Named[]>('/public/intervention-plans/objectives/measurement-types'))
export const useProgressLevels = () => useQuery(lookup<Named[]>('/public/intervention-plans/progress-levels'))
export const useGoalTemplates = () => useQuery(lookup<Page<GoalTemplate>>(`${BASE}/goal-templates?limit=100`))

/** A write; every one refreshes the plans (lists and the open plan) once it settles. */
function usePlanWrite<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: PLANS_KEY }) })
}

const send = <T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown) => apiJson<T>(path, { method, body })

export const useCreatePlan = () =>
  usePlanWrite((input: { referral_id: number; academic_year_id: number }) => send<PlanDetail>(`${BASE}/`, 'POST', input))
export const usePlanStatus = () =>
  usePlanWrite((input: { plan: PlanDetail; status_id: 2 | 3 | 4 }) => send<PlanDetail>(`${BASE}/${input.plan.id}`, 'PATCH', { status_id: input.status_id, hash: input.plan.hash }))
export const useRevertPlan = () => usePlanWrite((plan: PlanDetail) => send<PlanDetail>(`${BASE}/${plan.id}/revert-to-draft`, 'PATCH', { hash: plan.hash }))
export const useDeletePlan = () => usePlanWrite((plan: PlanDetail) => send<void>(`${BASE}/${plan.id}`, 'DELETE'))

export const useAddAssessment = (planId: number) =>
  usePlanWrite((description: string) => send<{ id: number }>(`${BASE}/${planId}/student-assessments`, 'POST', { description }))
export const useDeleteAssessment = () => usePlanWrite((id: number) => send<void>(`${BASE}/student-assessments/${id}`, 'DELETE'))

export const useAddGoal = (planId: number) => usePlanWrite((description: string) => send<PlanGoal>(`${BASE}/goals`, 'POST', { plan_id: planId, description }))
export const useSaveGoal = () => usePlanWrite((input: { id: number; description: string; hash: string }) => send<PlanGoal>(`${BASE}/goals/${input.id}`, 'PUT', { description: input.description, hash: input.hash }))
export const useDeleteGoal = () => usePlanWrite((id: number) => send<void>(`${BASE}/goals/${id}`, 'DELETE'))

export interface ObjectiveValues {
  description: string
  measurement_type_id: number
}
export const useAddObjective = () =>
  usePlanWrite((input: ObjectiveValues & { goal_id: number }) => send<PlanObjective>(`${BASE}/objectives`, 'POST', input))
export const useSaveObjective = () =>
  usePlanWrite((input: ObjectiveValues & { id: number; hash: string }) =>
    send<PlanObjective>(`${BASE}/objectives/${input.id}`, 'PATCH', { description: input.description, measurement_type_id: input.measurement_type_id, hash: input.hash }),
  )
export const useDeleteObjective = () => usePlanWrite((id: number) => send<void>(`${BASE}/objectives/${id}`, 'DELETE'))

export interface AchievementValues {
  progress_level_id: number
  comments: string | null
}
export const useSaveAchievement = () =>
  usePlanWrite((input: AchievementValues & { objective_id: number; period_id: number; hash?: string }) =>
    send<PlanAchievement>(`${BASE}/objectives/${input.objective_id}/achievements/${input.period_id}`, 'PUT', {
      progress_level_id: input.progress_level_id,
      comments: input.comments,
      ...(input.hash ? { hash: input.hash } : {}),
    }),
  )

export type DiscussionMove = 'submit-achievements' | 'request-signature' | 'discard-signatures' | 'revert-to-draft' | 'provider-signature' | 'supervisor-signature'

/** The summary alone (no action), or an action with the summary it goes with. */
export const useSaveSummary = () =>
  usePlanWrite((input: { planId: number; discussion: PlanDiscussion; summary: string | null; hash: string }) =>
    send<PlanDiscussion>(`${BASE}/${input.planId}/discussions/periods/${input.discussion.period_id}`, 'PATCH', { achievements_summary: input.summary, hash: input.hash }),
  )

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
