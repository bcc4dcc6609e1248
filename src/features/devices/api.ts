import type { DeviceHealth, DevicePage, DevicesQuery } from '../../domain/sync/devices'
import { apiJson } from '../../sync/api-client'

/** The office list of devices (alerts first unless sorted otherwise). */
export function fetchDevices(query: Partial<Record<keyof DevicesQuery, string | number>>): Promise<DevicePage> {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value))
  const search = params.toString()
  return apiJson<DevicePage>(search ? `/devices?${search}` : '/devices')
}

/** The signed-in person's own devices (her profile). */
export function fetchMyDevices(): Promise<DeviceHealth[]> {
  return apiJson<DeviceHealth[]>('/devices/mine')
}
