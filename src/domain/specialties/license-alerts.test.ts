import { describe, expect, it } from 'vitest'
import { companyToday } from '../rules/company-time'
import { licenseAlerts, licenseState, type LicenseAlertSource } from './license-alerts'

describe('licenseState', () => {
  // [today, expiration, expected]
  it.each([
    ['2026-03-10', '2026-03-09', { state: 'expired', days: 1 }],
    ['2026-03-10', '2026-01-01', { state: 'expired', days: 68 }],
    ['2026-03-10', '2026-03-10', { state: 'expiring', days: 0 }],
    ['2026-03-10', '2026-03-11', { state: 'expiring', days: 1 }],
    ['2026-03-10', '2026-04-09', { state: 'expiring', days: 30 }],
    ['2026-03-10', '2026-04-10', { state: 'valid' }],
    // Across 29 February of a leap year.
    ['2028-02-28', '2028-03-29', { state: 'expiring', days: 30 }],
    ['2028-02-28', '2028-03-30', { state: 'valid' }],
    ['2028-03-01', '2028-02-29', { state: 'expired', days: 1 }],
    ['2027-02-28', '2027-03-30', { state: 'expiring', days: 30 }],
    ['2027-02-28', '2027-03-31', { state: 'valid' }],
    // Across the year's end.
    ['2026-12-15', '2027-01-14', { state: 'expiring', days: 30 }],
  ])('today %s, expires %s → %o', (today, expiration, expected) => {
    expect(licenseState(expiration, today)).toEqual(expected)
  })

  it('counts from the company day: at 23:30 in San Juan a licence of that day has not expired', () => {
    // 23:30 on 9 March in San Juan is 03:30 UTC on 10 March.
    expect(licenseState('2026-03-09', companyToday(new Date('2026-03-10T03:30:00Z')))).toEqual({ state: 'expiring', days: 0 })
    // 00:30 on 10 March in San Juan.
    expect(licenseState('2026-03-09', companyToday(new Date('2026-03-10T04:30:00Z')))).toEqual({ state: 'expired', days: 1 })
    // 00:30 UTC on 10 March is still 9 March in San Juan.
    expect(licenseState('2026-03-09', companyToday(new Date('2026-03-10T00:30:00Z')))).toEqual({ state: 'expiring', days: 0 })
    // 23:30 UTC on 9 March is 19:30 in San Juan, same day.
    expect(licenseState('2026-03-09', companyToday(new Date('2026-03-09T23:30:00Z')))).toEqual({ state: 'expiring', days: 0 })
  })
})

const TODAY = '2026-03-10'

function specialty(overrides: Partial<LicenseAlertSource> & Pick<LicenseAlertSource, 'id'>): LicenseAlertSource {
  return {
    provider_id: overrides.id,
    provider_name: `Proveedor ${overrides.id}`,
    provider_status_id: 1,
    specialty_name: 'Terapia ocupacional',
    license_number: `L-${overrides.id}`,
    license_expiration: '2027-01-01',
    telehealth_license_number: null,
    telehealth_license_expiration: null,
    insurance_expiration: '2026-12-31',
    ...overrides,
  }
}

describe('licenseAlerts', () => {
  it('lists expired and expiring-within-30-days licences, not later ones', () => {
    const alerts = licenseAlerts(
      [
        specialty({ id: 1, license_expiration: '2026-03-09' }),
        specialty({ id: 2, license_expiration: '2026-04-09' }),
        specialty({ id: 3, license_expiration: '2026-04-10' }),
      ],
      TODAY,
    )
    expect(alerts.map((alert) => [alert.provider_specialty_id, alert.state, alert.days])).toEqual([
      [1, 'expired', 1],
      [2, 'expiring', 30],
    ])
  })

  it('considers only providers with provider_status_id 1', () => {
    const alerts = licenseAlerts(
      [
        specialty({ id: 1, license_expiration: '2026-01-01', provider_status_id: 1 }),
        specialty({ id: 2, license_expiration: '2026-01-01', provider_status_id: 2 }),
        specialty({ id: 3, license_expiration: '2026-01-01', provider_status_id: 3 }),
        specialty({ id: 4, license_expiration: '2026-01-01', provider_status_id: 0 }),
      ],
      TODAY,
    )
    expect(alerts.map((alert) => alert.provider_specialty_id)).toEqual([1])
  })

  it('checks the telehealth licence too, as its own row, with its own number', () => {
    const alerts = licenseAlerts(
      [
        specialty({ id: 1, telehealth_license_number: 'TEL-1', telehealth_license_expiration: '2026-03-20' }),
        specialty({ id: 2, license_expiration: '2026-03-01', telehealth_license_number: 'TEL-2', telehealth_license_expiration: '2026-03-05' }),
      ],
      TODAY,
    )
    expect(alerts.map((alert) => [alert.provider_specialty_id, alert.kind, alert.license_number, alert.state, alert.days])).toEqual([
      [2, 'standard', 'L-2', 'expired', 9],
      [2, 'telehealth', 'TEL-2', 'expired', 5],
      [1, 'telehealth', 'TEL-1', 'expiring', 10],
    ])
  })

  it('sorts by urgency: longest expired first, then soonest to expire; ties by provider name', () => {
    const alerts = licenseAlerts(
      [
        specialty({ id: 1, provider_name: 'Zoé', license_expiration: '2026-03-25' }),
        specialty({ id: 2, provider_name: 'Ana', license_expiration: '2026-03-11' }),
        specialty({ id: 3, provider_name: 'Berta', license_expiration: '2025-12-01' }),
        specialty({ id: 4, provider_name: 'Carla', license_expiration: '2026-03-10' }),
        specialty({ id: 5, provider_name: 'Álvaro', license_expiration: '2026-03-25' }),
      ],
      TODAY,
    )
    expect(alerts.map((alert) => alert.provider_name)).toEqual(['Berta', 'Carla', 'Ana', 'Álvaro', 'Zoé'])
  })

  it('carries the insurance expiry alongside', () => {
    const [alert] = licenseAlerts([specialty({ id: 1, license_expiration: '2026-03-01', insurance_expiration: '2026-02-01' })], TODAY)
    expect(alert?.insurance_expiration).toBe('2026-02-01')
  })

  it('answers nothing when every licence is valid', () => {
    expect(licenseAlerts([specialty({ id: 1 })], TODAY)).toEqual([])
  })
})
