import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { Objective, ObjectiveInput } from '../../../domain/services/schemas'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { ObjectivesSearch } from '../objectives-search'

/** GET /services/objectives (spec §7 "Services"): a page of the objectives catalogue, by name and service. */
export const listObjectives = (search: ObjectivesSearch) => apiJson<Page<Objective>>(`/services/objectives${listQueryString(search)}`)
export const objectivesQuery = (search: ObjectivesSearch) => queryOptions({ queryKey: ['objectives', 'list', search], queryFn: () => listObjectives(search) })
export const useObjectives = (search: ObjectivesSearch) => useQuery({ ...objectivesQuery(search), placeholderData: keepPreviousData })

/** POST /services/objectives, or PUT /services/objectives/{id} when `id` is given. */
export const saveObjective = ({ id, input }: { id: number | null; input: ObjectiveInput }) =>
  apiJson<Objective>(id === null ? '/services/objectives' : `/services/objectives/${id}`, { method: id === null ? 'POST' : 'PUT', body: input })

/** DELETE /services/objectives/{id}. */
export const deleteObjective = (id: number) => apiJson<void>(`/services/objectives/${id}`, { method: 'DELETE' })

/** Every change fetches the catalogue's pages again (an edit may move a row in the sort). */
export function useSaveObjective() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveObjective, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['objectives', 'list'] }) })
}

export function useDeleteObjective() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteObjective, onSettled: () => void queryClient.invalidateQueries({ queryKey: ['objectives', 'list'] }) })
}
