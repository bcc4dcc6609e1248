import { describe, expect, it } from 'vitest'
import { company, providerUser, tokens } from '../../test/support/fixtures'
import { saveCompany } from './company'
import { BitacoraDatabase } from './database'
import { peekDevice } from './peek'
import { markSessionExpired, saveSignIn } from './session'
import { clearUserReplica } from './sign-out'

describe('peekDevice (the login page reads the session and company without Dexie)', () => {
  it('reads what Dexie wrote: the session and the company', async () => {
    expect(await peekDevice()).toEqual({ session: undefined, company: undefined })
    await saveCompany(company)
    await saveSignIn(tokens('1'), providerUser)
    expect(await peekDevice()).toMatchObject({ session: { status: 'active', user: providerUser }, company })
    await markSessionExpired()
    expect((await peekDevice()).session?.status).toBe('expired')
    await clearUserReplica()
    // Signed out: the company stays for the login screen.
    expect(await peekDevice()).toEqual({ session: undefined, company })
  })

  it('finds nothing on a device without the database, and leaves none behind: Dexie creates it as always', async () => {
    const names = async () => (await indexedDB.databases()).map((info) => info.name)
    expect(await peekDevice('peek-fresh')).toEqual({ session: undefined, company: undefined })
    expect(await names()).not.toContain('peek-fresh')
    const fresh = new BitacoraDatabase('peek-fresh')
    try {
      await fresh.company.put({ key: 'current', company, fetchedAt: '2026-03-10T12:00:00.000Z' })
      expect(await peekDevice('peek-fresh')).toEqual({ session: undefined, company })
    } finally {
      await fresh.delete()
    }
  })
})
