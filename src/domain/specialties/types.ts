import type { AttachmentInfo } from '../attachments/schemas'
import type { NamedItem } from '../schemas/named-item'
import type { LicenseAlertSource } from './license-alerts'

/** A feature of a specialty (e.g. bilingual) and whether the provider has it (spec §3). */
export interface SpecialtyFeatureValue {
  specialty_feature_id: number
  name: string
  value: boolean
}

/** A provider specialty as the API answers it (spec §3 Provider specialty). */
export interface ProviderSpecialty extends LicenseAlertSource {
  specialty_id: number
  license_type_id: number
  license_type_name: string
  start_year: number | null
  confirmed_by_provider_at: string | null
  specialty_features: SpecialtyFeatureValue[]
  attachments: AttachmentInfo[]
  /** No service session or referral names it, so it may be deleted. */
  can_delete: boolean
}

/** GET /specialties */
export interface SpecialtyItem extends NamedItem {
  discipline_id: number | null
}

export type { NamedItem }
