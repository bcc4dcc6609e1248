import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { Page } from '../../../domain/lists/list-params'
import type { ObjectiveTemplateInput } from '../../../domain/plans/schemas'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'

export type ObjectiveTemplateValues = v.InferOutput<typeof ObjectiveTemplateInput>

/** An objective template (the office's shared wordings), as GET /intervention-plans/objective-templates answers it. */
export interface ObjectiveTemplate {
  id: number
  name: string
  description: string
  measurement_type_id: number
}

export interface TemplatesSearch {
  q?: string
  page?: number
}

const PATH = '/intervention-plans/objective-templates'

export const listObjectiveTemplates = (search: TemplatesSearch) => apiJson<Page<ObjectiveTemplate>>(`${PATH}${listQueryString(search)}`)
export const objectiveTemplatesQuery = (search: TemplatesSearch) =>
  queryOptions({ queryKey: ['objective-templates', 'list', search], queryFn: () => listObjectiveTemplates(search) })
export const useObjectiveTemplates = (search: TemplatesSearch) => useQuery({ ...objectiveTemplatesQuery(search), placeholderData: keepPreviousData })

/** POST, or PUT …/{id} when `id` is given. */
export const saveObjectiveTemplate = ({ id, input }: { id: number | null; input: ObjectiveTemplateValues }) =>
  apiJson<ObjectiveTemplate>(id === null ? PATH : `${PATH}/${id}`, { method: id === null ? 'POST' : 'PUT', body: input })

export const deleteObjectiveTemplate = (id: number) => apiJson<void>(`${PATH}/${id}`, { method: 'DELETE' })

export function useSaveObjectiveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveObjectiveTemplate, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['objective-templates', 'list'] }) })
}

export function useDeleteObjectiveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteObjectiveTemplate, onSettled: () => void queryClient.invalidateQueries({ queryKey: ['objective-templates', 'list'] }) })
}
