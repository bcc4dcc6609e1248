import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NamedItem } from '../../domain/schemas/named-item'
import type { SpecialtyItem } from '../../domain/specialties/types'
import { apiJson } from '../../sync/api-client'

/** The specialty editor's reference lists (spec §7 Reference data). */
export interface SpecialtyReference {
  specialties: SpecialtyItem[]
  licenseTypes: NamedItem[]
  features: NamedItem[]
}

export async function getSpecialtyReference(): Promise<SpecialtyReference> {
  const [specialties, licenseTypes, features] = await Promise.all([
    apiJson<SpecialtyItem[]>('/specialties'),
    apiJson<NamedItem[]>('/specialties/license-types'),
    apiJson<NamedItem[]>('/specialties/features'),
  ])
  return { specialties, licenseTypes, features }
}
// Reference lists change rarely: kept for the whole visit.
export const specialtyReferenceQuery = () => queryOptions({ queryKey: ['specialty-reference'], queryFn: getSpecialtyReference, staleTime: Infinity })
export const useSpecialtyReference = () => useQuery(specialtyReferenceQuery())
