import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { Page } from '../../../domain/lists/list-params'
import type { GoalTemplateInput } from '../../../domain/plans/schemas'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'

export type GoalTemplateValues = v.InferOutput<typeof GoalTemplateInput>

/** One of the signed-in person's own goal templates (GET /intervention-plans/goal-templates answers only hers). */
export interface GoalTemplate {
  id: number
  name: string
  description: string
}

export interface GoalTemplatesSearch {
  q?: string
  page?: number
}

const PATH = '/intervention-plans/goal-templates'

export const listGoalTemplates = (search: GoalTemplatesSearch) => apiJson<Page<GoalTemplate>>(`${PATH}${listQueryString(search)}`)
export const goalTemplatesQuery = (search: GoalTemplatesSearch) => queryOptions({ queryKey: ['goal-templates', 'list', search], queryFn: () => listGoalTemplates(search) })
export const useGoalTemplates = (search: GoalTemplatesSearch) => useQuery({ ...goalTemplatesQuery(search), placeholderData: keepPreviousData })

/** POST, or PUT …/{id} when `id` is given. */
export const saveGoalTemplate = ({ id, input }: { id: number | null; input: GoalTemplateValues }) =>
  apiJson<GoalTemplate>(id === null ? PATH : `${PATH}/${id}`, { method: id === null ? 'POST' : 'PUT', body: input })

export const deleteGoalTemplate = (id: number) => apiJson<void>(`${PATH}/${id}`, { method: 'DELETE' })

export function useSaveGoalTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveGoalTemplate, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['goal-templates', 'list'] }) })
}

export function useDeleteGoalTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteGoalTemplate, onSettled: () => void queryClient.invalidateQueries({ queryKey: ['goal-templates', 'list'] }) })
}
