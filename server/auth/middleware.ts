import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../app-env'
import { unauthenticated } from '../http/errors'
import type { AuthService } from './service'
import { verifyAccessToken } from './tokens'

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * Requires a valid access token of a live session. The session is checked on every call (one
 * indexed query that also loads the user, roles and supervised providers), so logging out (or
 * a detected refresh-token theft) stops its access tokens at once.
 */
export function requireAuth(deps: AppDeps, auth: AuthService, secret: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw unauthenticated()
    const check = await verifyAccessToken(secret, token, deps.now())
    if (!check.ok) {
      throw check.reason === 'expired'
        ? unauthenticated('token_expired', 'La sesión expiró. Renueve el token.')
        : unauthenticated()
    }
    const caller = await auth.sessionCaller(Number(check.claims.sub), check.claims.sid)
    if (!caller) throw unauthenticated()
    c.set('auth', caller)
    await next()
  })
}
