import { and, eq, isNull, sql } from 'drizzle-orm'
import { permissionSetOf, type PermissionSet } from '../../src/domain/permissions/permissions'
import type { UserRole } from '../../src/domain/schemas/auth'
import type { AuthContext, SessionUser } from '../app-env'
import type { Executor } from '../db/client'
import { loginSessions, providerSupervisions, rolePermissions, roles, userRoles, users } from '../db/schema'

/**
 * The user of a live session, or null when the session was signed out or revoked, or the user
 * disabled: one join of two primary-key lookups (session-cache.ts spares most requests even that).
 */
export async function loadSessionUser(db: Executor, userId: number, sessionId: string): Promise<SessionUser | null> {
  const [user] = await liveSessionUser(db).execute({ sessionId, userId })
  return user ? { ...user, name: `${user.first_name} ${user.last_name}` } : null
}

/**
 * The caller of a request: what only some routes need (the roles, the permissions) is read
 * when first asked for, once per request, never cached across requests.
 */
export function sessionCallerOf(db: Executor, user: SessionUser, sessionId: string): AuthContext {
  let userRoleRows: Promise<UserRole[]> | undefined
  let permissionSet: Promise<PermissionSet> | undefined
  let supervisedProviders: Promise<number[]> | undefined
  return {
    sessionId,
    user,
    roles: () => (userRoleRows ??= loadUserRoles(db, user.id)),
    permissions: () => (permissionSet ??= loadPermissionSet(db, user.id)),
    supervised: () => (supervisedProviders ??= loadSupervised(db, user.provider_id)),
  }
}

function prepareLiveSessionUser(db: Executor) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      provider_id: users.provider_id,
    })
    .from(loginSessions)
    .innerJoin(users, eq(users.id, loginSessions.user_id))
    .where(
      and(
        eq(loginSessions.id, sql.placeholder('sessionId')),
        eq(loginSessions.user_id, sql.placeholder('userId')),
        isNull(loginSessions.revoked_at),
        eq(users.is_active, true),
      ),
    )
    .prepare('live_session_user')
}

// Built once per database rather than per request: on PostgreSQL a named statement, parsed and
// planned once per connection; on both, no query building on the hot path.
const prepared = new WeakMap<Executor, ReturnType<typeof prepareLiveSessionUser>>()
function liveSessionUser(db: Executor) {
  let statement = prepared.get(db)
  if (!statement) {
    statement = prepareLiveSessionUser(db)
    prepared.set(db, statement)
  }
  return statement
}

function loadUserRoles(db: Executor, userId: number): Promise<UserRole[]> {
  return db
    .select({ role_id: roles.id, name: roles.name, customer_id: userRoles.customer_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
}

/** What the user's roles grant, globally (customer_id null) or for one customer. */
export async function loadPermissionSet(db: Executor, userId: number): Promise<PermissionSet> {
  const grants = await db
    .select({ permission: rolePermissions.permission, customer_id: userRoles.customer_id })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
  return permissionSetOf(grants)
}

/** The providers a provider supervises (none for staff and plain providers). */
async function loadSupervised(db: Executor, providerId: number | null): Promise<number[]> {
  if (providerId === null) return []
  const rows = await db
    .select({ provider_id: providerSupervisions.provider_id })
    .from(providerSupervisions)
    .where(eq(providerSupervisions.supervisor_id, providerId))
  return rows.map((row) => row.provider_id)
}
