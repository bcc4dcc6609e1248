/** Answers of the location calls (spec §7 "Locations"). */

export interface LocationListItem {
  id: number
  name: string
  type_id: number
  type_name: string
  customer_id: number | null
  customer_name: string | null
  municipality_id: number
  municipality_name: string
  school_code: string | null
}

export interface LocationDetail extends LocationListItem {
  address: string | null
  phone: string | null
  zip: string | null
  /** Students whose school this is. */
  student_count: number
  hash: string
  updated_at: string
}

/** A location where a provider's specialty is offered (provider-specialty-locations). */
export interface ProviderSpecialtyLocation {
  id: number
  provider_specialty_id: number
  provider_id: number
  specialty_name: string
  location_id: number
  location_name: string
}

/** GET /provider-locations/{provider_id}: the places a provider works, and why. */
export interface ProviderLocation {
  location_id: number
  location_name: string
  type_name: string
  /** Offered there through a specialty, and/or serving an active referral there. */
  via_specialty: boolean
  active_referrals: number
}
