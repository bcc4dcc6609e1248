import { queryOptions, useQuery } from '@tanstack/react-query'
import { customersWith, type Permission } from '../../domain/permissions/permissions'
import type { CustomerItem } from '../../domain/reference-office'
import { apiJson } from '../../sync/api-client'
import { useSession } from '../session/use-session'

/** GET /customers (spec §7 Reference data): every customer (school district). */
export const listCustomers = () => apiJson<CustomerItem[]>('/customers')
// Reference data: fetched once per visit.
export const customersQuery = () => queryOptions({ queryKey: ['customers'], queryFn: listCustomers, staleTime: Infinity })
export const useCustomers = () => useQuery(customersQuery())

/**
 * The customers the person reaches with `permission` (all of them for a global role, her own for
 * a customer-scoped one): the regions a filter or a form offers her, so she is never offered a
 * region whose answer can only be empty.
 */
export function useCustomersWith(permission: Permission) {
  const customers = useCustomers()
  const user = useSession()?.user
  const reach = user ? customersWith({ permissions: user.permissions, customer_permissions: user.customer_permissions }, permission) : []
  return { ...customers, data: customers.data?.filter((customer) => reach === 'all' || reach.includes(customer.id)) }
}
