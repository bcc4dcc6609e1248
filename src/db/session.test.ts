import { describe, expect, it } from 'vitest'
import { providerUser, staffUser, tokens } from '../../test/support/fixtures'
import { db } from './database'
import { markSessionExpired, readSession, saveProfile, saveRefreshedTokens, saveSignIn } from './session'

describe('session on the device', () => {
  it('stores a refreshed pair only for the sign-in it belongs to', async () => {
    await saveSignIn(tokens('1'), providerUser)
    expect(await saveRefreshedTokens('refresh-1', tokens('2'))).toBe(true)
    expect((await readSession())?.accessToken).toBe('access-2')
    // Meanwhile someone else signed in on this device: a late refresh of the old sign-in is dropped.
    await saveSignIn(tokens('9'), staffUser)
    expect(await saveRefreshedTokens('refresh-2', tokens('3'))).toBe(false)
    expect((await readSession())?.user.email).toBe(staffUser.email)
    expect((await readSession())?.accessToken).toBe('access-9')
  })

  it('keeps the user when the session expires, so nothing on the device is lost', async () => {
    await saveSignIn(tokens('1'), providerUser)
    await markSessionExpired()
    const session = await readSession()
    expect(session?.status).toBe('expired')
    expect(session?.user.id).toBe(providerUser.id)
    // A successful refresh (after signing in again elsewhere in the app) makes it active again.
    await saveRefreshedTokens('refresh-1', tokens('2'))
    expect((await readSession())?.status).toBe('active')
  })

  it('writes a renewed profile only when it changed (a write redraws the whole layout)', async () => {
    await saveSignIn(tokens('1'), providerUser)
    let writes = 0
    const count = () => void writes++
    db.session.hook('updating', count)
    try {
      await saveProfile({ ...providerUser })
      expect(writes).toBe(0)
      await saveProfile({ ...providerUser, first_name: 'Otra' })
      expect(writes).toBe(1)
      expect((await readSession())?.user.first_name).toBe('Otra')
    } finally {
      db.session.hook('updating').unsubscribe(count)
    }
  })
})
