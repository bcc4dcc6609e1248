import { HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { DeviceAlert, DeviceHealth } from '../../domain/sync/devices'
import { StatusBadge } from '../../components/status-badge'

/** Each alert code in words. */
export function useAlertLabels(): Record<DeviceAlert, string> {
  const { t } = useLingui()
  return {
    sequence_gap: t`Cambios perdidos`,
    stale_with_pending: t`Sin contacto con cambios pendientes`,
    oldest_pending_over_24h: t`Cambio pendiente hace más de 24 h`,
    not_persisted: t`Almacenamiento no persistente`,
  }
}

/** One badge per alert, in words; "Sin alertas" when there is none. */
export function DeviceAlerts({ device }: { device: DeviceHealth }) {
  const { t } = useLingui()
  const label = useAlertLabels()
  if (device.alerts.length === 0) return <Text color="fg.muted">{t`Sin alertas`}</Text>
  return (
    <HStack gap="1" wrap="wrap">
      {device.alerts.map((alert) => (
        <StatusBadge key={alert} tone={alert === 'sequence_gap' || alert === 'stale_with_pending' ? 'danger' : 'warning'}>
          {label[alert]}
        </StatusBadge>
      ))}
    </HStack>
  )
}

/** The numbers a device never delivered, e.g. "2–3, 7". */
export function gapText(device: DeviceHealth): string {
  return device.gaps.map((gap) => (gap.from === gap.to ? String(gap.from) : `${gap.from}–${gap.to}`)).join(', ')
}
