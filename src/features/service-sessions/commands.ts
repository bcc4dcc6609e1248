import * as v from 'valibot'
import { companyToday } from '../../domain/rules/company-time'
import { sessionCreateInput, type SessionFields } from '../../domain/service-sessions/schemas'
import type { CurrentUser } from '../../domain/schemas/auth'
import { commandRequest } from '../../domain/offline-commands'
import { db } from '../../db/database'
import type { LocalServiceSession } from '../../db/local-session'
import { newOutboxEntry, refreshSyncState } from '../../db/outbox'
import { registerBackgroundSync, requestSync } from '../../sync/triggers'
import { rememberSessionDefaults } from './defaults'
import { draftKey } from './drafts'

/**
 * The writes of the session screens. Each is one Dexie transaction that changes the device's
 * copy and appends the outbox entry together — so a crash between the two cannot leave a saved
 * session that will never be sent — and resolves only once that transaction is on disk: the
 * screen says "Guardado en el dispositivo" after it, never before. Sending is the sync engine's
 * job, started right after.
 */

/** Checks the fields with the schema the server uses (with the device's "today"). */
function validated(id: string, fields: SessionFields): SessionFields {
  const { id: _id, provider_id: _provider, ...checked } = v.parse(sessionCreateInput(companyToday()), { ...fields, id })
  return checked
}

function afterWrite(): void {
  requestSync('write')
  void registerBackgroundSync()
}

/** `draft`: the form's draft, discarded with the save (a new session's form has one per way in). */
export async function recordSession(fields: SessionFields, user: CurrentUser, draft: string = draftKey(null)): Promise<string> {
  if (user.provider_id === null) throw new Error('Only providers record sessions on this screen')
  const id = crypto.randomUUID()
  const checked = validated(id, fields)
  const row: LocalServiceSession = {
    id,
    provider_id: user.provider_id,
    ...checked,
    hash: null,
    syncState: 'pending',
    deleted: false,
    server: null,
    savedAt: new Date().toISOString(),
  }
  await db.transaction('rw', [db.serviceSessions, db.outbox, db.preferences, db.drafts], async () => {
    await db.serviceSessions.add(row)
    await db.outbox.add(
      newOutboxEntry({
        userId: user.id,
        type: 'service-session.create',
        entityId: id,
        request: commandRequest('service-session.create', {}, { id, ...checked }),
        baseHash: null,
      }),
    )
    await rememberSessionDefaults(checked)
    await db.drafts.delete(draft)
  })
  afterWrite()
  return id
}

export async function updateSession(id: string, fields: SessionFields, user: CurrentUser): Promise<void> {
  const checked = validated(id, fields)
  await db.transaction('rw', [db.serviceSessions, db.outbox, db.preferences, db.drafts], async () => {
    const row = await db.serviceSessions.get(id)
    if (!row || row.deleted) throw new Error(`Session ${id} is not on this device`)
    // Based on the version the person was looking at; the engine moves it forward when an
    // earlier change of this session is acknowledged first.
    await db.outbox.add(
      newOutboxEntry({
        userId: user.id,
        type: 'service-session.update',
        entityId: id,
        request: commandRequest('service-session.update', { id }, checked),
        baseHash: row.hash,
      }),
    )
    await db.serviceSessions.update(id, { ...checked, savedAt: new Date().toISOString() })
    await refreshSyncState(id)
    await rememberSessionDefaults(checked)
    await db.drafts.delete(draftKey(id))
  })
  afterWrite()
}

export async function deleteSession(id: string, user: CurrentUser): Promise<void> {
  await db.transaction('rw', db.serviceSessions, db.outbox, async () => {
    const row = await db.serviceSessions.get(id)
    if (!row || row.deleted) return
    await db.outbox.add(
      newOutboxEntry({
        userId: user.id,
        type: 'service-session.delete',
        entityId: id,
        request: commandRequest('service-session.delete', { id }, {}),
        baseHash: row.hash,
      }),
    )
    await db.serviceSessions.update(id, { deleted: true, savedAt: new Date().toISOString() })
    await refreshSyncState(id)
  })
  afterWrite()
}
