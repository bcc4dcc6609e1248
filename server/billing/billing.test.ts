import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyModules, customers, referrals, roles, serviceSessions, userRoles, users, visits } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
let sanJuan: number
let currentYear: number
let previousYear: number
/** February 2026: wholly inside the seeded six weeks of sessions before TEST_NOW (2026-03-10). */
let february: { id: number; start_date: string; end_date: string }

const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!

/** The visits recorded in a period, counted straight from the tables (what the calls must agree with). */
async function visitsInDatabase(from: string, to: string, extra?: ReturnType<typeof eq>) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(and(isNull(serviceSessions.deleted_at), gte(serviceSessions.date, from), lte(serviceSessions.date, to), extra))
  return row!.n
}

async function callAs(email: string, path: string) {
  const { accessToken } = await t.login(email)
  const response = await t.authed(path, accessToken)
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = (await userOf('terapeuta@example.com')).provider_id!
  carlos = (await userOf('terapeuta2@example.com')).provider_id!
  sanJuan = (await t.db.select().from(customers)).find((row) => row.short_name === 'ORE San Juan')!.id
  // region@ gains billing for San Juan only: a customer-scoped clerk (before its first sign-in).
  const [billingRole] = await t.db.select().from(roles).where(eq(roles.name, 'Facturación'))
  await t.db.insert(userRoles).values({ user_id: (await userOf('region@example.com')).id, role_id: billingRole!.id, customer_id: sanJuan })
  const years = (await api.get('billing', '/api/service-visits/academic-years')).body as { id: number; delta: number }[]
  currentYear = years.find((year) => year.delta === 0)!.id
  previousYear = years.find((year) => year.delta === -1)!.id
  const periods = await api.get('billing', `/api/service-visits/periods?academic_year_id=${currentYear}&page_size=20`)
  february = periods.body.items.find((period: { start_date: string }) => period.start_date === '2026-02-01')
})
afterAll(() => t?.close())

describe('/service-visits gate', () => {
  it('refuses staff without billing.manage (403) and answers providers, billing and admin', async () => {
    for (const email of ['consulta@example.com', 'finanzas@example.com', 'coordinacion@example.com']) {
      expect((await callAs(email, '/api/service-visits/periods')).status).toBe(403)
      expect((await callAs(email, '/api/service-sessions/data-entry')).status).toBe(403)
    }
    for (const account of ['billing', 'admin', 'provider'] as const) expect((await api.get(account, '/api/service-visits/periods')).status).toBe(200)
  })

  it('is 403 module_disabled when the company lacks billing', async () => {
    const [row] = await t.db.select().from(companyModules).where(eq(companyModules.module_id, 'billing'))
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'billing'))
    try {
      const answer = await api.get('billing', '/api/service-visits/periods')
      expect(answer).toMatchObject({ status: 403, body: { code: 'module_disabled' } })
      expect((await api.get('billing', '/api/service-sessions/data-entry')).body.code).toBe('module_disabled')
      // Every area that mounts billing's routes inside a wider prefix keeps the module's gate.
      for (const path of [
        '/api/service-sessions/reports/visits-summary',
        '/api/service-sessions/referrals-frequency-compliance',
        `/api/service-visits/periods/${february.id}/audit`,
        `/api/service-visits/periods/${february.id}/imports`,
        '/api/download-xlsx/billing/visits-logging-audit',
        '/api/download-xlsx/active-students-detail',
        '/api/mcg/mde/reported-visits-months',
      ]) {
        expect((await api.get('billing', path)).body.code, path).toBe('module_disabled')
      }
      // The sessions themselves are not billing's: they answer without the module.
      expect((await api.get('billing', '/api/service-sessions/types')).status).toBe(200)
    } finally {
      await t.db.insert(companyModules).values(row!)
    }
  })
})

describe('academic years, types, customers, periods', () => {
  it('answers the academic years with their periods: twelve for the previous and the current year', async () => {
    const years = (await api.get('billing', '/api/service-visits/academic-years')).body
    expect(years.find((year: { delta: number }) => year.delta === 0)).toMatchObject({ name: '2025-2026', periods: 12 })
    expect(years.find((year: { delta: number }) => year.delta === -1)).toMatchObject({ periods: 12 })
    expect(years.find((year: { delta: number }) => year.delta === 1)).toMatchObject({ periods: 0 })
  })

  it('answers the service types', async () => {
    expect((await api.get('billing', '/api/service-visits/types')).body).toEqual([
      { id: 1, name: 'Terapia' },
      { id: 2, name: 'Evaluación' },
    ])
  })

  it('pages the periods by the list convention, filtered by year and status', async () => {
    const page = await api.get('billing', `/api/service-visits/periods?academic_year_id=${currentYear}&page_size=5&sort=-start_date`)
    expect(page.body.total).toBe(12)
    expect(page.body.items).toHaveLength(5)
    expect(page.body.items[0]).toMatchObject({ name: 'junio 2026', start_date: '2026-06-01', end_date: '2026-06-30', status: 'open', current: false })
    const march = (await api.get('billing', `/api/service-visits/periods?academic_year_id=${currentYear}&page_size=20`)).body.items.find(
      (period: { start_date: string }) => period.start_date === '2026-03-01',
    )
    expect(march.current).toBe(true)
    const locked = await api.get('billing', '/api/service-visits/periods?status=locked&page_size=50')
    expect(locked.body.total).toBe(12)
    expect(locked.body.items.every((period: { academic_year_id: number }) => period.academic_year_id === previousYear)).toBe(true)
    expect((await api.get('billing', '/api/service-visits/periods?sort=name')).status).toBe(422)
    expect((await api.get('billing', '/api/service-visits/periods?status=closed')).status).toBe(422)
  })

  it('answers one period with its totals; an unknown or malformed id is 404', async () => {
    const detail = await api.get('billing', `/api/service-visits/periods/${february.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.totals.recorded).toBe(await visitsInDatabase(february.start_date, february.end_date))
    expect(detail.body.totals.recorded).toBeGreaterThan(0)
    expect(detail.body.totals.missing).toBe(Math.max(0, detail.body.totals.missing))
    expect((await api.get('billing', '/api/service-visits/periods/999999')).status).toBe(404)
    expect((await api.get('billing', '/api/service-visits/periods/abc')).status).toBe(404)
  })

  it('answers the customers of an academic year, within the caller’s reach', async () => {
    const all = (await api.get('billing', `/api/service-visits/academic-years/${currentYear}/customers`)).body
    expect(all.length).toBeGreaterThan(1)
    const scoped = (await api.get('region', `/api/service-visits/academic-years/${currentYear}/customers`)).body
    expect(scoped.map((row: { id: number }) => row.id)).toEqual([sanJuan])
    expect((await api.get('billing', '/api/service-visits/academic-years/999999/customers')).status).toBe(404)
  })
})

describe('visits, summary, providers and students of a period', () => {
  it('pages the visits of the period, filtered by provider and service', async () => {
    const page = await api.get('billing', `/api/service-visits/periods/${february.id}/visits?page_size=10`)
    expect(page.body.total).toBe(await visitsInDatabase(february.start_date, february.end_date))
    expect(page.body.items).toHaveLength(10)
    const first = page.body.items[0]
    expect(first.date >= february.start_date && first.date <= february.end_date).toBe(true)
    expect(first).toHaveProperty('student_name')
    const mine = await api.get('billing', `/api/service-visits/periods/${february.id}/visits?provider_id=${marisol}&service_id=${first.service_id}&page_size=500`)
    expect(mine.body.items.every((visit: { provider_id: number; service_id: number }) => visit.provider_id === marisol && visit.service_id === first.service_id)).toBe(true)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/visits?sort=student`)).status).toBe(200)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/visits?sort=hash`)).status).toBe(422)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/visits?page_size=501`)).status).toBe(422)
  })

  it('a provider sees only her own visits, even when she names another provider', async () => {
    const own = await api.get('provider', `/api/service-visits/periods/${february.id}/visits?page_size=500`)
    expect(own.body.total).toBe(await visitsInDatabase(february.start_date, february.end_date, eq(serviceSessions.provider_id, marisol)))
    expect(own.body.items.every((visit: { provider_id: number }) => visit.provider_id === marisol)).toBe(true)
    const other = await api.get('provider', `/api/service-visits/periods/${february.id}/visits?provider_id=${carlos}`)
    expect(other.body).toEqual({ items: [], total: 0 })
  })

  it('sums recorded and missing visits per customer and provider; the lines add up to the totals', async () => {
    const summary = (await api.get('billing', `/api/service-visits/periods/${february.id}/summary`)).body
    const sum = (field: 'recorded' | 'missing' | 'expected') => summary.lines.reduce((total: number, line: Record<string, number>) => total + line[field]!, 0)
    expect(sum('recorded')).toBe(summary.totals.recorded)
    expect(sum('missing')).toBe(summary.totals.missing)
    expect(sum('expected')).toBe(summary.totals.expected)
    const marisolLines = summary.lines.filter((line: { provider_id: number }) => line.provider_id === marisol)
    expect(marisolLines.length).toBeGreaterThan(0)
    const recordedForHer = await visitsInDatabase(february.start_date, february.end_date, eq(referrals.provider_id, marisol))
    expect(marisolLines.reduce((total: number, line: { recorded: number }) => total + line.recorded, 0)).toBe(recordedForHer)
    // A referral given weekly_frequency visits a week over February's 20 school days is due 4 × frequency.
    expect(summary.totals.expected).toBeGreaterThan(0)
    const filtered = (await api.get('billing', `/api/service-visits/periods/${february.id}/summary?provider_id=${marisol}`)).body
    expect(filtered.lines.every((line: { provider_id: number }) => line.provider_id === marisol)).toBe(true)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/summary?location_id=x`)).status).toBe(422)
  })

  it('scopes the summary: a provider her own lines, a customer-scoped clerk her customer’s', async () => {
    const provider = (await api.get('provider', `/api/service-visits/periods/${february.id}/summary`)).body
    expect(provider.lines.length).toBeGreaterThan(0)
    expect(provider.lines.every((line: { provider_id: number }) => line.provider_id === marisol)).toBe(true)
    const region = (await api.get('region', `/api/service-visits/periods/${february.id}/summary`)).body
    expect(region.lines.length).toBeGreaterThan(0)
    expect(region.lines.every((line: { customer_id: number }) => line.customer_id === sanJuan)).toBe(true)
  })

  it('counts nothing as missing before a period has begun', async () => {
    const periods = (await api.get('billing', `/api/service-visits/periods?academic_year_id=${currentYear}&page_size=20`)).body.items
    const may = periods.find((period: { start_date: string }) => period.start_date === '2026-05-01')
    const summary = (await api.get('billing', `/api/service-visits/periods/${may.id}/summary`)).body
    expect(summary.totals).toMatchObject({ recorded: 0, expected: 0, missing: 0 })
  })

  it('answers the providers of the period, filtered by provider specialty', async () => {
    const all = (await api.get('billing', `/api/service-visits/periods/${february.id}/providers`)).body
    expect(all.map((row: { provider_id: number }) => row.provider_id)).toEqual(expect.arrayContaining([marisol, carlos]))
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.provider_id, marisol)).limit(1)
    const bySpecialty = (await api.get('billing', `/api/service-visits/periods/${february.id}/providers?provider_specialty_id=${referral!.provider_specialty_id}`)).body
    expect(bySpecialty.map((row: { provider_id: number }) => row.provider_id)).toEqual([marisol])
    const own = (await api.get('provider', `/api/service-visits/periods/${february.id}/providers`)).body
    expect(own.map((row: { provider_id: number }) => row.provider_id)).toEqual([marisol])
  })

  it('answers the students of a provider specialty and service; another provider’s specialty is 404 to a provider', async () => {
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.provider_id, marisol)).limit(1)
    const path = `/api/service-visits/periods/${february.id}/provider-specialties/${referral!.provider_specialty_id}/services/${referral!.service_id}/students`
    const students = await api.get('billing', path)
    expect(students.status).toBe(200)
    expect(students.body.map((row: { referral_id: number }) => row.referral_id)).toContain(referral!.id)
    expect(students.body[0]).toHaveProperty('sie_number')
    expect((await api.get('provider', path)).status).toBe(200)
    expect((await api.get('provider2', path)).status).toBe(404)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/provider-specialties/999999/services/1/students`)).status).toBe(404)
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}/provider-specialties/${referral!.provider_specialty_id}/services/999999/students`)).status).toBe(404)
  })

  it('lists the open periods of the year with missing visits as outstanding', async () => {
    const outstanding = (await api.get('billing', '/api/service-visits/outstanding')).body
    expect(outstanding.length).toBeGreaterThan(0)
    for (const row of outstanding) {
      expect(row.missing).toBeGreaterThan(0)
      expect(row.period.status).toBe('open')
      expect(row.period.start_date <= '2026-03-10').toBe(true)
    }
    // Counted in one pass over all periods, it agrees with each period's own summary.
    for (const row of outstanding.slice(-2)) {
      const summary = (await api.get('billing', `/api/service-visits/periods/${row.period.id}/summary`)).body
      expect({ recorded: row.recorded, expected: row.expected, missing: row.missing }).toEqual({
        recorded: summary.totals.recorded,
        expected: summary.totals.expected,
        missing: summary.totals.missing,
      })
    }
    const previous = (await api.get('billing', `/api/service-visits/outstanding?academic_year_id=${previousYear}`)).body
    expect(previous).toEqual([])
    const mine = (await api.get('provider', '/api/service-visits/outstanding')).body
    const all = Object.fromEntries(outstanding.map((row: { period: { id: number }; missing: number }) => [row.period.id, row.missing]))
    for (const row of mine) expect(row.missing).toBeLessThanOrEqual(all[row.period.id])
  })
})

describe('/service-sessions/data-entry', () => {
  it('drills down month → customer → provider → service → visits and students; each level adds up', async () => {
    const months = (await api.get('billing', '/api/service-sessions/data-entry')).body
    const feb = months.find((month: { id: string }) => month.id === '2026-02')
    expect(feb.visits).toBe(await visitsInDatabase('2026-02-01', '2026-02-28'))
    const customersOfMonth = (await api.get('billing', '/api/service-sessions/data-entry/2026-02')).body
    expect(customersOfMonth.reduce((total: number, row: { visits: number }) => total + row.visits, 0)).toBe(feb.visits)
    const customer = customersOfMonth[0]
    const providersOf = (await api.get('billing', `/api/service-sessions/data-entry/2026-02/${customer.id}`)).body
    expect(providersOf.reduce((total: number, row: { visits: number }) => total + row.visits, 0)).toBe(customer.visits)
    const provider = providersOf[0]
    const servicesOf = (await api.get('billing', `/api/service-sessions/data-entry/2026-02/${customer.id}/${provider.id}`)).body
    expect(servicesOf.reduce((total: number, row: { visits: number }) => total + row.visits, 0)).toBe(provider.visits)
    const service = servicesOf[0]
    const leaf = (await api.get('billing', `/api/service-sessions/data-entry/2026-02/${customer.id}/${provider.id}/${service.id}`)).body
    expect(leaf.visits).toHaveLength(service.visits)
    expect(leaf.visits.every((visit: { provider_id: number; service_id: number; customer_id: number }) => visit.provider_id === provider.id && visit.service_id === service.id && visit.customer_id === customer.id)).toBe(true)
    expect(leaf.students.length).toBeGreaterThan(0)
    expect(leaf.students[0]).toHaveProperty('missing')
  })

  it('keeps a provider to her own visits at every level', async () => {
    const months = (await api.get('provider', '/api/service-sessions/data-entry')).body
    const feb = months.find((month: { id: string }) => month.id === '2026-02')
    expect(feb.visits).toBe(await visitsInDatabase('2026-02-01', '2026-02-28', eq(serviceSessions.provider_id, marisol)))
    const customerId = (await api.get('provider', '/api/service-sessions/data-entry/2026-02')).body[0].id
    const providersOf = (await api.get('provider', `/api/service-sessions/data-entry/2026-02/${customerId}`)).body
    expect(providersOf.map((row: { id: number }) => row.id)).toEqual([marisol])
    expect((await api.get('provider', `/api/service-sessions/data-entry/2026-02/${customerId}/${carlos}`)).body).toEqual([])
  })

  it('names nothing with a malformed level (404)', async () => {
    expect((await api.get('billing', '/api/service-sessions/data-entry/2026-13')).status).toBe(404)
    expect((await api.get('billing', '/api/service-sessions/data-entry/2026-02/x')).status).toBe(404)
    expect((await api.get('billing', '/api/service-sessions/data-entry/2026-02/1/2/0')).status).toBe(404)
  })
})
