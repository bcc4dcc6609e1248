import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { licenseState } from '../../domain/specialties/license-alerts'
import { StatusBadge } from '../../components/status-badge'

/** A licence's state in words: expired N days ago, expires in N days (within 30), or nothing. */
export function LicenseStatus({ expiration, today }: { expiration: string | null; today: string }) {
  const { t } = useLingui()
  if (!expiration) return null
  const state = licenseState(expiration, today)
  if (state.state === 'valid') return null
  const days = state.days
  if (state.state === 'expired') {
    return <StatusBadge tone="danger">{t`${plural(days, { one: 'Vencida hace # día', other: 'Vencida hace # días' })}`}</StatusBadge>
  }
  return (
    <StatusBadge tone="warning">
      {days === 0 ? t`Vence hoy` : t`${plural(days, { one: 'Vence en # día', other: 'Vence en # días' })}`}
    </StatusBadge>
  )
}
