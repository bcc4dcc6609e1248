import type { UserRoleGrant } from '../../domain/users/types'

/** "Consulta (ORE San Juan)" for a role held for one customer, the bare name for a global one. */
export function roleLabel(grant: UserRoleGrant): string {
  return grant.customer_name ? `${grant.name} (${grant.customer_name})` : grant.name
}
