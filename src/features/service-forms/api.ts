import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Evaluation, EvaluationCreateInput, EvaluationLookup } from '../../domain/evaluations/schemas'
import type { Page } from '../../domain/lists/list-params'
import type { ServiceForm, ServiceFormCreateInput, ServiceFormGuestLink, ServiceFormType } from '../../domain/service-forms/schemas'
import { apiJson } from '../../sync/api-client'

/**
 * A referral's service forms and evaluations (spec §7 "Service forms", "Evaluations"): online
 * calls through TanStack Query; every write refreshes the referral's lists.
 */
const FORMS_KEY = ['service-forms'] as const
const EVALUATIONS_KEY = ['evaluations'] as const

export const serviceFormsQuery = (referralId: number) =>
  queryOptions({ queryKey: [...FORMS_KEY, 'referral', referralId], queryFn: () => apiJson<Page<ServiceForm>>(`/service-forms?referral_id=${referralId}&page_size=100`) })
export const useServiceForms = (referralId: number) => useQuery(serviceFormsQuery(referralId))
export const useServiceFormTypes = () =>
  useQuery({ queryKey: [...FORMS_KEY, 'types'], queryFn: () => apiJson<ServiceFormType[]>('/service-forms/types'), staleTime: Infinity })

export const evaluationsQuery = (referralId: number) =>
  queryOptions({ queryKey: [...EVALUATIONS_KEY, 'referral', referralId], queryFn: () => apiJson<Page<Evaluation>>(`/evaluations?referral_id=${referralId}&page_size=100`) })
export const useEvaluations = (referralId: number) => useQuery(evaluationsQuery(referralId))
export const useEvaluationServices = () =>
  useQuery({ queryKey: [...EVALUATIONS_KEY, 'services'], queryFn: () => apiJson<EvaluationLookup[]>('/evaluations/services'), staleTime: Infinity })
export const useEvaluationTypes = () =>
  useQuery({ queryKey: [...EVALUATIONS_KEY, 'types'], queryFn: () => apiJson<EvaluationLookup[]>('/evaluations/types'), staleTime: Infinity })

export type ServiceFormFields = Omit<ServiceFormCreateInput, 'referral_id'>
export type EvaluationFields = Omit<EvaluationCreateInput, 'referral_id'>

function useFormsWrite<TArgs>(key: readonly string[], run: (args: TArgs) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: key }) })
}

export const useSaveServiceForm = (referralId: number) =>
  useFormsWrite(FORMS_KEY, ({ id, hash, fields }: { id: number | null; hash: string | null; fields: ServiceFormFields }) =>
    id === null
      ? apiJson<ServiceForm>('/service-forms', { method: 'POST', body: { referral_id: referralId, ...fields } })
      : apiJson<ServiceForm>(`/service-forms/${id}`, { method: 'PUT', body: { ...fields, hash } }),
  )
export const useDeleteServiceForm = () => useFormsWrite(FORMS_KEY, (form: ServiceForm) => apiJson<void>(`/service-forms/${form.id}`, { method: 'DELETE', body: { hash: form.hash } }))
export const useIssueLink = () => useFormsWrite(FORMS_KEY, (form: ServiceForm) => apiJson<ServiceFormGuestLink>(`/service-forms/${form.id}/guest-links`, { method: 'POST' }))
export const useRevokeLink = () =>
  useFormsWrite(FORMS_KEY, ({ form, link }: { form: ServiceForm; link: ServiceFormGuestLink }) =>
    apiJson<ServiceFormGuestLink>(`/service-forms/${form.id}/guest-links/${link.id}/revoke`, { method: 'PATCH' }),
  )

export const useSaveEvaluation = (referralId: number) =>
  useFormsWrite(EVALUATIONS_KEY, ({ id, hash, fields }: { id: number | null; hash: string | null; fields: EvaluationFields }) =>
    id === null
      ? apiJson<Evaluation>('/evaluations', { method: 'POST', body: { referral_id: referralId, ...fields } })
      : apiJson<Evaluation>(`/evaluations/${id}`, { method: 'PUT', body: { ...fields, hash } }),
  )
export const useDeleteEvaluation = () => useFormsWrite(EVALUATIONS_KEY, (row: Evaluation) => apiJson<void>(`/evaluations/${row.id}`, { method: 'DELETE', body: { hash: row.hash } }))
