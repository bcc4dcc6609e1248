import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/locale'
import { closeConnectionAsWebKitDoes } from '../../../test/support/idb-faults'
import { describeError, isStorageUnavailable } from './describe-error'

describe('a device database that cannot be reopened', () => {
  it('asks for a reload, and only then: a transaction aborted by a closed connection is tried again', async () => {
    const database = new Dexie(`closing-${Math.random()}`)
    database.version(1).stores({ notes: '++id' })
    await database.open()
    const aborted = database.transaction('rw', database.table('notes'), async () => {
      await database.table('notes').add({ text: 'uno' })
      closeConnectionAsWebKitDoes(database)
      await database.table('notes').add({ text: 'dos' })
    })
    const abortError = await aborted.then(() => null, (error: unknown) => error)
    expect(abortError).not.toBeNull()
    expect(isStorageUnavailable(abortError)).toBe(false)
    // Dexie reopens on the next operation: nothing of the aborted transaction was kept.
    expect(await database.table('notes').count()).toBe(0)
    await database.table('notes').add({ text: 'tres' })

    // Closed for good (the reopen failed): the person is asked to reload.
    database.close()
    const closedError = await database.table('notes').count().then(() => null, (error: unknown) => error)
    expect(isStorageUnavailable(closedError)).toBe(true)
    expect(describeError(i18n, closedError)).toMatch(/Recargue la página/)
    await Dexie.delete(database.name)
  })
})
