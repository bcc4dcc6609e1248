import * as v from 'valibot'
import { companyToday } from '../../domain/rules/company-time'
import { sessionCreateInput, type SessionFields } from '../../domain/service-sessions/schemas'
import { db } from '../../db/database'
import { fromServer } from '../../db/local-session'
import { entriesFor, refreshSyncState } from '../../db/outbox'
import { requestSync } from '../../sync/triggers'

/**
 * What the person decides about a change the server did not take ("Requiere atención") or that
 * was based on an old version (a conflict with an office edit). Nothing is dropped without the
 * person choosing it (the screens ask for confirmation first).
 */

/** Drops a change and every later change of the same session; the device shows the server's version again. */
export async function discardChange(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.serviceSessions, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    const later = (await entriesFor(entry.entityId)).filter((other) => other.seq! >= seq)
    await db.outbox.bulkDelete(later.map((other) => other.seq!))
    const remaining = await entriesFor(entry.entityId)
    const row = await db.serviceSessions.get(entry.entityId)
    const server = entry.state === 'conflict' && entry.current !== undefined ? entry.current : (row?.server ?? null)
    if (remaining.length === 0) {
      if (server) await db.serviceSessions.put(fromServer(server))
      else await db.serviceSessions.delete(entry.entityId)
    } else {
      await refreshSyncState(entry.entityId)
    }
  })
}

/** Keeps the person's version over the server's: the change is sent again, based on the current version. */
export async function keepMine(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.serviceSessions, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.state !== 'conflict') return
    if (!entry.current) {
      // Deleted at the office: there is no version to write over. The person can discard the
      // change, or record the session again from the form.
      throw new Error('The session was deleted on the server')
    }
    await db.outbox.update(seq, { state: 'pending', baseHash: entry.current.hash, current: undefined, nextAttemptAt: 0 })
    await db.serviceSessions.update(entry.entityId, { server: entry.current, hash: entry.current.hash })
    await refreshSyncState(entry.entityId)
  })
  requestSync('conflict-resolved', { ignoreBackoff: true })
}

/** Sends a refused change again after the person corrected it. */
export async function resendCorrected(seq: number, fields: SessionFields): Promise<void> {
  await db.transaction('rw', db.outbox, db.serviceSessions, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || entry.state !== 'failed') return
    const { id: _id, provider_id: _provider, ...checked } = v.parse(sessionCreateInput(companyToday()), { ...fields, id: entry.entityId })
    const body = entry.type === 'service-session.create' ? { id: entry.entityId, ...checked } : checked
    await db.outbox.update(seq, { state: 'pending', request: { ...entry.request, body }, lastError: undefined, nextAttemptAt: 0 })
    await db.serviceSessions.update(entry.entityId, { ...checked, savedAt: new Date().toISOString() })
    await refreshSyncState(entry.entityId)
  })
  requestSync('corrected', { ignoreBackoff: true })
}
