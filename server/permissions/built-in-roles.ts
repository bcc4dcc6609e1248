import { PERMISSIONS, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLE_PERMISSIONS } from '../../src/domain/permissions/permissions'
import type { Executor } from '../db/client'
import { permissions, rolePermissions, roles } from '../db/schema'

/**
 * Writes the permissions and the built-in roles' grants of src/domain/permissions into the
 * database. Runs at every start (and in the seed) and only adds: a database made before a
 * permission existed gains it, and a role an administrator created is left alone.
 */
export async function ensureBuiltInRoles(db: Executor): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing()
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing()
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles)
  const grants = rows.flatMap((role) =>
    (ROLE_PERMISSIONS[role.name as keyof typeof ROLE_PERMISSIONS] ?? []).map((permission) => ({ role_id: role.id, permission })),
  )
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing()
}
