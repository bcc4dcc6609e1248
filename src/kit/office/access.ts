import { hasModule, type Company, type ModuleId } from '../../domain/company'
import { canAnywhere, type Permission, type PermissionSet } from '../../domain/permissions/permissions'

/**
 * What an office area needs: a permission the person holds (anywhere: a customer-scoped role
 * reaches the area, and the server narrows what it answers), and, for areas of a module, the
 * company's module (spec §1 has-module check).
 */
export interface AreaRequirement {
  /** None: any staff member (e.g. the downloads manager's reading). */
  permission?: Permission
  module?: ModuleId
}

export type Access = 'allowed' | 'module-missing' | 'not-permitted'

/** Module first: a company without the module has no such area for anyone. */
export function accessTo(requirement: AreaRequirement, user: Partial<PermissionSet>, company: Pick<Company, 'modules'> | null): Access {
  if (requirement.module && !hasModule(company, requirement.module)) return 'module-missing'
  const set: PermissionSet = { permissions: user.permissions ?? [], customer_permissions: user.customer_permissions ?? [] }
  return !requirement.permission || canAnywhere(set, requirement.permission) ? 'allowed' : 'not-permitted'
}
