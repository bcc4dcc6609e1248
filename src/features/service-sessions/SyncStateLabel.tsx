import { useLingui } from '@lingui/react/macro'
import type { SyncState } from '../../db/outbox-types'
import { StatusBadge, type BadgeTone } from '../../components/status-badge'

const TONES: Record<SyncState, BadgeTone> = { pending: 'info', synced: 'success', failed: 'danger', conflict: 'warning' }

/** Where a session stands: on the device only, on the server, or waiting for the person. */
export function SyncStateLabel({ state }: { state: SyncState }) {
  const { t } = useLingui()
  const words: Record<SyncState, string> = {
    pending: t`Guardado en el dispositivo`,
    synced: t`Sincronizada`,
    failed: t`Requiere atención`,
    conflict: t`Conflicto`,
  }
  return <StatusBadge tone={TONES[state]}>{words[state]}</StatusBadge>
}
