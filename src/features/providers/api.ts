import type { Provider } from '../../domain/providers/schemas'
import type { NamedItem } from '../../domain/schemas/named-item'
import { apiJson } from '../../sync/api-client'

/** Calls of spec §7 Providers. */

export function fetchProviders(): Promise<Provider[]> {
  return apiJson<Provider[]>('/providers')
}

export function fetchProvider(id: number): Promise<Provider> {
  return apiJson<Provider>(`/providers/${id}`)
}

export function fetchProviderStatuses(): Promise<NamedItem[]> {
  return apiJson<NamedItem[]>('/providers/status')
}

export function saveExternalName(id: number, externalName: string): Promise<Provider> {
  return apiJson<Provider>(`/providers/${id}/external-name`, { method: 'PATCH', body: { external_name: externalName } })
}
