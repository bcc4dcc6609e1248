import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BoilerplateCategoryInput, BoilerplateTextInput, BoilerplateTextPutInput } from '../../../domain/boilerplate/schemas'
import type { BoilerplateCategory, BoilerplateText } from '../../../domain/boilerplate/types'
import type { Page } from '../../../domain/lists/list-params'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { BoilerplateListSearch } from '../boilerplate-search'

/** The calls of /boilerplate (server/boilerplate/routes.ts); every key starts with 'boilerplate'. */
const ROOT = ['boilerplate'] as const

export const boilerplateTextsQuery = (search: BoilerplateListSearch) =>
  queryOptions({ queryKey: [...ROOT, 'texts', search], queryFn: () => apiJson<Page<BoilerplateText>>(`/boilerplate${listQueryString(search)}`) })
export const useBoilerplateTexts = (search: BoilerplateListSearch) => useQuery({ ...boilerplateTextsQuery(search), placeholderData: keepPreviousData })

export const boilerplateCategoriesQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'categories'], queryFn: () => apiJson<BoilerplateCategory[]>('/boilerplate/categories') })
export const useBoilerplateCategories = () => useQuery(boilerplateCategoriesQuery())

/** Any write changes texts and the categories' counts: both are fetched again. */
function useBoilerplateWrite<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }) })
}

export const useCreateText = () => useBoilerplateWrite((input: BoilerplateTextInput) => apiJson<BoilerplateText>('/boilerplate', { method: 'POST', body: input }))
export const useUpdateText = () =>
  useBoilerplateWrite(({ id, input }: { id: number; input: BoilerplateTextPutInput }) => apiJson<BoilerplateText>(`/boilerplate/${id}`, { method: 'PUT', body: input }))
export const useDeleteText = () => useBoilerplateWrite((id: number) => apiJson<void>(`/boilerplate/${id}`, { method: 'DELETE' }))

export const useCreateCategory = () =>
  useBoilerplateWrite((input: BoilerplateCategoryInput) => apiJson<BoilerplateCategory>('/boilerplate/categories', { method: 'POST', body: input }))
export const useRenameCategory = () =>
  useBoilerplateWrite(({ id, input }: { id: number; input: BoilerplateCategoryInput }) =>
    apiJson<BoilerplateCategory>(`/boilerplate/categories/${id}`, { method: 'PUT', body: input }),
  )
export const useDeleteCategory = () => useBoilerplateWrite((id: number) => apiJson<void>(`/boilerplate/categories/${id}`, { method: 'DELETE' }))
