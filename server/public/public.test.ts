import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Company } from '../../src/domain/company'
import type { AcademicYearItem, NamedItem, ServiceItem } from '../../src/domain/reference'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())
beforeEach(() => t.clock.set(TEST_NOW))

async function getJson<T>(path: string): Promise<T> {
  const response = await t.request(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** The lists of spec §7 "Public" that are plain arrays of named rows. */
const LISTS = [
  '/api/public/academic-years',
  '/api/public/academic-grades',
  '/api/public/locations/types',
  '/api/public/municipalities',
  '/api/public/contact-methods',
  '/api/public/days-of-week',
  '/api/public/referrals/events/types',
  '/api/public/intervention-plans/objectives/measurement-types',
  '/api/public/intervention-plans/progress-levels',
  '/api/public/intervention-plans/periods',
  '/api/public/services',
  '/api/public/genders',
  '/api/public/impediments',
]

describe('public reference endpoints (no login)', () => {
  it.each(LISTS)('%s answers a non-empty list of named rows, with or without a trailing slash', async (path) => {
    for (const variant of [path, `${path}/`]) {
      const items = await getJson<NamedItem[]>(variant)
      expect(items.length, variant).toBeGreaterThan(0)
      for (const item of items) expect(item).toMatchObject({ id: expect.any(Number), name: expect.any(String) })
    }
  })

  it('answers the company with its colours and modules', async () => {
    const company = await getJson<Company>('/api/public/company')
    expect(company).toMatchObject({ name: 'Terapias Educativas del Caribe', home_dir: 'terapias-caribe' })
    expect(company.colors.primary).toBe('#1976d2')
    expect(company.modules.length).toBeGreaterThan(0)
  })

  it('lists the 78 municipalities of Puerto Rico with their region', async () => {
    const municipalities = await getJson<Array<NamedItem & { region: string }>>('/api/public/municipalities')
    expect(municipalities).toHaveLength(78)
    expect(new Set(municipalities.map((item) => item.name)).size).toBe(78)
    expect(municipalities.find((item) => item.name === 'Bayamón')?.region).toEqual(expect.any(String))
  })

  it('starts the week on Monday', async () => {
    const days = await getJson<NamedItem[]>('/api/public/days-of-week')
    expect(days.map((day) => day.name)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
  })

  it('lists both therapy (type 1) and evaluation (type 2) services', async () => {
    const services = await getJson<ServiceItem[]>('/api/public/services')
    expect(new Set(services.map((service) => service.type_id))).toEqual(new Set([1, 2]))
  })

  it('answers the time in the company zone', async () => {
    expect(await getJson('/api/public/timestamp')).toEqual({
      timestamp: TEST_NOW.toISOString(),
      date: '2026-03-10',
      time: '10:00',
      time_zone: 'America/Puerto_Rico',
    })
  })
})

describe('academic years', () => {
  /** The one year with delta 0; it must contain today as seen in Puerto Rico. */
  async function currentYear() {
    const years = await getJson<AcademicYearItem[]>('/api/public/academic-years/')
    const current = years.filter((year) => year.delta === 0)
    expect(current).toHaveLength(1)
    return current[0]!
  }

  it('marks exactly one year as current, the one containing today', async () => {
    const current = await currentYear()
    expect(current.start_date <= '2026-03-10' && '2026-03-10' <= current.end_date).toBe(true)
    expect(current.name).toBe('2025-2026')
  })

  it('decides "today" in America/Puerto_Rico, not in UTC', async () => {
    // 02:00 UTC on 1 July is still 30 June in Puerto Rico (UTC-4): the old year is current.
    t.clock.set('2026-07-01T02:00:00Z')
    expect((await currentYear()).name).toBe('2025-2026')
    t.clock.set('2026-07-01T04:00:00Z')
    expect((await currentYear()).name).toBe('2026-2027')
  })

  it('filters by deltas and answers a names map', async () => {
    const years = await getJson<AcademicYearItem[]>('/api/public/academic-years?deltas=-1,0,1')
    expect(years.map((year) => year.delta)).toEqual([-1, 0, 1])
    expect((await getJson<AcademicYearItem[]>('/api/public/academic-years/?deltas=0')).map((year) => year.name)).toEqual([
      '2025-2026',
    ])

    const names = await getJson<Record<string, string>>('/api/public/academic-years/names-map')
    expect(Object.keys(names).length).toBeGreaterThanOrEqual(3)
    for (const year of years) expect(names[String(year.id)]).toBe(year.name)
  })
})
