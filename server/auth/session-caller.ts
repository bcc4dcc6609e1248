import { and, eq, isNull, sql } from 'drizzle-orm'
import type { UserRole } from '../../src/domain/schemas/auth'
import type { AuthContext } from '../app-env'
import type { Executor } from '../db/client'
import { loginSessions, providerSupervisions, roles, userRoles, users } from '../db/schema'

/**
 * The caller of a request with a valid access token, in ONE indexed query (login session by its
 * primary key, its user, their roles and the providers they supervise), or null when the session
 * was signed out or revoked, or the user disabled. It runs on every authenticated request, so
 * signing out stops the session's access tokens at once; being one statement, it costs about
 * as much as the revocation check alone would.
 */
export async function loadSessionCaller(db: Executor, userId: number, sessionId: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      provider_id: users.provider_id,
      roles: sql<UserRole[]>`(
        select coalesce(json_agg(json_build_object('role_id', ${roles.id}, 'name', ${roles.name}, 'customer_id', ${userRoles.customer_id}) order by ${roles.id}, ${userRoles.customer_id}), '[]'::json)
        from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id}
        where ${userRoles.user_id} = ${users.id}
      )`,
      supervised: sql<number[]>`(
        select coalesce(json_agg(${providerSupervisions.provider_id}), '[]'::json)
        from ${providerSupervisions}
        where ${providerSupervisions.supervisor_id} = ${users.provider_id}
      )`,
    })
    .from(loginSessions)
    .innerJoin(users, eq(users.id, loginSessions.user_id))
    .where(and(eq(loginSessions.id, sessionId), eq(loginSessions.user_id, userId), isNull(loginSessions.revoked_at), eq(users.is_active, true)))
  if (!row) return null
  const { roles: userRoleRows, supervised, ...user } = row
  return {
    sessionId,
    user: { ...user, name: `${user.first_name} ${user.last_name}`, roles: userRoleRows },
    supervised,
  }
}
