import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { rolePermissions, userRoles, users } from '../db/schema'
import { conflict } from '../http/errors'

/** Any fixed number: the advisory lock every change that could leave no administrator takes. */
const ADMINISTRATORS_LOCK = 16_001

/**
 * Serialises the changes that can take away an administrator (role removals, deactivations):
 * two administrators removing each other at once must not both succeed. Taken at the start of
 * such a transaction; released when it ends.
 */
export async function lockAdministrators(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`)
}

/**
 * A global administrator is an active account holding `users.manage` through a global role:
 * only such a person can manage accounts at all, so one must always remain. Checked after the
 * change, inside its transaction (the 409 rolls it back).
 */
export async function assertAdministratorRemains(tx: Executor): Promise<void> {
  const [someone] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.user_id, users.id), isNull(userRoles.customer_id)))
    .innerJoin(rolePermissions, and(eq(rolePermissions.role_id, userRoles.role_id), eq(rolePermissions.permission, 'users.manage')))
    .where(eq(users.is_active, true))
    .limit(1)
  if (!someone) throw conflict('last_administrator', 'No se puede quitar el último administrador global.')
}
