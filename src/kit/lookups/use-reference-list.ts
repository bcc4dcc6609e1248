import { useLiveQuery } from 'dexie-react-hooks'
import { REFERENCE_LISTS, type ReferenceListItems, type ReferenceListName } from '../../domain/reference'
import { db } from '../../db/database'

/** One reference list from the device: `undefined` while loading, `[]` when not yet fetched. */
export function useReferenceList<Name extends ReferenceListName>(name: Name): ReferenceListItems[Name] | undefined {
  return useLiveQuery(
    async () => ((await db.referenceLists.get(name))?.items ?? []) as ReferenceListItems[Name],
    [name],
  )
}

/** How many of the preloaded lists are on the device, and when they were last fetched. */
export function useReferenceListsStatus(): { stored: number; fetchedAt: string | null } | undefined {
  return useLiveQuery(async () => {
    const records = await db.referenceLists.where('name').anyOf(Object.keys(REFERENCE_LISTS)).toArray()
    const fetchedAt = records.map((record) => record.fetchedAt).sort().at(0) ?? null
    return { stored: records.length, fetchedAt }
  }, [])
}
