import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { SessionRecord } from '../../db/database'
import { dismissSnackbar, showSnackbar } from '../../components/snackbar'
import { loadFieldworkCatalog } from '../../kit/words/fieldwork-catalog'
import { formatAgo } from '../../kit/words/format-ago'
import { useNow } from '../../kit/words/use-now'
import { SignInBanner } from './SignInBanner'
import { SYNC_STATUS_HEIGHT, SyncStatusPlaceholder } from './SyncStatusPlaceholder'
import { useBrowserOnline, useSyncOverview, useSyncRunning } from '../../kit/offline/use-sync-overview'

// The list of changes that need the person, with the session form, loads when opened.
const AttentionDialog = lazy(async () => {
  const [{ AttentionDialog }] = await Promise.all([import('../service-sessions/attention/AttentionDialog'), loadFieldworkCatalog()])
  return { default: AttentionDialog }
})

const AGO_REFRESH_MS = 30_000
const OFFLINE_MESSAGE = 'sync-offline'

/**
 * Pending changes, the age of the oldest, the last sync and trouble, in one quiet line; a
 * prominent banner only when the person must act (sign in again). Being offline is normal at a
 * school: it is said plainly, never as an error.
 */
export function SyncStatusBar({ session }: { session: SessionRecord }) {
  const { t } = useLingui()
  const overview = useSyncOverview()
  const running = useSyncRunning()
  const online = useBrowserOnline()
  const now = useNow(AGO_REFRESH_MS)
  const [attentionOpen, setAttentionOpen] = useState(false)
  const engine = overview?.engine
  // The engine stopped for want of a sign-in that has happened since: send what waits now.
  const signedInSince = session.status === 'active' && engine?.problem === 'sign-in' && (engine.lastAttemptAt ?? '') < session.signedInAt
  useEffect(() => {
    if (signedInSince) void import('../../sync/triggers').then(({ requestSync }) => requestSync('signed-in', { ignoreBackoff: true }))
  }, [signedInSince])
  const problem = signedInSince ? null : engine?.problem
  const offline = !online || problem === 'offline'
  // "Se enviarán al recuperar la señal" is untrue once the signal is back: take it back then.
  useEffect(() => {
    if (!offline) dismissSnackbar(OFFLINE_MESSAGE)
  }, [offline])
  if (!overview || !engine) return <SyncStatusPlaceholder />

  const { pending, oldestPendingAt, attention } = overview
  const oldestAgo = oldestPendingAt ? formatAgo(oldestPendingAt, now) : null
  const lastSyncAgo = engine.lastSuccessAt ? formatAgo(engine.lastSuccessAt, now) : null

  const condition = running ? t`Sincronizando…` : offline ? t`Sin conexión` : problem === 'server' ? t`El servidor no responde; se reintentará` : null
  // Right after sign-in nothing has been sent yet, and nothing needs to be: no "not synced yet" then.
  const lastSyncText = lastSyncAgo ? t`Última sincronización ${lastSyncAgo}` : pending > 0 ? t`Aún no se ha sincronizado` : null
  const pendingText = pending > 0 ? plural(pending, { one: '# cambio pendiente', other: '# cambios pendientes' }) : attention === 0 ? t`Sin cambios pendientes` : null
  const showStrip = session.user.provider_id !== null
  const mustSignIn = session.status === 'expired' || problem === 'sign-in'
  if (!showStrip) return mustSignIn ? <SignInBanner pending={pending} /> : null

  function requestSyncNow() {
    // Offline, a tap still gets an answer: the changes wait and go out when there is signal.
    if (offline) showSnackbar(t`Sin conexión: se enviarán al recuperar la señal`, 'info', undefined, OFFLINE_MESSAGE)
    else void syncNow()
  }

  return (
    <Box as="aside" aria-label={t`Estado de la sincronización`} bg={offline ? 'accent.subtle' : 'gray.50'} borderBottomWidth="1px">
      {mustSignIn ? <SignInBanner pending={pending} /> : null}
      <Flex minH={SYNC_STATUS_HEIGHT} px={{ base: '3', md: '6' }} py="1" gap="2" align="center" justify="space-between" textStyle="sm">
        <Flex gap="2" align="center" minW="0" color={offline ? 'accent.fg' : problem === 'server' ? 'accent.fg' : 'fg.muted'} data-testid="sync-status">
          {offline ? <OfflineIcon /> : null}
          <Text>
            {/* Only the condition is announced: the ages change every half minute. */}
            {condition ? (
              <Text as="span" role="status" fontWeight={offline ? 'semibold' : undefined}>
                {condition}
              </Text>
            ) : null}
            {pendingText ? (
              <>
                {condition ? SEPARATOR : null}
                {pendingText}
                {/* On a phone the count is what matters; the ages fit on wider screens. */}
                {oldestAgo && pending > 0 ? <Text as="span" hideBelow="md">{`, ${t`el más antiguo ${oldestAgo}`}`}</Text> : null}
              </>
            ) : null}
            {lastSyncText ? (
              <Text as="span" hideBelow={pending > 0 || condition ? 'md' : undefined}>
                {/* A separator only after something: the line never starts with "·". */}
                {condition || pendingText ? SEPARATOR : null}
                {lastSyncText}
              </Text>
            ) : null}
          </Text>
        </Flex>
        <Flex gap="2" align="center" flexShrink="0">
          {attention > 0 ? (
            <Button size="xs" colorPalette="danger" onClick={() => setAttentionOpen(true)}>
              {t`Requiere atención (${attention})`}
            </Button>
          ) : null}
          <Button size="xs" variant="outline" colorPalette="brand" bg="bg" loading={running} loadingText={t`Sincronizar ahora`} onClick={requestSyncNow}>
            {t`Sincronizar ahora`}
          </Button>
        </Flex>
      </Flex>
      {attentionOpen ? (
        <Suspense fallback={null}>
          <AttentionDialog user={session.user} onClose={() => setAttentionOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  )
}

/** A cloud crossed out: being offline is told by colour, icon and words, not by grey text alone. */
function OfflineIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M19.35 10.04A7.49 7.49 0 0 0 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46A5.5 5.5 0 0 1 17.5 11v.5H19a3 3 0 0 1 1.13 5.78l1.45 1.45A5 5 0 0 0 19.35 10.04ZM3 5.27l2.75 2.74A6 6 0 0 0 6 20h11.73l2 2L21 20.73 4.27 4 3 5.27ZM7.73 10l8 8H6a4 4 0 0 1 0-8h1.73Z" />
    </svg>
  )
}

const SEPARATOR = ' · '

async function syncNow(): Promise<void> {
  const triggers = await import('../../sync/triggers')
  await triggers.syncNow()
}
