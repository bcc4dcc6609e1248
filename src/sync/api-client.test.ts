import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/support/fake-api'
import { providerUser, tokens } from '../../test/support/fixtures'
import { saveSignIn } from '../db/session'
import { apiJson } from './api-client'
import { ApiError, NetworkError, SessionExpiredError } from './api-errors'

describe('apiJson', () => {
  it('renews an expired access token once and retries with the new one', async () => {
    const api = fakeApi()
    api.on('GET /users/user', ({ headers }) =>
      headers.get('Authorization') === 'Bearer access-2'
        ? { body: providerUser }
        : { status: 401, body: { code: 'token_expired', message: 'x' } },
    )
    api.on('POST /auth/token', { body: tokens('2') })
    await saveSignIn(tokens('1'), providerUser)
    await expect(apiJson('/users/user')).resolves.toEqual(providerUser)
    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.headers.get('Authorization') ?? ''}`)).toEqual([
      'GET /users/user Bearer access-1',
      'POST /auth/token ',
      'GET /users/user Bearer access-2',
    ])
  })

  it('asks to sign in again when the refresh is refused', async () => {
    const api = fakeApi()
    api.on('GET /users/user', { status: 401, body: { code: 'token_expired', message: 'x' } })
    api.on('POST /auth/token', { status: 401, body: { code: 'invalid_refresh_token', message: 'x' } })
    await saveSignIn(tokens('1'), providerUser)
    await expect(apiJson('/users/user')).rejects.toBeInstanceOf(SessionExpiredError)
  })

  it("turns an error answer into an ApiError with the server's code", async () => {
    const api = fakeApi()
    api.on('GET /public/company', { status: 404, body: { code: 'not_found', message: 'No existe' } })
    const error = await apiJson('/public/company', { authenticated: false }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('not_found')
    expect((error as ApiError).status).toBe(404)
  })

  it('reports no network as a NetworkError (worth retrying), not as a server answer', async () => {
    const api = fakeApi()
    api.on('GET /public/company', { networkError: true })
    await expect(apiJson('/public/company', { authenticated: false })).rejects.toBeInstanceOf(NetworkError)
  })
})
