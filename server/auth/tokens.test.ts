import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from './tokens'

const NOW = new Date('2026-03-02T12:00:00Z')
const SECRET = 'the-server-secret'
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

describe('verifyAccessToken', () => {
  it('accepts what signAccessToken signed, with its claims, until it expires', async () => {
    const token = await signAccessToken(SECRET, 7, 'session-1', NOW, 900)
    expect(await verifyAccessToken(SECRET, token, NOW)).toEqual({
      ok: true,
      claims: { sub: '7', sid: 'session-1', iat: seconds(NOW), exp: seconds(NOW) + 900 },
    })
    expect(await verifyAccessToken(SECRET, token, new Date(NOW.getTime() + 900_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses another secret, a changed payload or signature, another algorithm and garbage', async () => {
    const token = await signAccessToken(SECRET, 7, 'session-1', NOW, 900)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', sid: 'session-1', iat: seconds(NOW), exp: seconds(NOW) + 900 })).toString('base64url')
    const hs512 = await sign({ sub: '7', sid: 'session-1', exp: seconds(NOW) + 900 }, SECRET, 'HS512')
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const candidates = [
      await signAccessToken('another-secret', 7, 'session-1', NOW, 900),
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      hs512,
      none,
      'garbage',
      '',
    ]
    for (const candidate of candidates) {
      expect(await verifyAccessToken(SECRET, candidate, NOW), candidate).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
