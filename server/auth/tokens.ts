import { createHash, randomBytes } from 'node:crypto'
import { sign, verify } from 'hono/jwt'

export interface AccessClaims {
  /** User id. */
  sub: string
  /** Login session (token family) id. */
  sid: string
  iat: number
  exp: number
}

export function signAccessToken(secret: string, userId: number, sessionId: string, now: Date, ttlSeconds: number) {
  const iat = Math.floor(now.getTime() / 1000)
  const claims: AccessClaims = { sub: String(userId), sid: sessionId, iat, exp: iat + ttlSeconds }
  return sign({ ...claims }, secret, 'HS256')
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessCheck> {
  try {
    // hono would check exp, iat and nbf against the wall clock, so a token from an app whose
    // clock is not the wall clock (tests) would fail; the times are checked below with `now`.
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false })
    const claims = payload as unknown as AccessClaims
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
      return { ok: false, reason: 'invalid' }
    }
    if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' }
    return { ok: true, claims }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
