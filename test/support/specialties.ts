import type { ProviderSpecialty } from '../../src/domain/specialties/types'

/** Reference lists and provider specialties for the specialty screens' tests. */
export const specialtyReference = {
  specialties: [
    { id: 1, name: 'Patología del habla y lenguaje', discipline_id: 1 },
    { id: 2, name: 'Terapia ocupacional', discipline_id: 2 },
  ],
  licenseTypes: [
    { id: 1, name: 'Licencia regular' },
    { id: 2, name: 'Licencia provisional' },
  ],
  features: [
    { id: 1, name: 'Bilingüe (español e inglés)' },
    { id: 2, name: 'Telepráctica' },
  ],
}

export function providerSpecialty(overrides: Partial<ProviderSpecialty> = {}): ProviderSpecialty {
  return {
    id: 11,
    provider_id: 1,
    provider_name: 'Marisol Rivera Torres',
    provider_status_id: 1,
    specialty_id: 1,
    specialty_name: 'Patología del habla y lenguaje',
    license_type_id: 1,
    license_type_name: 'Licencia regular',
    license_number: 'PHL-10482',
    license_expiration: '2027-12-31',
    telehealth_license_number: 'TEL-20931',
    telehealth_license_expiration: '2027-11-30',
    start_year: 2011,
    insurance_expiration: '2027-06-30',
    confirmed_by_provider_at: null,
    specialty_features: [{ specialty_feature_id: 1, name: 'Bilingüe (español e inglés)', value: true }],
    attachments: [],
    can_delete: true,
    ...overrides,
  }
}
