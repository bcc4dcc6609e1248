import { createHmac, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { LoginInput, TokenPair } from '../../src/domain/schemas/auth'
import type { AppDeps, AuthContext } from '../app-env'
import type { Executor } from '../db/client'
import { loginSessions, refreshTokens, users } from '../db/schema'
import { unauthenticated } from '../http/errors'
import { verifyPassword } from './passwords'
import { createSessionCache } from './session-cache'
import { loadSessionUser, sessionCallerOf } from './session-caller'
import { reserveLoginAttempt, settleSuccessfulLogin } from './rate-limit'
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens'

export interface AuthService {
  login(input: LoginInput, address: string): Promise<TokenPair>
  refresh(refreshToken: string): Promise<TokenPair>
  logoutSession(sessionId: string): Promise<void>
  logoutByRefreshToken(refreshToken: string): Promise<void>
  /** The caller of a live session, or null when the session was revoked or the user disabled. */
  sessionCaller(userId: number, sessionId: string): Promise<AuthContext | null>
  /**
   * Inside the caller's transaction: ends every sign-in of `userId` (all its refresh tokens and
   * access tokens), except `keep` when given, and announces it so every process's session cache
   * forgets them once the transaction commits. Call `forgetUser` after the commit.
   */
  revokeUserSessions(tx: Executor, userId: number, reason: string, keep?: string): Promise<void>
  /** After the revoking transaction committed: this process forgets the user's sessions now. */
  forgetUser(userId: number): void
}

export function createAuthService(deps: AppDeps, signingSecret: string): AuthService {
  const { db, config, now } = deps
  const liveSessions = createSessionCache(db)

  /**
   * A rotated token's successor is derived from it with the server's secret rather than drawn at
   * random, so a retry of a refresh whose answer was lost recomputes the very same successor.
   */
  function successorToken(presented: string): string {
    return createHmac('sha256', signingSecret).update(`refresh-successor:${presented}`).digest('base64url')
  }

  async function issuePair(tx: Executor, userId: number, sessionId: string, issuedAt: Date, refreshToken: string): Promise<TokenPair> {
    await tx.insert(refreshTokens).values({
      session_id: sessionId,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: new Date(issuedAt.getTime() + config.refreshTokenTtlSeconds * 1000),
    })
    const accessToken = await signAccessToken(signingSecret, userId, sessionId, issuedAt, config.accessTokenTtlSeconds)
    return { accessToken, refreshToken, tokenType: 'bearer' }
  }

  /**
   * The answer to a refresh can be lost in transit; the device then presents the same token
   * again. Within the grace window, and only while the successor is still the family's current
   * token (not used, not expired), it gets the same pair again (the access token is signed with
   * the first answer's time, so it is byte for byte the same). Otherwise null: a reuse.
   */
  async function graceRetry(tx: Executor, session: { id: string; user_id: number }, usedAt: Date | null, presented: string, at: Date) {
    if (!usedAt || at.getTime() - usedAt.getTime() > config.refreshReuseGraceSeconds * 1000) return null
    const successor = successorToken(presented)
    const [current] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.token_hash, hashRefreshToken(successor)),
          eq(refreshTokens.session_id, session.id),
          isNull(refreshTokens.used_at),
          gt(refreshTokens.expires_at, at),
        ),
      )
    if (!current) return null
    const accessToken = await signAccessToken(signingSecret, session.user_id, session.id, usedAt, config.accessTokenTtlSeconds)
    return { accessToken, refreshToken: successor, tokenType: 'bearer' } satisfies TokenPair
  }

  /** Inside a transaction; the caller forgets the session once it committed. */
  async function revokeSession(tx: Executor, sessionId: string, reason: string) {
    await tx
      .update(loginSessions)
      .set({ revoked_at: now(), revoked_reason: reason })
      .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revoked_at)))
    await liveSessions.announce(tx, { session: sessionId })
  }

  async function signOut(sessionId: string) {
    await db.transaction((tx) => revokeSession(tx, sessionId, 'logout'))
    liveSessions.forget({ session: sessionId })
  }

  return {
    async login({ email, password }, address) {
      // The attempt is counted before the password is checked (a failure keeps the count).
      const attempt = await reserveLoginAttempt(db, email, address, config.loginLimits, now())
      const [user] = await db.select().from(users).where(eq(users.email, email))
      const valid = await verifyPassword(user?.password_hash, password)
      if (!user || !valid || !user.is_active) {
        throw unauthenticated('invalid_credentials', 'Correo electrónico o contraseña incorrectos.')
      }
      await settleSuccessfulLogin(db, attempt)
      return db.transaction(async (tx) => {
        const sessionId = randomUUID()
        await tx.insert(loginSessions).values({ id: sessionId, user_id: user.id, created_at: now() })
        return issuePair(tx, user.id, sessionId, now(), newRefreshToken())
      })
    },

    async refresh(presented) {
      const outcome = await db.transaction(async (tx) => {
        const at = now()
        // FOR UPDATE: of two concurrent uses, the second waits and then sees the first's used_at.
        const [row] = await tx
          .select({ token: refreshTokens, session: loginSessions })
          .from(refreshTokens)
          .innerJoin(loginSessions, eq(loginSessions.id, refreshTokens.session_id))
          .where(eq(refreshTokens.token_hash, hashRefreshToken(presented)))
          .for('update')
        if (!row || row.session.revoked_at) return { kind: 'invalid' as const }
        if (row.token.expires_at.getTime() <= at.getTime()) return { kind: 'expired' as const }
        const spent = await tx
          .update(refreshTokens)
          .set({ used_at: at })
          .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.used_at)))
          .returning({ id: refreshTokens.id })
        if (spent.length === 1) {
          const pair = await issuePair(tx, row.session.user_id, row.session.id, at, successorToken(presented))
          return { kind: 'issued' as const, pair }
        }
        const retry = await graceRetry(tx, row.session, row.token.used_at, presented, at)
        if (retry) return { kind: 'issued' as const, pair: retry }
        // A spent token presented again, after the grace window or once its successor was used
        // in turn, means a copy exists somewhere else: end the whole sign-in so neither copy works.
        await revokeSession(tx, row.session.id, 'refresh_token_reused')
        return { kind: 'reused' as const, sessionId: row.session.id }
      })
      if (outcome.kind === 'issued') return outcome.pair
      if (outcome.kind === 'reused') {
        liveSessions.forget({ session: outcome.sessionId })
        throw unauthenticated('refresh_token_reused', 'La sesión se cerró por seguridad. Inicie sesión de nuevo.')
      }
      if (outcome.kind === 'expired') throw unauthenticated('refresh_token_expired', 'La sesión expiró. Inicie sesión de nuevo.')
      throw unauthenticated('invalid_refresh_token', 'La sesión expiró. Inicie sesión de nuevo.')
    },
    logoutSession: signOut,

    async logoutByRefreshToken(presented) {
      const [row] = await db
        .select({ session_id: refreshTokens.session_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashRefreshToken(presented)))
      if (row) await signOut(row.session_id)
    },

    async revokeUserSessions(tx, userId, reason, keep) {
      const others = keep ? ne(loginSessions.id, keep) : undefined
      await tx
        .update(loginSessions)
        .set({ revoked_at: now(), revoked_reason: reason })
        .where(and(eq(loginSessions.user_id, userId), isNull(loginSessions.revoked_at), others))
      await liveSessions.announce(tx, { user: userId })
    },

    forgetUser(userId) {
      liveSessions.forget({ user: userId })
    },

    async sessionCaller(userId, sessionId) {
      const user = await liveSessions.user(sessionId, userId, () => loadSessionUser(db, userId, sessionId))
      return user && sessionCallerOf(db, user, sessionId)
    },
  }
}
