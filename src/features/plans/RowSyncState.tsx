import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '../../components/status-badge'
import { usePlanSource } from './plan-source'

/** The id of the editor's "Requiere atención" part, where a row in conflict links. */
export const PLAN_ATTENTION_ID = 'plan-attention'

/**
 * Where a row of the provider's plan stands on her device: nothing when it is on the server,
 * "Guardado en el dispositivo" while its change waits to be sent, and "Requiere atención" (a link
 * to the plan's attention part, with both versions) when the server refused it or it conflicts.
 * Online editing shows nothing: every save there is already on the server.
 */
export function RowSyncState({ entityId }: { entityId: string }) {
  const { t } = useLingui()
  const source = usePlanSource()
  if (source.kind !== 'device') return null
  const state = source.stateOf(entityId)
  if (state === 'synced') return null
  if (state === 'pending') return <StatusBadge tone="info">{t`Guardado en el dispositivo`}</StatusBadge>
  return (
    <a href={`#${PLAN_ATTENTION_ID}`} aria-label={t`Requiere atención: ver ambas versiones`}>
      <StatusBadge tone={state === 'conflict' ? 'warning' : 'danger'}>{t`Requiere atención`}</StatusBadge>
    </a>
  )
}
