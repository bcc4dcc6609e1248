import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { SessionRecord } from '../../db/database'
import { loadFieldworkCatalog } from '../shared/fieldwork-catalog'
import { formatAgo } from '../shared/format-ago'
import { useNow } from '../shared/use-now'
import { SignInBanner } from './SignInBanner'
import { SYNC_STATUS_HEIGHT, SyncStatusPlaceholder } from './SyncStatusPlaceholder'
import { useBrowserOnline, useSyncOverview, useSyncRunning } from './use-sync-overview'

// The list of changes that need the person, with the session form, loads when opened.
const AttentionDialog = lazy(async () => {
  const [{ AttentionDialog }] = await Promise.all([import('../service-sessions/attention/AttentionDialog'), loadFieldworkCatalog()])
  return { default: AttentionDialog }
})

const AGO_REFRESH_MS = 30_000

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
  if (!overview || !engine) return <SyncStatusPlaceholder />

  const { pending, oldestPendingAt, attention } = overview
  const problem = signedInSince ? null : engine.problem
  const offline = !online || problem === 'offline'
  const oldestAgo = oldestPendingAt ? formatAgo(oldestPendingAt, now) : null
  const lastSyncAgo = engine.lastSuccessAt ? formatAgo(engine.lastSuccessAt, now) : null

  const condition = running ? t`Sincronizando…` : offline ? t`Sin conexión` : problem === 'server' ? t`El servidor no responde; se reintentará` : null
  const pendingText =
    pending > 0
      ? t`${plural(pending, { one: '# cambio pendiente', other: '# cambios pendientes' })}` + (oldestAgo ? `, ${t`el más antiguo ${oldestAgo}`}` : '')
      : attention === 0
        ? t`Sin cambios pendientes`
        : null
  const lastSyncText = lastSyncAgo ? t`Última sincronización ${lastSyncAgo}` : t`Aún no se ha sincronizado`
  const details = [pendingText, lastSyncText].filter((part): part is string => part !== null).join(' · ')

  return (
    <Box as="aside" aria-label={t`Estado de la sincronización`} bg="gray.50" borderBottomWidth="1px">
      {session.status === 'expired' || problem === 'sign-in' ? <SignInBanner pending={pending} /> : null}
      <Flex h={SYNC_STATUS_HEIGHT} px={{ base: '3', md: '6' }} gap="2" align="center" justify="space-between" textStyle="sm">
        <Text color={problem === 'server' ? 'accent.fg' : 'fg.muted'} lineClamp={{ base: 2, md: 1 }} data-testid="sync-status">
          {/* Only the condition is announced: the ages change every half minute. */}
          {condition ? <span role="status">{`${condition} · `}</span> : null}
          {details}
        </Text>
        <Flex gap="2" align="center" flexShrink="0">
          {attention > 0 ? (
            <Button size="xs" colorPalette="danger" onClick={() => setAttentionOpen(true)}>
              {t`Requiere atención (${attention})`}
            </Button>
          ) : null}
          <Button size="xs" variant="outline" colorPalette="brand" loading={running} onClick={() => void syncNow()}>
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

async function syncNow(): Promise<void> {
  const triggers = await import('../../sync/triggers')
  await triggers.syncNow()
}
