import { specialtySaveRequest } from '../../../domain/specialties/editor'
import type { ProviderSpecialty } from '../../../domain/specialties/types'
import { apiJson } from '../../../sync/api-client'

/** Saves as add (no id: POST) or update (with id: PATCH). The section refetches its list after. */
export function saveProviderSpecialty(id: number | undefined, body: unknown): Promise<ProviderSpecialty> {
  const request = specialtySaveRequest(id, body)
  return apiJson<ProviderSpecialty>(request.path, { method: request.method, body: request.body })
}
