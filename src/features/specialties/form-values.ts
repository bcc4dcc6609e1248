import type { NamedItem } from '../../domain/schemas/named-item'
import type { ProviderSpecialty } from '../../domain/specialties/types'

/** What the specialty form holds: numbers from selects (undefined until chosen), text and dates as typed. */
export interface SpecialtyFormValues {
  specialty_id: number | undefined
  license_type_id: number | undefined
  license_number: string
  license_expiration: string
  telehealth_license_number: string
  telehealth_license_expiration: string
  start_year: number | undefined
  insurance_expiration: string
  /** Every feature of the reference list, with the provider's value (false when never set). */
  specialty_features: Array<{ specialty_feature_id: number; value: boolean }>
}

export function initialSpecialtyValues(specialty: ProviderSpecialty | undefined, features: readonly NamedItem[]): SpecialtyFormValues {
  return {
    specialty_id: specialty?.specialty_id,
    license_type_id: specialty?.license_type_id,
    license_number: specialty?.license_number ?? '',
    license_expiration: specialty?.license_expiration ?? '',
    telehealth_license_number: specialty?.telehealth_license_number ?? '',
    telehealth_license_expiration: specialty?.telehealth_license_expiration ?? '',
    start_year: specialty?.start_year ?? undefined,
    insurance_expiration: specialty?.insurance_expiration ?? '',
    specialty_features: features.map((feature) => ({
      specialty_feature_id: feature.id,
      value: specialty?.specialty_features.find((value) => value.specialty_feature_id === feature.id)?.value ?? false,
    })),
  }
}
