import { ACTIVE_PROVIDER_STATUS_ID, LICENSE_ALERT_WINDOW_DAYS } from '../constants'
import { daysBetween } from '../rules/dates'

/**
 * Licence alerts (spec §9): a licence is expired when its date is before today, and expiring
 * soon when it expires within the next 30 days (today and the 30th day included). Only active
 * providers (provider_status_id 1) are considered, for both the standard and the telehealth
 * licence. "Today" is the company's day (companyToday()).
 */

export type LicenseKind = 'standard' | 'telehealth'

export type LicenseState =
  | { state: 'expired'; /** whole days since it expired (1 the day after). */ days: number }
  | { state: 'expiring'; /** whole days left (0 when it expires today). */ days: number }
  | { state: 'valid' }

export function licenseState(expiration: string, today: string, windowDays: number = LICENSE_ALERT_WINDOW_DAYS): LicenseState {
  const remaining = daysBetween(today, expiration)
  if (remaining < 0) return { state: 'expired', days: -remaining }
  if (remaining <= windowDays) return { state: 'expiring', days: remaining }
  return { state: 'valid' }
}

/** What the alert list needs of a provider specialty (GET /provider-specialties answers it). */
export interface LicenseAlertSource {
  id: number
  provider_id: number
  provider_name: string
  provider_status_id: number
  specialty_name: string
  license_number: string
  license_expiration: string
  telehealth_license_number: string | null
  telehealth_license_expiration: string | null
  insurance_expiration: string | null
}

export interface LicenseAlert {
  /** The provider specialty. */
  provider_specialty_id: number
  provider_id: number
  provider_name: string
  specialty_name: string
  kind: LicenseKind
  license_number: string | null
  expiration: string
  state: 'expired' | 'expiring'
  /** Days expired (state expired) or remaining (state expiring). */
  days: number
  /** Shown alongside: the liability policy's expiry. */
  insurance_expiration: string | null
}

/**
 * Every alert of active providers, most urgent first: by expiration date, so the licence expired
 * longest ago leads, then the ones that expire soonest; ties by provider name, standard first.
 */
export function licenseAlerts(specialties: readonly LicenseAlertSource[], today: string): LicenseAlert[] {
  const alerts: LicenseAlert[] = []
  for (const specialty of specialties) {
    if (specialty.provider_status_id !== ACTIVE_PROVIDER_STATUS_ID) continue
    const licences: Array<[LicenseKind, string | null, string | null]> = [
      ['standard', specialty.license_number, specialty.license_expiration],
      ['telehealth', specialty.telehealth_license_number, specialty.telehealth_license_expiration],
    ]
    for (const [kind, number, expiration] of licences) {
      if (!expiration) continue
      const state = licenseState(expiration, today)
      if (state.state === 'valid') continue
      alerts.push({
        provider_specialty_id: specialty.id,
        provider_id: specialty.provider_id,
        provider_name: specialty.provider_name,
        specialty_name: specialty.specialty_name,
        kind,
        license_number: number,
        expiration,
        state: state.state,
        days: state.days,
        insurance_expiration: specialty.insurance_expiration,
      })
    }
  }
  return alerts.sort(
    (a, b) =>
      a.expiration.localeCompare(b.expiration) ||
      a.provider_name.localeCompare(b.provider_name, 'es') ||
      (a.kind === b.kind ? 0 : a.kind === 'standard' ? -1 : 1),
  )
}
