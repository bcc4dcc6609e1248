import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sign } from 'hono/jwt'

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

// The only header signAccessToken writes (hono/jwt, HS256); anything else is refused.
const EXPECTED_HEADER = { alg: 'HS256', typ: 'JWT' }

/**
 * Checks an HS256 access token with node:crypto: every authenticated request runs this, and
 * a synchronous HMAC costs a fraction of WebCrypto's importKey + verify round trip. The times
 * are checked with `now` (the app's clock, which tests set), not the wall clock.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessCheck> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [header = '', payload = '', signature = ''] = parts
  // Compared as text: the one canonical encoding, so no variant spelling of a signature passes.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const claims = parseJson(payload) as Partial<AccessClaims> | null
  const head = parseJson(header) as { alg?: unknown; typ?: unknown } | null
  if (head?.alg !== EXPECTED_HEADER.alg || (head.typ !== undefined && head.typ !== EXPECTED_HEADER.typ)) return { ok: false, reason: 'invalid' }
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid' }
  }
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims as AccessClaims }
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
