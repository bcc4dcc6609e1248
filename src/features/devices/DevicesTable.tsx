import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { DeviceHealth } from '../../domain/sync/devices'
import { DataTable, type DataColumn } from '../../components/data-table'
import { formatDateTime } from '../../kit/words/format-date'
import { DeviceAlerts, gapText } from './DeviceAlerts'

/** Enough of a device id to tell devices apart on screen (the full id is a UUID). */
const shortId = (id: string) => id.slice(0, 8)

/**
 * Devices with their sync health. `withPerson` adds who uses each (the office list); a
 * provider's profile lists only her own, without it.
 */
export function DevicesTable({ devices, withPerson }: { devices: readonly DeviceHealth[]; withPerson: boolean }) {
  const { t } = useLingui()
  const when = (value: string | null) => (value ? formatDateTime(value) : '—')
  const columns: DataColumn<DeviceHealth>[] = [
    ...(withPerson
      ? [
          {
            key: 'person',
            header: t`Persona`,
            cell: (device: DeviceHealth) => (
              <Stack gap="0">
                <span>{device.user_name}</span>
                <Text color="fg.muted">{device.user_email}</Text>
              </Stack>
            ),
          },
        ]
      : []),
    { key: 'device', header: t`Dispositivo`, cell: (device) => <Text fontFamily="mono">{shortId(device.id)}</Text> },
    { key: 'alerts', header: t`Alertas`, cell: (device) => <DeviceAlerts device={device} /> },
    {
      key: 'gaps',
      header: t`Secuencias no recibidas`,
      cell: (device) => (
        <Stack gap="0">
          <span>{device.gaps.length ? gapText(device) : '—'}</span>
          {device.replaced_by ? <Text color="fg.muted">{t`Reemplazado por ${shortId(device.replaced_by)}`}</Text> : null}
          {device.replaces ? <Text color="fg.muted">{t`Reemplaza a ${shortId(device.replaces)}`}</Text> : null}
        </Stack>
      ),
    },
    { key: 'queue', header: t`Pendientes`, numeric: true, cell: (device) => device.queue_depth ?? '—' },
    { key: 'oldest', header: t`Pendiente más antiguo`, cell: (device) => when(device.oldest_pending_at) },
    { key: 'seen', header: t`Último contacto`, cell: (device) => when(device.last_seen_at) },
    { key: 'sequence', header: t`Última secuencia`, numeric: true, cell: (device) => device.last_sequence },
  ]
  return (
    <DataTable
      caption={t`Dispositivos`}
      rows={devices}
      rowKey={(device) => device.id}
      columns={columns}
      empty={<Text color="fg.muted">{t`Ningún dispositivo ha enviado cambios.`}</Text>}
    />
  )
}
