import { useLiveQuery } from 'dexie-react-hooks'
import { db, type SessionRecord } from '../../db/database'

/** The device's session: `undefined` while loading, `null` when nobody is signed in. */
export function useSession(): SessionRecord | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current')) ?? null, [])
}
