import { beforeEach, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { sessionFields } from '../../../test/support/session-fields'
import { SimServer } from '../../../test/support/sim-server'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import type * as AckWrites from '../../sync/apply-acks'
import { runSync } from '../../sync/engine'
import { recordSession, updateSession } from './commands'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * Acknowledgements are written in the background while the run sends the next batch. Armed,
 * the first write waits until the next batch has been answered, and the second fails as when
 * the IndexedDB connection closes under it.
 */
const ackWrites = vi.hoisted(() => ({ armed: false, calls: 0 }))
vi.mock('../../sync/apply-acks', async (importOriginal) => {
  const original = await importOriginal<typeof AckWrites>()
  return {
    ...original,
    commitAcks: async (...args: Parameters<typeof original.commitAcks>) => {
      if (ackWrites.armed && args[0].length > 0) {
        ackWrites.calls++
        if (ackWrites.calls === 1) await new Promise((resolve) => setTimeout(resolve, 100))
        if (ackWrites.calls === 2) throw new DOMException('The connection was closed', 'AbortError')
      }
      return original.commitAcks(...args)
    },
  }
})

let server: SimServer

beforeEach(async () => {
  server = new SimServer()
  server.install()
  await saveSignIn(tokens('1'), providerUser)
})

const sync = () => runSync({ reason: 'test', ignoreBackoff: true })

it('writes each batch of acknowledgements only as far as its own, so a later change still follows after a lost write', async () => {
  const id = await recordSession(sessionFields({ notes: 'uno' }), providerUser)
  expect(await sync()).toBe('drained')
  await updateSession(id, sessionFields({ notes: 'dos' }), providerUser)
  await updateSession(id, sessionFields({ notes: 'tres' }), providerUser)

  // Both changes reach the server; the first write lands after the second answer, the second
  // write is lost with the connection.
  ackWrites.armed = true
  await expect(sync()).rejects.toThrow('The connection was closed')
  ackWrites.armed = false
  expect(server.sessions.get(id)?.notes).toBe('tres')

  // A change made now builds on the device's copy (the first change's version) and must still
  // follow the chain the server already has, not come back as a conflict.
  await updateSession(id, sessionFields({ notes: 'cuatro' }), providerUser)
  expect(await sync()).toBe('drained')
  expect(await db.outbox.toArray()).toEqual([])
  expect(server.sessions.get(id)?.notes).toBe('cuatro')
  expect((await db.serviceSessions.get(id))?.syncState).toBe('synced')
  for (const count of server.effects.values()) expect(count).toBe(1)
})
