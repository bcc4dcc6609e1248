import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PeriodProvider, PeriodStudent, PeriodSummary, VisitCounts } from '../../src/domain/billing/api'
import { addCounts } from '../../src/domain/billing/counts'
import { referrals, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Issue 23 item 1 through the real API on the seeded data (the clock is TEST_NOW, 10 March 2026):
 * every level the billing screens show is the sum of the level below it — the period's totals,
 * its customers' and providers' summary lines, one provider's line, and her students by
 * specialty and service — and on each, due − recorded = missing − extra. The property test over
 * generated periods is src/features/billing/period-totals.property.test.ts.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let periodId: number

const counts = ({ expected, recorded, missing, extra }: VisitCounts) => ({ expected, recorded, missing, extra })

function holdsTheRule(line: VisitCounts) {
  expect(line.missing).toBeGreaterThanOrEqual(0)
  expect(line.extra).toBeGreaterThanOrEqual(0)
  expect(line.expected - line.recorded).toBe(line.missing - line.extra)
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const years = (await api.get('billing', '/api/service-visits/academic-years')).body as { id: number; delta: number }[]
  const current = years.find((year) => year.delta === 0)!.id
  const periods = (await api.get('billing', `/api/service-visits/periods?academic_year_id=${current}&page_size=20`)).body.items as { id: number; start_date: string }[]
  periodId = periods.find((period) => period.start_date === '2026-02-01')!.id
})
afterAll(() => t?.close())

describe('a period’s figures add up, level by level', () => {
  it('period = its summary lines (customer × provider), and each line keeps the rule', async () => {
    const detail = (await api.get('billing', `/api/service-visits/periods/${periodId}`)).body
    const summary = (await api.get('billing', `/api/service-visits/periods/${periodId}/summary`)).body as PeriodSummary
    expect(summary.lines.length).toBeGreaterThan(3)
    expect(detail.totals).toEqual(summary.totals)
    expect(addCounts(summary.lines)).toEqual(summary.totals)
    holdsTheRule(summary.totals)
    for (const line of summary.lines) holdsTheRule(line)
    // Recorded beyond the due somewhere, so "faltan" is not due − recorded and the rule matters.
    expect(summary.totals.extra).toBeGreaterThan(0)
    expect(summary.totals.missing).not.toBe(summary.totals.expected - summary.totals.recorded)
  })

  it('each customer’s summary (filtered) is the sum of its lines in the whole period’s summary', async () => {
    const summary = (await api.get('billing', `/api/service-visits/periods/${periodId}/summary`)).body as PeriodSummary
    for (const customerId of new Set(summary.lines.map((line) => line.customer_id))) {
      const ofCustomer = (await api.get('billing', `/api/service-visits/periods/${periodId}/summary?customer_id=${customerId}`)).body as PeriodSummary
      expect(ofCustomer.totals).toEqual(addCounts(summary.lines.filter((line) => line.customer_id === customerId)))
      holdsTheRule(ofCustomer.totals)
    }
  })

  it('each provider’s line is the sum of her summary lines; hers is the sum of her students by specialty and service', async () => {
    const summary = (await api.get('billing', `/api/service-visits/periods/${periodId}/summary`)).body as PeriodSummary
    const providers = (await api.get('billing', `/api/service-visits/periods/${periodId}/providers`)).body as PeriodProvider[]
    expect(providers.length).toBeGreaterThan(1)
    for (const provider of providers) {
      expect({ ...counts(provider), referrals: provider.referrals }).toEqual(addCounts(summary.lines.filter((line) => line.provider_id === provider.provider_id)))
      holdsTheRule(provider)
    }

    const [marisol] = await t.db.select({ provider_id: users.provider_id }).from(users).where(eq(users.email, 'terapeuta@example.com'))
    const hers = providers.find((provider) => provider.provider_id === marisol!.provider_id)!
    const pairs = await t.db
      .selectDistinct({ specialty: referrals.provider_specialty_id, service: referrals.service_id })
      .from(referrals)
      .where(and(eq(referrals.provider_id, marisol!.provider_id!), isNotNull(referrals.provider_specialty_id)))
    const students: PeriodStudent[] = []
    for (const pair of pairs) {
      const answer = await api.get('billing', `/api/service-visits/periods/${periodId}/provider-specialties/${pair.specialty}/services/${pair.service}/students`)
      expect(answer.status).toBe(200)
      for (const student of answer.body as PeriodStudent[]) holdsTheRule(student)
      students.push(...(answer.body as PeriodStudent[]))
    }
    expect({ ...counts(hers), referrals: hers.referrals }).toEqual(addCounts(students))
  })

  it('the outstanding report, counted for all periods in one pass, gives each the same four figures', async () => {
    const outstanding = (await api.get('billing', '/api/service-visits/outstanding')).body as ({ period: { id: number } } & VisitCounts)[]
    const february = outstanding.find((row) => row.period.id === periodId)!
    const summary = (await api.get('billing', `/api/service-visits/periods/${periodId}/summary`)).body as PeriodSummary
    expect(counts(february)).toEqual(counts(summary.totals))
    for (const row of outstanding) holdsTheRule(row)
  })
})
