import { useLiveQuery } from 'dexie-react-hooks'
import type { Company } from '../../domain/company'
import { db } from '../../db/database'

/** The company as stored on the device: `undefined` while loading, `null` before the first fetch. */
export function useCompany(): Company | null | undefined {
  return useLiveQuery(async () => (await db.company.get('current'))?.company ?? null, [])
}

/**
 * The company's full name as the server wrote it into the page (index.html's company-name meta),
 * for a device that has no copy of the company yet; null when the page carries none (a page the
 * service worker cached at build time, or no company yet).
 */
export function companyNameFromPage(): string | null {
  return document.querySelector('meta[name="company-name"]')?.getAttribute('content') || null
}
