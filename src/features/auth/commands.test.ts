import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { db } from '../../db/database'
import { readSession, saveSignIn } from '../../db/session'
import { UnsyncedChangesError } from '../../db/unsynced-changes-error'
import { addUnsentChanges } from '../../../test/support/outbox'
import { signIn, signOut } from './commands'

function serverFor(user: typeof providerUser) {
  const api = fakeApi()
  api.on('POST /auth/login', { body: tokens('new') })
  api.on('GET /users/user', { body: user })
  api.on('POST /auth/logout', { status: 204 })
  return api
}

describe('signIn', () => {
  it('refuses to replace another person whose changes are not sent yet, keeping their data', async () => {
    serverFor(staffUser)
    await saveSignIn(tokens('old'), providerUser)
    await addUnsentChanges(2, providerUser.id)
    await expect(signIn({ email: staffUser.email, password: 'demo1234' })).rejects.toBeInstanceOf(UnsyncedChangesError)
    expect((await readSession())?.user.id).toBe(providerUser.id)
  })

  it('lets the same person sign in again over an expired session', async () => {
    serverFor(providerUser)
    await saveSignIn(tokens('old'), providerUser)
    await addUnsentChanges(2, providerUser.id)
    await signIn({ email: providerUser.email, password: 'demo1234' })
    expect((await readSession())?.accessToken).toBe('access-new')
  })
})

describe('signOut', () => {
  it('asks first when changes would be lost, then ends the session on the server and the device', async () => {
    const api = serverFor(providerUser)
    await saveSignIn(tokens('1'), providerUser)
    await addUnsentChanges(1, providerUser.id)
    await expect(signOut()).rejects.toBeInstanceOf(UnsyncedChangesError)
    expect(await db.session.count()).toBe(1)
    await signOut({ discardUnsynced: true })
    expect(await db.session.count()).toBe(0)
    expect(api.calls.find((call) => call.path === '/auth/logout')?.body).toEqual({ refreshToken: 'refresh-1' })
  })

  it('still signs out on the device when offline', async () => {
    const api = fakeApi()
    api.on('POST /auth/logout', { networkError: true })
    await saveSignIn(tokens('1'), providerUser)
    await signOut()
    expect(await db.session.count()).toBe(0)
  })
})
