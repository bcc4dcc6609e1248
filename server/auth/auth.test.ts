import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decode, sign } from 'hono/jwt'
import type { CurrentUser, TokenPair } from '../../src/domain/schemas/auth'
import { createApp } from '../app'
import { readConfig } from '../config'
import { createTestApp, postJson, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())
// Every test signs in afresh, so the clock can start from the same instant each time.
beforeEach(() => t.clock.set(TEST_NOW))

async function errorCode(response: Response) {
  const body = (await response.json()) as { code: string }
  return body.code
}

describe('POST /api/auth/login', () => {
  it('answers a bearer token pair for the right password', async () => {
    const response = await t.attemptLogin('terapeuta@example.com', 'demo1234')
    expect(response.status).toBe(200)
    const body = (await response.json()) as TokenPair
    expect(body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), tokenType: 'bearer' })
    expect(body.accessToken.split('.')).toHaveLength(3)
  })

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await t.attemptLogin('terapeuta2@example.com', 'not-the-password')
    const unknownEmail = await t.attemptLogin('nadie@example.com', 'demo1234')
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 'invalid_credentials', message: expect.any(String) })
    }
  })

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const response = await t.attemptLogin('  TeraPeuta@Example.COM ', 'demo1234')
    expect(response.status).toBe(200)
  })

  it('answers 422 with a code per invalid field', async () => {
    const response = await t.request('/api/auth/login', postJson({ email: 'no-es-un-correo', password: '' }))
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: 'invalid_email', password: 'required' },
    })
    const empty = await t.request('/api/auth/login', postJson({}))
    expect(empty.status).toBe(422)
    expect(await empty.json()).toMatchObject({ errors: { email: 'required', password: 'required' } })
  })

  it('answers 400 invalid_json for malformed JSON', async () => {
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "terapeuta@example.com", ',
    })
    expect(response.status).toBe(400)
    expect(await errorCode(response)).toBe('invalid_json')
  })
})

describe('GET /api/users/user', () => {
  it('answers the provider with a numeric provider_id', async () => {
    const { accessToken } = await t.login('terapeuta@example.com')
    const response = await t.authed('/api/users/user', accessToken)
    expect(response.status).toBe(200)
    const user = (await response.json()) as CurrentUser
    expect(user).toMatchObject({ email: 'terapeuta@example.com', name: 'Marisol Rivera Torres' })
    expect(user.provider_id).toEqual(expect.any(Number))
    expect(user.roles).toEqual([])
  })

  it('answers office staff with provider_id null and a global Administrador role', async () => {
    const { accessToken } = await t.login('oficina@example.com')
    const user = (await (await t.authed('/api/users/user', accessToken)).json()) as CurrentUser
    expect(user.provider_id).toBeNull()
    expect(user.name).toBe('Laura Santiago Díaz')
    expect(user.roles).toEqual([{ role_id: expect.any(Number), name: 'Administrador', customer_id: null }])
  })

  it('answers 401 without a token, with a garbage token and with a token signed by someone else', async () => {
    const forged = await sign(
      { sub: '1', sid: crypto.randomUUID(), iat: 0, exp: Math.floor(TEST_NOW.getTime() / 1000) + 600 },
      'not-the-server-secret',
      'HS256',
    )
    const answers = [
      await t.request('/api/users/user'),
      await t.authed('/api/users/user', 'garbage'),
      await t.authed('/api/users/user', forged),
    ]
    for (const response of answers) {
      expect(response.status).toBe(401)
      expect(await errorCode(response)).toBe('unauthenticated')
    }
  })

  it('answers 401 token_expired once the access token is older than its TTL', async () => {
    const { accessToken } = await t.login('terapeuta@example.com')
    t.clock.advance(t.config.accessTokenTtlSeconds - 1)
    expect((await t.authed('/api/users/user', accessToken)).status).toBe(200)
    t.clock.advance(2)
    const response = await t.authed('/api/users/user', accessToken)
    expect(response.status).toBe(401)
    expect(await errorCode(response)).toBe('token_expired')
  })
})

describe('POST /api/auth/token (refresh)', () => {
  it('rotates: a new pair that works, different from the old one', async () => {
    const first = await t.login('terapeuta@example.com')
    t.clock.advance(60)
    const response = await t.refresh(first.refreshToken)
    expect(response.status).toBe(200)
    const second = (await response.json()) as TokenPair
    expect(second.tokenType).toBe('bearer')
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect((await t.authed('/api/users/user', second.accessToken)).status).toBe(200)
  })

  it('treats a spent refresh token as theft and revokes the whole family', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = (await (await t.refresh(first.refreshToken)).json()) as TokenPair
    const third = (await (await t.refresh(second.refreshToken)).json()) as TokenPair
    expect((await t.authed('/api/users/user', third.accessToken)).status).toBe(200)

    const reuse = await t.refresh(first.refreshToken)
    expect(reuse.status).toBe(401)
    expect(await errorCode(reuse)).toBe('refresh_token_reused')

    // The newest refresh token and the live access token belong to the same sign-in: both end.
    expect((await t.refresh(third.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', third.accessToken)).status).toBe(401)
  })

  it('does not revoke other sign-ins of the same user', async () => {
    const stolen = await t.login('terapeuta@example.com')
    const otherDevice = await t.login('terapeuta@example.com')
    await t.refresh(stolen.refreshToken)
    t.clock.advance(t.config.refreshReuseGraceSeconds + 1)
    expect((await t.refresh(stolen.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', otherDevice.accessToken)).status).toBe(200)
  })

  it('answers 401 refresh_token_expired for an expired refresh token, and leaves the sign-in alone', async () => {
    const { refreshToken } = await t.login('terapeuta@example.com')
    t.clock.advance(t.config.refreshTokenTtlSeconds + 1)
    const response = await t.refresh(refreshToken)
    expect(response.status).toBe(401)
    expect(await errorCode(response)).toBe('refresh_token_expired')
    // An expired token presented again is still only expired, not a theft.
    expect(await errorCode(await t.refresh(refreshToken))).toBe('refresh_token_expired')
  })

  it('answers 401 for an unknown refresh token and 422 for a missing one', async () => {
    expect((await t.refresh('never-issued')).status).toBe(401)
    expect((await t.request('/api/auth/token', postJson({}))).status).toBe(422)
  })

  it('gives two concurrent refreshes with the same token one and the same new pair', async () => {
    const { refreshToken } = await t.login('terapeuta@example.com')
    const answers = await Promise.all([t.refresh(refreshToken), t.refresh(refreshToken)])
    expect(answers.map((response) => response.status)).toEqual([200, 200])
    const [first, second] = (await Promise.all(answers.map((response) => response.json()))) as TokenPair[]
    expect(second).toEqual(first)
  })
})

describe('refresh retried after a lost answer (REFRESH_REUSE_GRACE_SECONDS)', () => {
  async function rotate(refreshToken: string): Promise<TokenPair> {
    const response = await t.refresh(refreshToken)
    expect(response.status).toBe(200)
    return (await response.json()) as TokenPair
  }

  it('within the window, the spent token gets the same successor pair again, and the family lives on', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = await rotate(first.refreshToken)
    t.clock.advance(t.config.refreshReuseGraceSeconds)
    const retried = await rotate(first.refreshToken)
    expect(retried).toEqual(second)
    expect((await t.authed('/api/users/user', second.accessToken)).status).toBe(200)
    const third = await rotate(second.refreshToken)
    expect((await t.authed('/api/users/user', third.accessToken)).status).toBe(200)
  })

  it('after the window, the spent token is a reuse and revokes the whole family', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = await rotate(first.refreshToken)
    t.clock.advance(t.config.refreshReuseGraceSeconds + 1)
    const reuse = await t.refresh(first.refreshToken)
    expect(reuse.status).toBe(401)
    expect(await errorCode(reuse)).toBe('refresh_token_reused')
    expect((await t.refresh(second.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', second.accessToken)).status).toBe(401)
  })

  it('within the window, once the successor was used in turn (the family moved on), it is a reuse', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = await rotate(first.refreshToken)
    const third = await rotate(second.refreshToken)
    const reuse = await t.refresh(first.refreshToken)
    expect(reuse.status).toBe(401)
    expect(await errorCode(reuse)).toBe('refresh_token_reused')
    expect((await t.authed('/api/users/user', third.accessToken)).status).toBe(401)
  })

  it('within the window, a signed-out family gets nothing', async () => {
    const first = await t.login('terapeuta@example.com')
    const second = await rotate(first.refreshToken)
    expect((await t.authed('/api/auth/logout', second.accessToken, { method: 'POST' })).status).toBe(204)
    const retried = await t.refresh(first.refreshToken)
    expect(retried.status).toBe(401)
    expect(await errorCode(retried)).toBe('invalid_refresh_token')
  })

  it('with REFRESH_REUSE_GRACE_SECONDS=0 any reuse revokes at once', async () => {
    const config = readConfig({ ...process.env, REFRESH_REUSE_GRACE_SECONDS: '0' })
    expect(config.refreshReuseGraceSeconds).toBe(0)
    const app = await createApp({ db: t.db, config, now: t.clock.now })
    const call = (refreshToken: string) => app.request('/api/auth/token', postJson({ refreshToken }))
    const first = await t.login('terapeuta@example.com')
    expect((await call(first.refreshToken)).status).toBe(200)
    t.clock.advance(1)
    const reuse = await call(first.refreshToken)
    expect(reuse.status).toBe(401)
    expect(await errorCode(reuse)).toBe('refresh_token_reused')
  })
})

describe('POST /api/auth/logout', () => {
  it('with the access token ends the session: access and refresh tokens stop working', async () => {
    const pair = await t.login('terapeuta@example.com')
    const response = await t.authed('/api/auth/logout', pair.accessToken, { method: 'POST' })
    expect(response.status).toBe(204)
    expect((await t.authed('/api/users/user', pair.accessToken)).status).toBe(401)
    expect((await t.refresh(pair.refreshToken)).status).toBe(401)
  })

  it('works with only the refresh token in the body (an expired access token cannot identify it)', async () => {
    const pair = await t.login('terapeuta@example.com')
    const response = await t.request('/api/auth/logout', postJson({ refreshToken: pair.refreshToken }))
    expect(response.status).toBe(204)
    expect((await t.refresh(pair.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', pair.accessToken)).status).toBe(401)
  })

  it('answers 204 when logging out twice', async () => {
    const pair = await t.login('terapeuta@example.com')
    const logout = () =>
      t.authed('/api/auth/logout', pair.accessToken, postJson({ refreshToken: pair.refreshToken }))
    expect((await logout()).status).toBe(204)
    expect((await logout()).status).toBe(204)
  })
})

describe('token lifetimes from the environment', () => {
  it('ACCESS_TOKEN_TTL_SECONDS and REFRESH_TOKEN_TTL_SECONDS shorten the tokens', async () => {
    const config = readConfig({ ...process.env, ACCESS_TOKEN_TTL_SECONDS: '2', REFRESH_TOKEN_TTL_SECONDS: '5' })
    const app = await createApp({ db: t.db, config, now: t.clock.now })
    const call = (path: string, init?: RequestInit) => app.request(path, init)

    const login = await call('/api/auth/login', postJson({ email: 'terapeuta@example.com', password: 'demo1234' }))
    const pair = (await login.json()) as TokenPair
    const { payload } = decode(pair.accessToken)
    expect(Number(payload.exp) - Number(payload.iat)).toBe(2)

    const me = () => call('/api/users/user', { headers: { Authorization: `Bearer ${pair.accessToken}` } })
    t.clock.advance(1)
    expect((await me()).status).toBe(200)
    t.clock.advance(1)
    expect((await me()).status).toBe(401)

    t.clock.advance(3)
    expect((await call('/api/auth/token', postJson({ refreshToken: pair.refreshToken }))).status).toBe(401)
  })
})
