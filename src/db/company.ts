import type { Company } from '../domain/company'
import { db } from './database'
import { sameJson } from './same-json'

export function readCompany(): Promise<Company | undefined> {
  return db.company.get('current').then((record) => record?.company)
}

/**
 * Stores the company as the server sent it. Every start fetches it; most days nothing changed,
 * and a write would wake every screen that watches it (a re-render of the whole first screen on
 * a cheap tablet) for nothing, so an unchanged company is not written.
 */
export async function saveCompany(company: Company, now = new Date()): Promise<void> {
  await db.transaction('rw', db.company, async () => {
    const stored = await db.company.get('current')
    if (stored && sameJson(stored.company, company)) return
    await db.company.put({ key: 'current', company, fetchedAt: now.toISOString() })
  })
}
