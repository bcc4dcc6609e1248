import { liveQuery } from 'dexie'
import { afterFirstScreen } from '../components/first-screen'
import { onIdle } from '../components/idle'
import { IDLE_PREFETCH_TIMEOUT_MS } from '../domain/constants'
import { db } from '../db/database'
import { readSession } from '../db/session'
import { applyBranding } from './branding'

/**
 * Work at start, none of which the first screen waits for: keep the document branded from the
 * device's copy of the company, then — once the first screen is drawn and the browser is idle —
 * refresh company, profile and reference lists when online.
 */
export function startBackgroundWork(): void {
  liveQuery(() => db.company.get('current')).subscribe((record) => {
    if (record) applyBranding(record.company)
  })
  afterFirstScreen(() =>
    onIdle(() => {
      if (navigator.onLine) void refreshFromServer()
      window.addEventListener('online', () => void refreshFromServer())
      // The sync engine's code loads here, off the first screen; it sends whatever waits.
      void import('../sync/triggers').then(({ startSyncTriggers }) => startSyncTriggers())
    }, IDLE_PREFETCH_TIMEOUT_MS),
  )
}

async function refreshFromServer(): Promise<void> {
  const [{ pullCompany, pullProfile, pullProviderLists, pullReferenceLists }, { loadActiveStudents }] = await Promise.all([
    import('../sync/reference-pull'),
    import('../sync/active-students'),
  ])
  await pullCompany().catch(() => undefined)
  const session = await readSession()
  if (session?.status !== 'active') return
  const providerId = session.user.provider_id
  await Promise.allSettled([
    pullProfile(),
    pullReferenceLists(),
    ...(providerId === null ? [] : [pullProviderLists(), loadActiveStudents('provider', providerId, { useCache: true })]),
  ])
}
