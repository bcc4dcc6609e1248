import type { ReferenceListItems, ReferenceListName } from '../domain/reference'
import { db, type ReferenceListRecord } from './database'

export async function saveReferenceLists(lists: Partial<ReferenceListItems>, now = new Date()): Promise<void> {
  const fetchedAt = now.toISOString()
  const records = Object.entries(lists).map(([name, items]) => ({ name, items, fetchedAt }) as ReferenceListRecord)
  await db.referenceLists.bulkPut(records)
}

export async function readReferenceList<Name extends ReferenceListName>(name: Name): Promise<ReferenceListItems[Name] | undefined> {
  const record = await db.referenceLists.get(name)
  return record?.items as ReferenceListItems[Name] | undefined
}
