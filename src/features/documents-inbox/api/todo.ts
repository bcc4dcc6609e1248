import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DiscussionState } from '../../../domain/plans/discussion'
import { apiJson } from '../../../sync/api-client'

/** A customer's plans to do: active referrals of the current year without an active plan, and drafts. */
export interface PlansTodoRow {
  customer_id: number
  customer_name: string
  missing_plans: number
  draft_plans: number
}

/** A customer's unfinished discussions of active plans, in all and by state. */
export interface DiscussionsTodoRow {
  customer_id: number
  customer_name: string
  pending: number
  by_state: Partial<Record<DiscussionState, number>>
}

/** GET /intervention-plans/customers/todo. */
export const plansTodoQuery = () => queryOptions({ queryKey: ['plans', 'todo'], queryFn: () => apiJson<PlansTodoRow[]>('/intervention-plans/customers/todo') })
export const usePlansTodo = () => useQuery(plansTodoQuery())

/** GET /intervention-plans/discussions/customers/todo. */
export const discussionsTodoQuery = () =>
  queryOptions({ queryKey: ['plans', 'discussions', 'todo'], queryFn: () => apiJson<DiscussionsTodoRow[]>('/intervention-plans/discussions/customers/todo') })
export const useDiscussionsTodo = () => useQuery(discussionsTodoQuery())
