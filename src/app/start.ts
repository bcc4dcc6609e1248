import { liveQuery } from 'dexie'
import { db } from '../db/database'
import { readSession } from '../db/session'
import { pullCompany, pullProfile, pullReferenceLists } from '../sync/reference-pull'
import { applyBranding } from './branding'

/**
 * Work at start, none of which the first screen waits for: keep the document branded from the
 * device's copy of the company, then refresh company, profile and reference lists when online.
 */
export function startBackgroundWork(): void {
  liveQuery(() => db.company.get('current')).subscribe((record) => {
    if (record) applyBranding(record.company)
  })
  if (navigator.onLine) void refreshFromServer()
  window.addEventListener('online', () => void refreshFromServer())
}

async function refreshFromServer(): Promise<void> {
  await pullCompany().catch(() => undefined)
  const session = await readSession()
  if (session?.status !== 'active') return
  await Promise.allSettled([pullProfile(), pullReferenceLists()])
}
