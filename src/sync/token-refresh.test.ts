import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/support/fake-api'
import { providerUser, tokens } from '../../test/support/fixtures'
import { readSession, saveSignIn } from '../db/session'
import { refreshAccessToken } from './token-refresh'

describe('refreshAccessToken', () => {
  it('refreshes once for many simultaneous callers: refresh tokens are single-use', async () => {
    const api = fakeApi()
    api.on('POST /auth/token', () => ({ body: tokens('2') }))
    await saveSignIn(tokens('1'), providerUser)
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => refreshAccessToken('access-1')))
    expect(outcomes).toEqual(Array(5).fill('refreshed'))
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(1)
    expect(api.calls[0]?.body).toEqual({ refreshToken: 'refresh-1' })
    expect((await readSession())?.accessToken).toBe('access-2')
  })

  it('marks the session expired, keeping the user, when the server refuses the refresh token', async () => {
    const api = fakeApi()
    api.on('POST /auth/token', { status: 401, body: { code: 'refresh_token_reused', message: 'x' } })
    await saveSignIn(tokens('1'), providerUser)
    expect(await refreshAccessToken('access-1')).toBe('signed-out')
    expect((await readSession())?.status).toBe('expired')
    expect((await readSession())?.user.id).toBe(providerUser.id)
  })

  it.each([
    ['offline', { networkError: true }],
    ['a server error', { status: 503, body: { code: 'internal_error', message: 'x' } }],
    ['rate limiting', { status: 429, body: { code: 'too_many_attempts', message: 'x' } }],
  ])('keeps the session for later on %s', async (_case, route) => {
    const api = fakeApi()
    api.on('POST /auth/token', route)
    await saveSignIn(tokens('1'), providerUser)
    expect(await refreshAccessToken('access-1')).toBe('unreachable')
    expect((await readSession())?.status).toBe('active')
    expect((await readSession())?.refreshToken).toBe('refresh-1')
  })
})
