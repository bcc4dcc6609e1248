import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomerItem } from '../../../domain/reference-office'
import { apiJson } from '../../../sync/api-client'

/** GET /customers (spec §7 Reference data): the customers (school districts) the person may reach. */
export const listCustomers = () => apiJson<CustomerItem[]>('/customers')
// Reference data: fetched once per visit.
export const customersQuery = () => queryOptions({ queryKey: ['customers'], queryFn: listCustomers, staleTime: Infinity })
export const useCustomers = () => useQuery(customersQuery())
