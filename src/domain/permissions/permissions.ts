/**
 * Named permissions and the roles that grant them (spec §6 leaves both open; this is the design).
 * The database holds the same mapping (roles → role_permissions), seeded from `ROLE_PERMISSIONS`;
 * a role is held globally or for one customer (school district). The server checks one
 * permission on every office endpoint; the app uses the same names to show navigation.
 */

export const PERMISSIONS = [
  'students.read',
  'students.write',
  'locations.read',
  'locations.write',
  'referrals.read',
  'referrals.write',
  'providers.read',
  'providers.write',
  /** Office-maintained service catalogues: skills and objectives. */
  'services.manage',
  'import.run',
  'billing.manage',
  'finance.manage',
  'plans.read',
  'plans.write',
  'users.manage',
  /** The downloads file manager's writes (create, upload, rename, move, delete); any staff member reads. */
  'downloads.manage',
  /** The office's standard texts (/boilerplate): any staff member reads; this writes. */
  'boilerplate.manage',
] as const

export type Permission = (typeof PERMISSIONS)[number]

export const ROLE_NAMES = ['Administrador', 'Facturación', 'Finanzas', 'Coordinación clínica', 'Consulta'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

const READ_ONLY: Permission[] = ['students.read', 'locations.read', 'referrals.read', 'providers.read', 'plans.read']

export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Administrador: PERMISSIONS,
  Facturación: [...READ_ONLY, 'billing.manage', 'import.run'],
  Finanzas: ['providers.read', 'locations.read', 'finance.manage'],
  'Coordinación clínica': [
    ...READ_ONLY,
    'students.write',
    'locations.write',
    'referrals.write',
    'plans.write',
    'services.manage',
    'import.run',
    'downloads.manage',
    'boilerplate.manage',
  ],
  Consulta: READ_ONLY,
}

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  Administrador: 'Acceso completo a la consola de oficina',
  Facturación: 'Periodos de facturación, visitas, importaciones e informes',
  Finanzas: 'Facturas de proveedores, contratos y pagos',
  'Coordinación clínica': 'Estudiantes, referidos, ubicaciones y planes',
  Consulta: 'Solo lectura de estudiantes, referidos y ubicaciones',
}

/** The permissions a user holds for one customer (a role scoped to that customer). */
export interface CustomerPermissions {
  customer_id: number
  permissions: Permission[]
}

/** What the server tells the app about a user's reach (part of GET /users/user). */
export interface PermissionSet {
  /** Held everywhere (global roles). */
  permissions: Permission[]
  /** Held only for these customers (customer-scoped roles), beyond the global ones. */
  customer_permissions: CustomerPermissions[]
}

/** Whether the user holds `permission` anywhere: enough to show a navigation entry. */
export function canAnywhere(set: PermissionSet, permission: Permission): boolean {
  return set.permissions.includes(permission) || set.customer_permissions.some((scope) => scope.permissions.includes(permission))
}

/** Whether the user holds `permission` for records of `customerId` (null: records of no customer). */
export function canFor(set: PermissionSet, permission: Permission, customerId: number | null): boolean {
  if (set.permissions.includes(permission)) return true
  return customerId !== null && set.customer_permissions.some((scope) => scope.customer_id === customerId && scope.permissions.includes(permission))
}

/**
 * The customers whose records the user may reach with `permission`: `'all'` for a global grant,
 * otherwise the scoped customers (possibly none).
 */
export function customersWith(set: PermissionSet, permission: Permission): 'all' | number[] {
  if (set.permissions.includes(permission)) return 'all'
  return set.customer_permissions.filter((scope) => scope.permissions.includes(permission)).map((scope) => scope.customer_id)
}

/** Folds role grants (global when customer_id is null) into one PermissionSet. */
export function permissionSetOf(grants: ReadonlyArray<{ permission: string; customer_id: number | null }>): PermissionSet {
  const known = new Set<string>(PERMISSIONS)
  const global = new Set<Permission>()
  const scoped = new Map<number, Set<Permission>>()
  for (const grant of grants) {
    if (!known.has(grant.permission)) continue
    const permission = grant.permission as Permission
    if (grant.customer_id === null) global.add(permission)
    else scoped.set(grant.customer_id, (scoped.get(grant.customer_id) ?? new Set()).add(permission))
  }
  const order = (items: Iterable<Permission>) => PERMISSIONS.filter((permission) => new Set(items).has(permission))
  return {
    permissions: order(global),
    customer_permissions: [...scoped]
      .sort(([a], [b]) => a - b)
      .map(([customer_id, permissions]) => ({ customer_id, permissions: order([...permissions].filter((p) => !global.has(p))) }))
      .filter((scope) => scope.permissions.length > 0),
  }
}
