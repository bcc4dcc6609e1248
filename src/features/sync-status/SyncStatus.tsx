import { lazy, Suspense } from 'react'
import type { SessionRecord } from '../../db/database'
import { loadStatusCatalog } from '../shared/status-catalog'
import { SyncStatusPlaceholder } from './SyncStatusPlaceholder'

// Its own chunk and catalog: the login screen (no session) never loads them; signed in, they load
// with the page.
const SyncStatusBar = lazy(async () => {
  const [{ SyncStatusBar }] = await Promise.all([import('./SyncStatusBar'), loadStatusCatalog()])
  return { default: SyncStatusBar }
})

/** The sync status of the device, under the app bar on every screen of a signed-in person. */
export function SyncStatus({ session }: { session: SessionRecord }) {
  return (
    <Suspense fallback={<SyncStatusPlaceholder />}>
      <SyncStatusBar session={session} />
    </Suspense>
  )
}
