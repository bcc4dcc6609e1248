import { lazy, Suspense } from 'react'
import { useFirstScreenDrawn } from '../../components/first-screen'
import type { SessionRecord } from '../../db/database'
import { loadStatusCatalog } from '../../kit/words/status-catalog'
import { SyncStatusPlaceholder } from './SyncStatusPlaceholder'

// Its own chunk and catalog: the login screen (no session) never loads them; signed in, they load
// right after the page's first draw, into a placeholder of the bar's height.
const SyncStatusBar = lazy(async () => {
  const [{ SyncStatusBar }] = await Promise.all([import('./SyncStatusBar'), loadStatusCatalog()])
  return { default: SyncStatusBar }
})

/** The sync status of the device, under the app bar on every screen of a provider (who records offline). */
export function SyncStatus({ session }: { session: SessionRecord }) {
  const firstScreenDrawn = useFirstScreenDrawn()
  // Office staff have nothing to sync: no strip (and no placeholder) unless they must sign in again.
  if (session.user.provider_id === null && session.status === 'active') return null
  if (!firstScreenDrawn) return <SyncStatusPlaceholder />
  return (
    <Suspense fallback={<SyncStatusPlaceholder />}>
      <SyncStatusBar session={session} />
    </Suspense>
  )
}
