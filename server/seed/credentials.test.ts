import { afterAll, describe, expect, it } from 'vitest'
import { companyToday } from '../../src/domain/rules/company-time'
import { isConfirmationDue } from '../../src/domain/specialties/confirmation'
import { licenseAlerts } from '../../src/domain/specialties/license-alerts'
import type { ProviderSpecialty } from '../../src/domain/specialties/types'
import { credentialHelpers } from '../test-support/credentials'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { seedConfirmation } from './organisation'

/** What the demo shows of specialties and licences, whatever the day it is seeded. */
const apps: TestApp[] = []
afterAll(() => Promise.all(apps.map((app) => app.close())))

async function seededOn(instant: string) {
  const t = await createTestApp({ now: new Date(instant) })
  apps.push(t)
  const h = credentialHelpers(t)
  const staff = await h.token('oficina@example.com')
  const all = (await (await h.send(staff, 'GET', '/api/provider-specialties')).json()) as ProviderSpecialty[]
  return { today: companyToday(new Date(instant)), all, marisolId: await h.providerIdOf('terapeuta@example.com'), h }
}

describe('demo specialties and licences', () => {
  // Out of the window (March) and inside it (its first day, and mid-June).
  it.each(['2026-03-10T14:00:00Z', '2026-05-01T14:00:00Z', '2026-06-15T14:00:00Z'])(
    'seeded on %s, terapeuta@ has exactly one specialty due for confirmation, and the other demo accounts none',
    async (instant) => {
      const { today, all, marisolId, h } = await seededOn(instant)
      const marisol = all.filter((row) => row.provider_id === marisolId)
      expect(marisol.map((row) => isConfirmationDue(row.confirmed_by_provider_at, today))).toEqual(
        expect.arrayContaining([true, false]),
      )
      expect(marisol.filter((row) => row.confirmed_by_provider_at === null)).toHaveLength(1)
      for (const email of ['terapeuta2@example.com', 'supervisor@example.com']) {
        const id = await h.providerIdOf(email)
        const due = all.filter((row) => row.provider_id === id && isConfirmationDue(row.confirmed_by_provider_at, today))
        expect(due, email).toEqual([])
      }
    },
  )

  it('has an expired licence, one expiring within 30 days, an expiring telehealth licence, and an inactive provider left out', async () => {
    const { today, all } = await seededOn('2026-03-10T14:00:00Z')
    const alerts = licenseAlerts(all, today)
    expect(alerts.some((alert) => alert.kind === 'standard' && alert.state === 'expired')).toBe(true)
    expect(alerts.some((alert) => alert.kind === 'standard' && alert.state === 'expiring')).toBe(true)
    expect(alerts.some((alert) => alert.kind === 'telehealth' && alert.state === 'expiring')).toBe(true)
    const inactiveExpired = all.filter((row) => row.provider_status_id !== 1 && row.license_expiration < today)
    expect(inactiveExpired.length).toBeGreaterThan(0)
    expect(alerts.map((alert) => alert.provider_id)).not.toContain(inactiveExpired[0]!.provider_id)
  })
})

describe('seedConfirmation', () => {
  it.each([
    ['2026-03-10', 30, '2026-02-08'],
    ['2026-05-10', 30, '2026-05-01'],
    ['2026-08-31', 200, '2026-05-01'],
    ['2026-06-15', 20, '2026-05-26'],
    ['2026-09-01', 30, '2026-08-02'],
    ['2026-03-10', null, null],
  ])('seeded on %s, %s days ago → %s', (today, daysAgo, expected) => {
    expect(seedConfirmation(today, daysAgo)).toBe(expected)
  })
})
