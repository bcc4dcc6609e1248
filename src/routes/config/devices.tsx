import { createFileRoute } from '@tanstack/react-router'
import { DEVICE_ALERTS, type DeviceAlert } from '../../domain/sync/device-alerts'
import { loadDevicesCatalog } from '../../features/devices/devices-catalog'
import { DevicesScreen, type DevicesSearch } from '../../features/devices/DevicesScreen'

function devicesSearch(search: Record<string, unknown>): DevicesSearch {
  const page = Number(search.page)
  const alert = DEVICE_ALERTS.find((item) => item === search.alert) as DeviceAlert | undefined
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
    alert,
  }
}

export const Route = createFileRoute('/config/devices')({
  validateSearch: devicesSearch,
  loader: loadDevicesCatalog,
  component: DevicesRoute,
})

function DevicesRoute() {
  return <DevicesScreen search={Route.useSearch()} />
}
