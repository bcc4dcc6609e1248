import { apiJson } from '../../../sync/api-client'

/** DELETE /provider-specialties/{id}. The section refetches its list after. */
export function deleteProviderSpecialty(id: number): Promise<void> {
  return apiJson<void>(`/provider-specialties/${id}`, { method: 'DELETE' })
}
