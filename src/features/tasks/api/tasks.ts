import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomerFormTasks, FormTask, ProviderFormTasks, TasksSummary } from '../../../domain/tasks/user-tasks'
import { apiJson } from '../../../sync/api-client'

/** GET /user-tasks/summary: the /tasks hub's counts (null for areas this person does not open). */
export const tasksSummaryQuery = () => queryOptions({ queryKey: ['user-tasks', 'summary'], queryFn: () => apiJson<TasksSummary>('/user-tasks/summary') })
export const useTasksSummary = () => useQuery(tasksSummaryQuery())

/** GET /user-tasks/forms/customers. */
export const formTasksByCustomerQuery = () =>
  queryOptions({ queryKey: ['user-tasks', 'forms'], queryFn: () => apiJson<CustomerFormTasks[]>('/user-tasks/forms/customers') })
export const useFormTasksByCustomer = (enabled: boolean) => useQuery({ ...formTasksByCustomerQuery(), enabled })

/** GET /user-tasks/forms/customers/{customer_id}/providers. */
export const formTasksByProviderQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['user-tasks', 'forms', customerId],
    queryFn: () => apiJson<ProviderFormTasks[]>(`/user-tasks/forms/customers/${customerId}/providers`),
  })
export const useFormTasksByProvider = (customerId: number | undefined) => useQuery({ ...formTasksByProviderQuery(customerId ?? 0), enabled: customerId !== undefined })

/** GET /user-tasks/forms/customers/{customer_id}/providers/{provider_id}. */
export const formTasksQuery = (customerId: number, providerId: number) =>
  queryOptions({
    queryKey: ['user-tasks', 'forms', customerId, providerId],
    queryFn: () => apiJson<FormTask[]>(`/user-tasks/forms/customers/${customerId}/providers/${providerId}`),
  })
export const useFormTasks = (customerId: number | undefined, providerId: number | undefined) =>
  useQuery({ ...formTasksQuery(customerId ?? 0, providerId ?? 0), enabled: customerId !== undefined && providerId !== undefined })
