import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '../../components/status-badge'
import type { PeriodStatus } from '../../domain/billing/periods'
import { formatDate } from '../../kit/words/format-date'

export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const { t } = useLingui()
  return status === 'locked' ? <StatusBadge tone="neutral">{t`Cerrado`}</StatusBadge> : <StatusBadge tone="success">{t`Abierto`}</StatusBadge>
}

/** "03/01/2026 – 03/31/2026". */
export const periodDates = (period: { start_date: string; end_date: string }) => `${formatDate(period.start_date)} – ${formatDate(period.end_date)}`
