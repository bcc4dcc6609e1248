import { and, eq, isNull } from 'drizzle-orm'
import type { UserRole } from '../../src/domain/schemas/auth'
import type { AuthContext } from '../app-env'
import type { Executor } from '../db/client'
import { loginSessions, roles, userRoles, users } from '../db/schema'

/**
 * The caller of a request with a valid access token, or null when the session was signed out
 * or revoked, or the user disabled. It runs on every authenticated request, so signing out
 * stops the session's access tokens at once; it is one join of two primary-key lookups. What
 * only some routes need (the roles) is loaded when first asked for, not on every request.
 */
export async function loadSessionCaller(db: Executor, userId: number, sessionId: string): Promise<AuthContext | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      provider_id: users.provider_id,
    })
    .from(loginSessions)
    .innerJoin(users, eq(users.id, loginSessions.user_id))
    .where(and(eq(loginSessions.id, sessionId), eq(loginSessions.user_id, userId), isNull(loginSessions.revoked_at), eq(users.is_active, true)))
  if (!user) return null
  let userRoleRows: Promise<UserRole[]> | undefined
  return {
    sessionId,
    user: { ...user, name: `${user.first_name} ${user.last_name}` },
    roles: () => (userRoleRows ??= loadUserRoles(db, user.id)),
  }
}

function loadUserRoles(db: Executor, userId: number): Promise<UserRole[]> {
  return db
    .select({ role_id: roles.id, name: roles.name, customer_id: userRoles.customer_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
}
