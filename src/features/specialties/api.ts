import type { NamedItem } from '../../domain/schemas/named-item'
import { specialtySaveRequest } from '../../domain/specialties/editor'
import type { ProviderSpecialty, SpecialtyItem } from '../../domain/specialties/types'
import { apiJson } from '../../sync/api-client'

/** Calls of spec §7 for provider specialties and their reference lists. */

export interface SpecialtyReference {
  specialties: SpecialtyItem[]
  licenseTypes: NamedItem[]
  features: NamedItem[]
}

export async function fetchSpecialtyReference(): Promise<SpecialtyReference> {
  const [specialties, licenseTypes, features] = await Promise.all([
    apiJson<SpecialtyItem[]>('/specialties'),
    apiJson<NamedItem[]>('/specialties/license-types'),
    apiJson<NamedItem[]>('/specialties/features'),
  ])
  return { specialties, licenseTypes, features }
}

/** A provider's specialties (a provider may ask only for their own). */
export function fetchProviderSpecialties(providerId: number): Promise<ProviderSpecialty[]> {
  return apiJson<ProviderSpecialty[]>(`/provider-specialties?provider_id=${providerId}`)
}

/** Every provider's specialties (office staff). */
export function fetchAllProviderSpecialties(): Promise<ProviderSpecialty[]> {
  return apiJson<ProviderSpecialty[]>('/provider-specialties')
}

/** Saves as add (no id: POST) or update (with id: PATCH). */
export function saveProviderSpecialty(id: number | undefined, body: unknown): Promise<ProviderSpecialty> {
  const request = specialtySaveRequest(id, body)
  return apiJson<ProviderSpecialty>(request.path, { method: request.method, body: request.body })
}

export function deleteProviderSpecialty(id: number): Promise<void> {
  return apiJson<void>(`/provider-specialties/${id}`, { method: 'DELETE' })
}
