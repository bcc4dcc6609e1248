import { useLiveQuery } from 'dexie-react-hooks'
import type { Company } from '../../domain/company'
import { db } from '../../db/database'

/** The company as stored on the device: `undefined` while loading, `null` before the first fetch. */
export function useCompany(): Company | null | undefined {
  return useLiveQuery(async () => (await db.company.get('current'))?.company ?? null, [])
}

