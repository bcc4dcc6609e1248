import { db } from '../../db/database'
import type { SessionFields } from '../../domain/service-sessions/schemas'

/** Spec §3 "Session": the form starts from the last-used date, location, type, time, duration and outcome. */
export type SessionDefaults = Partial<Pick<SessionFields, 'date' | 'location_id' | 'session_type_id' | 'time' | 'duration_id' | 'session_outcome_id'>>

const KEY = 'session-defaults'

export async function readSessionDefaults(): Promise<SessionDefaults> {
  return ((await db.preferences.get(KEY))?.value as SessionDefaults | undefined) ?? {}
}

/** Called inside the save transaction, so defaults change only with a saved session. */
export async function rememberSessionDefaults(fields: SessionFields): Promise<void> {
  const { date, location_id, session_type_id, time, duration_id, session_outcome_id } = fields
  await db.preferences.put({ key: KEY, value: { date, location_id, session_type_id, time, duration_id, session_outcome_id } })
}
