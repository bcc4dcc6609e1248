import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlanProgress } from '../../../domain/plans/progress'
import { apiJson } from '../../../sync/api-client'
import { BASE, PLANS_KEY } from './plans-api'

/**
 * GET /intervention-plans/{id}/progress: each objective's points, and per period the suggested
 * and chosen progress levels. Under the plans' key, so every plan write (an achievement saved)
 * refreshes it with the plan.
 */
export const planProgressQuery = (planId: number) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'progress', planId],
    queryFn: () => apiJson<PlanProgress>(`${BASE}/${planId}/progress`),
  })
export const usePlanProgressQuery = (planId: number, enabled = true) => useQuery({ ...planProgressQuery(planId), enabled })
