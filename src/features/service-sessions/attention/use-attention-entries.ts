import { useLiveQuery } from 'dexie-react-hooks'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import { db } from '../../../db/database'
import type { LocalServiceSession } from '../../../db/local-session'
import type { OutboxEntry } from '../../../db/outbox-types'

/** A change set aside for the person, with the device's copy of its session. */
export interface AttentionEntry {
  entry: OutboxEntry & { seq: number }
  session: LocalServiceSession | undefined
  /** The session as the person saved it in this change (null for a deletion). */
  mine: Partial<SessionFields> | null
}

/** The fields a change carried: its body for a new session or a change, nothing for a deletion. */
export function fieldsOfChange(entry: OutboxEntry, session: LocalServiceSession | undefined): Partial<SessionFields> | null {
  if (entry.type === 'service-session.delete') return null
  const body = entry.request.body
  return typeof body === 'object' && body !== null ? (body as Partial<SessionFields>) : (session ?? null)
}

/** Refused changes and conflicts, oldest first; `undefined` while loading. */
export function useAttentionEntries(): AttentionEntry[] | undefined {
  return useLiveQuery(async () => {
    const entries = (await db.outbox.where('state').anyOf('failed', 'conflict').toArray()).sort((a, b) => a.seq! - b.seq!)
    const sessions = await db.serviceSessions.bulkGet(entries.map((entry) => entry.entityId))
    return entries.map((entry, index) => {
      const session = sessions[index]
      return { entry: entry as OutboxEntry & { seq: number }, session, mine: fieldsOfChange(entry, session) }
    })
  }, [])
}
