import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { permissionSetOf } from '../../src/domain/permissions/permissions'
import type { CurrentUser, LoginInput, TokenPair } from '../../src/domain/schemas/auth'
import type { AppDeps } from '../app-env'
import type { Executor } from '../db/client'
import { loginSessions, refreshTokens, rolePermissions, roles, userRoles, users } from '../db/schema'
import { unauthenticated } from '../http/errors'
import { verifyPassword } from './passwords'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './rate-limit'
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens'

export interface AuthService {
  login(input: LoginInput, address: string): Promise<TokenPair>
  refresh(refreshToken: string): Promise<TokenPair>
  logoutSession(sessionId: string): Promise<void>
  logoutByRefreshToken(refreshToken: string): Promise<void>
  /** The user of a live session, or null when the session was revoked or the user disabled. */
  currentUser(userId: number, sessionId: string): Promise<CurrentUser | null>
}

export function createAuthService(deps: AppDeps, signingSecret: string): AuthService {
  const { db, config, now } = deps

  async function issuePair(tx: Executor, userId: number, sessionId: string): Promise<TokenPair> {
    const issuedAt = now()
    const refreshToken = newRefreshToken()
    await tx.insert(refreshTokens).values({
      session_id: sessionId,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: new Date(issuedAt.getTime() + config.refreshTokenTtlSeconds * 1000),
    })
    const accessToken = await signAccessToken(signingSecret, userId, sessionId, issuedAt, config.accessTokenTtlSeconds)
    return { accessToken, refreshToken, tokenType: 'bearer' }
  }

  async function revokeSession(tx: Executor, sessionId: string, reason: string) {
    await tx
      .update(loginSessions)
      .set({ revoked_at: now(), revoked_reason: reason })
      .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revoked_at)))
  }

  return {
    async login({ email, password }, address) {
      await assertLoginAllowed(db, email, address, config.loginLimits, now())
      const [user] = await db.select().from(users).where(eq(users.email, email))
      const valid = await verifyPassword(user?.password_hash, password)
      if (!user || !valid || !user.is_active) {
        await recordLoginFailure(db, email, address, config.loginLimits, now())
        throw unauthenticated('invalid_credentials', 'Correo electrónico o contraseña incorrectos.')
      }
      await clearLoginFailures(db, email, address, config.loginLimits)
      return db.transaction(async (tx) => {
        const sessionId = randomUUID()
        await tx.insert(loginSessions).values({ id: sessionId, user_id: user.id, created_at: now() })
        return issuePair(tx, user.id, sessionId)
      })
    },

    async refresh(presented) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ token: refreshTokens, session: loginSessions })
          .from(refreshTokens)
          .innerJoin(loginSessions, eq(loginSessions.id, refreshTokens.session_id))
          .where(eq(refreshTokens.token_hash, hashRefreshToken(presented)))
          .for('update')
        if (!row || row.session.revoked_at) return { kind: 'invalid' as const }
        // Marking the token spent is conditional, so of two concurrent uses only one wins;
        // the other is a reuse like any later one.
        const spent = await tx
          .update(refreshTokens)
          .set({ used_at: now() })
          .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.used_at)))
          .returning({ id: refreshTokens.id })
        if (spent.length === 0) {
          // A spent token presented again means a copy exists somewhere else: end the whole
          // sign-in so neither copy can be used.
          await revokeSession(tx, row.session.id, 'refresh_token_reused')
          return { kind: 'reused' as const }
        }
        if (row.token.expires_at.getTime() <= now().getTime()) return { kind: 'invalid' as const }
        return { kind: 'issued' as const, pair: await issuePair(tx, row.session.user_id, row.session.id) }
      })
      if (outcome.kind === 'issued') return outcome.pair
      if (outcome.kind === 'reused') {
        throw unauthenticated('refresh_token_reused', 'La sesión se cerró por seguridad. Inicie sesión de nuevo.')
      }
      throw unauthenticated('invalid_refresh_token', 'La sesión expiró. Inicie sesión de nuevo.')
    },

    async logoutSession(sessionId) {
      await revokeSession(db, sessionId, 'logout')
    },

    async logoutByRefreshToken(presented) {
      const [row] = await db
        .select({ session_id: refreshTokens.session_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashRefreshToken(presented)))
      if (row) await revokeSession(db, row.session_id, 'logout')
    },

    async currentUser(userId, sessionId) {
      const [row] = await db
        .select({ user: users, session: loginSessions })
        .from(loginSessions)
        .innerJoin(users, eq(users.id, loginSessions.user_id))
        .where(and(eq(loginSessions.id, sessionId), eq(loginSessions.user_id, userId)))
      if (!row || row.session.revoked_at || !row.user.is_active) return null
      const userRoleRows = await db
        .select({ role_id: roles.id, name: roles.name, customer_id: userRoles.customer_id })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.role_id))
        .where(eq(userRoles.user_id, userId))
      const grants = await db
        .select({ permission: rolePermissions.permission, customer_id: userRoles.customer_id })
        .from(userRoles)
        .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
        .where(eq(userRoles.user_id, userId))
      const { user } = row
      return {
        ...permissionSetOf(grants),
        id: user.id,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`,
        first_name: user.first_name,
        last_name: user.last_name,
        provider_id: user.provider_id,
        roles: userRoleRows,
      }
    },
  }
}
