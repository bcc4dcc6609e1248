import { Box } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { IDLE_PREFETCH_TIMEOUT_MS } from '../../domain/constants'
import { onIdle } from '../../components/idle'
import { useFirstScreenDrawn } from '../../components/first-screen'
import { GlobalLoader } from '../../components/loader'
import { dialogStore } from '../../components/simple-dialog-store'
import { Snackbar } from '../../components/snackbar'
import { useStore } from '../../components/store'
import type { SessionRecord } from '../../db/database'
import { useSession } from '../../kit/session/use-session'
import { loadQueryClient, useQueriesReady } from '../../kit/server-state/query-provider'
import { SyncStatus } from '../sync-status/SyncStatus'
import { NavigationFrame } from './NavigationFrame'
import { registerServiceWorker } from './service-worker'
import { TopBar } from './TopBar'
import { UpdatePrompt } from './UpdatePrompt'

// The dialog's code (focus trap, portal) loads the first time a dialog opens.
const SimpleDialog = lazy(() => import('../../components/simple-dialog').then((module) => ({ default: module.SimpleDialog })))
// The provider's yearly specialty confirmation (spec §2) loads once idle, after the first screen.
const ConfirmationGate = lazy(() => import('../specialties/ConfirmationGate').then((module) => ({ default: module.ConfirmationGate })))

/** Spec §2 main layout: app bar (signed in only), content, snackbar, loader and simple dialog. */
export function AppLayout({ initialSession = null }: { initialSession?: SessionRecord | null }) {
  // The live session follows sign-in and sign-out; until its first answer, the one the route read.
  const liveSession = useSession()
  const session = liveSession === undefined ? initialSession : liveSession
  const dialogOpen = useStore(dialogStore) !== null
  const idle = useIdle(useFirstScreenDrawn())
  // The yearly confirmation reads the server through the query client.
  const queriesReady = useQueriesReady()
  // The worker registers once idle too: its precaching must not compete with the first screen.
  useEffect(() => {
    if (!idle) return
    void registerServiceWorker()
    void loadQueryClient().catch(() => window.addEventListener('online', () => void loadQueryClient().catch(() => undefined), { once: true }))
  }, [idle])
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      {session ? <TopBar user={session.user} /> : null}
      {session ? <SyncStatus session={session} /> : null}
      {session ? (
        <NavigationFrame user={session.user}>
          <Outlet />
          <GlobalLoader />
        </NavigationFrame>
      ) : (
        <Box as="main" id="content" flex="1" position="relative">
          <Outlet />
          <GlobalLoader />
        </Box>
      )}
      {idle ? <Snackbar /> : null}
      {idle && queriesReady && session?.status === 'active' && session.user.provider_id !== null ? (
        <Suspense fallback={null}>
          <ConfirmationGate key={session.user.provider_id} providerId={session.user.provider_id} />
        </Suspense>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <SimpleDialog />
        </Suspense>
      ) : null}
      <UpdatePrompt />
    </Box>
  )
}

/** True once the first screen has drawn and the browser is idle after it (spec §9: ≤ 2000 ms). */
function useIdle(firstScreenDrawn: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (firstScreenDrawn ? onIdle(() => setIdle(true), IDLE_PREFETCH_TIMEOUT_MS) : undefined), [firstScreenDrawn])
  return idle
}
