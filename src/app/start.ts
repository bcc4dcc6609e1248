import { liveQuery } from 'dexie'
import { afterFirstScreen } from '../components/first-screen'
import { onIdle } from '../components/idle'
import { IDLE_PREFETCH_TIMEOUT_MS, REFERENCE_LISTS_MAX_AGE_MS } from '../domain/constants'
import { PROVIDER_LISTS, REFERENCE_LISTS, type ReferenceListName } from '../domain/reference'
import { db } from '../db/database'
import { referenceListsFresh } from '../db/reference-lists'
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
      if (navigator.onLine) void refreshFromServer().catch(notYet)
      window.addEventListener('online', () => void refreshFromServer().catch(notYet))
      startSyncEngineOnceSignedIn()
    }, IDLE_PREFETCH_TIMEOUT_MS),
  )
}

/**
 * On a fresh device that lost its connection before the service worker cached the app, the code
 * loaded here cannot be fetched: that is no error to throw at the page (it once surfaced as
 * unhandled rejections), only work to do once the connection returns.
 */
function notYet(error: unknown): void {
  console.warn('Not refreshed from the server yet', error)
}

/**
 * A device nobody has signed in on has nothing to send: the engine's code loads once a session is
 * there (at once on a signed-in device; signing in happens on the login page, after which the app
 * loads signed in, or in another tab of the app) and then stays.
 */
function startSyncEngineOnceSignedIn(): void {
  let started = false
  const subscription = liveQuery(() => readSession()).subscribe((session) => {
    if (!session || started) return
    started = true
    subscription.unsubscribe()
    startSyncEngine()
  })
}

/** The sync engine's code loads here, off the first screen; it sends whatever waits. */
function startSyncEngine(): void {
  import('../sync/triggers')
    .then(({ startSyncTriggers }) => startSyncTriggers())
    .catch((error: unknown) => {
      notYet(error)
      window.addEventListener('online', startSyncEngine, { once: true })
    })
}

async function refreshFromServer(): Promise<void> {
  const { pullCompany, pullProfile, pullProviderLists, pullReferenceLists } = await import('../sync/reference-pull')
  await pullCompany().catch(() => undefined)
  const session = await readSession()
  if (session?.status !== 'active') return
  const providerId = session.user.provider_id
  const lists = [...Object.keys(REFERENCE_LISTS), ...(providerId === null ? [] : Object.keys(PROVIDER_LISTS))] as ReferenceListName[]
  const listsFresh = await referenceListsFresh(lists, document.documentElement.lang || undefined, REFERENCE_LISTS_MAX_AGE_MS)
  await Promise.allSettled([
    pullProfile(),
    ...(listsFresh ? [] : [pullReferenceLists()]),
    ...(providerId === null ? [] : [...(listsFresh ? [] : [pullProviderLists()]), refreshActiveStudents(providerId)]),
  ])
}

/** Only a provider keeps students of her own on the device: their code loads for her alone. */
async function refreshActiveStudents(providerId: number): Promise<void> {
  const { loadActiveStudents } = await import('../sync/active-students')
  await loadActiveStudents('provider', providerId, { useCache: true })
}
