import { describe, expect, it } from 'vitest'
import { company, providerUser, tokens } from '../../test/support/fixtures'
import { saveCompany } from './company'
import { db } from './database'
import { readReferenceList, saveReferenceLists } from './reference-lists'
import { readSession, saveSignIn } from './session'
import { addUnsentChanges } from '../../test/support/outbox'
import { clearUserReplica } from './sign-out'
import { UnsyncedChangesError } from './unsynced-changes-error'

describe('clearUserReplica', () => {
  it("removes the user's session and lists but keeps the company for the login screen", async () => {
    await saveSignIn(tokens('a'), providerUser)
    await saveCompany(company)
    await saveReferenceLists({ genders: [{ id: 1, name: 'Femenino' }] })
    await clearUserReplica()
    expect(await readSession()).toBeUndefined()
    expect(await readReferenceList('genders')).toBeUndefined()
    expect(await db.company.count()).toBe(1)
  })

  it('refuses while changes are waiting to be sent, and says how many', async () => {
    await saveSignIn(tokens('a'), providerUser)
    await addUnsentChanges(3, providerUser.id)
    const refusal = await clearUserReplica().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(UnsyncedChangesError)
    expect((refusal as UnsyncedChangesError).count).toBe(3)
    expect(await readSession()).toBeDefined()
    await clearUserReplica({ discardUnsynced: true })
    expect(await readSession()).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })
})
