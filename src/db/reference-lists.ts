import type { ReferenceListItems, ReferenceListName } from '../domain/reference'
import { db, type ReferenceListRecord } from './database'

export async function saveReferenceLists(lists: Partial<ReferenceListItems>, options: { language?: string; now?: Date } = {}): Promise<void> {
  const fetchedAt = (options.now ?? new Date()).toISOString()
  const records = Object.entries(lists).map(([name, items]) => ({ name, items, fetchedAt, language: options.language }) as ReferenceListRecord)
  await db.referenceLists.bulkPut(records)
}

export async function readReferenceList<Name extends ReferenceListName>(name: Name): Promise<ReferenceListItems[Name] | undefined> {
  const record = await db.referenceLists.get(name)
  return record?.items as ReferenceListItems[Name] | undefined
}

/** The names of the lists on the device that were fetched in another language than `language`. */
export async function listsInOtherLanguage(language: string): Promise<ReferenceListName[]> {
  const records = await db.referenceLists.toArray()
  return records.filter((record) => record.language !== language).map((record) => record.name)
}

/** Whether every list named was fetched in `language` less than `maxAgeMs` ago. */
export async function referenceListsFresh(names: readonly ReferenceListName[], language: string | undefined, maxAgeMs: number, now = Date.now()): Promise<boolean> {
  const records = await db.referenceLists.bulkGet([...names])
  return records.every((record) => record !== undefined && record.language === language && now - Date.parse(record.fetchedAt) < maxAgeMs)
}
