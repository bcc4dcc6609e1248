import { Hono } from 'hono'
import * as v from 'valibot'
import { LoginInput, RefreshInput } from '../../src/domain/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { readJson } from '../http/json-body'
import { jsonBody } from '../http/validate'
import { access } from '../permissions/access'
import { clientAddress } from './client-address'
import { bearerToken } from './middleware'
import type { AuthService } from './service'
import { verifyAccessToken } from './tokens'

const LogoutInput = v.object({ refreshToken: v.optional(v.string()) })

export function authRoutes(deps: AppDeps, auth: AuthService, secret: string) {
  return new Hono<AppEnv>()
    .post('/login', access({ public: 'signing in' }), async (c) => {
      const input = await jsonBody(c, LoginInput)
      return c.json(await auth.login(input, clientAddress(c, deps.config.trustedProxyHops)))
    })
    .post('/token', access({ public: 'a refresh token proves the sign-in' }), async (c) => {
      const { refreshToken } = await jsonBody(c, RefreshInput)
      return c.json(await auth.refresh(refreshToken))
    })
    .post('/logout', access({ public: 'ends the sign-in its token names, even an expired one' }), async (c) => {
      // Logging out must work with an expired access token too: either the bearer token or the
      // refresh token identifies the sign-in to end. Logging out twice is not an error.
      const token = bearerToken(c.req.header('Authorization'))
      const check = token ? await verifyAccessToken(secret, token, deps.now()) : null
      if (check?.ok) {
        await auth.logoutSession(check.claims.sid)
      } else if (c.req.header('Content-Type')?.includes('application/json')) {
        const parsed = v.safeParse(LogoutInput, await readJson(c).catch(() => ({})))
        if (parsed.success && parsed.output.refreshToken) await auth.logoutByRefreshToken(parsed.output.refreshToken)
      }
      return c.body(null, 204)
    })
}
