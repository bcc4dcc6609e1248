import { sql } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '../../src/domain/formats/dates'
import { officeClient, type Account } from '../test-support/office'
import { activeReferralsOf, providerIdOf, type Referral } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'
import type { PlanProgress } from '../plans/progress'

/** The progress report PDFs on the seeded plans (TEST_NOW: 2026-03-10; the first semester has points and chosen levels). */

let t: TestApp
let api: ReturnType<typeof officeClient>
let own: Referral[]
let marisolId: number
let carlosId: number

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function currentPlan(referralId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select p.id from intervention_plans p join academic_years y on y.id = p.academic_year_id
    where p.referral_id = ${referralId} and p.status_id = 2 and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'`)
  return row!.id
}

async function download(account: Account, path: string, language?: string) {
  return t.authed(`/api${path}`, await api.token(account), language ? { headers: { 'Accept-Language': language } } : {})
}

/** The text of the file, whitespace collapsed. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

const collapse = (text: string) => text.replace(/\s+/g, ' ')

async function levelNames(language: string): Promise<Map<number, string>> {
  const response = await t.request('/api/public/intervention-plans/progress-levels', { headers: { 'Accept-Language': language } })
  return new Map(((await response.json()) as { id: number; name: string }[]).map((row) => [row.id, row.name]))
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisolId = await providerIdOf(t, 'terapeuta@example.com')
  carlosId = await providerIdOf(t, 'terapeuta2@example.com')
  own = await activeReferralsOf(t, marisolId)
})
afterAll(() => t?.close())

describe('GET /api/intervention-plans/{id}/progress-report.pdf', () => {
  it.each([
    ['es', 'Informe de progreso', 'Nivel de progreso sugerido', 'Nivel de progreso elegido', 'Fecha'],
    ['en-US', 'Progress report', 'Suggested progress level', 'Chosen progress level', 'Date'],
  ])('prints in %s each objective with its goal, its points as dated rows (MM/dd/yyyy) and the suggested and chosen levels', async (language, title, suggested, chosen, dateHeader) => {
    const planId = await currentPlan(own[0]!.id)
    const progress = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)).body
    const period = progress.periods[0]!
    const response = await download('provider', `/intervention-plans/${planId}/progress-report.pdf?period_id=${period.period_id}`, language)
    expect(response.headers.get('Content-Disposition')).toMatch(language === 'es' ? /filename="informe-de-progreso-/ : /filename="progress-report-/)
    const text = await pdfText(response)
    expect(text).toContain(title)
    expect(text).toContain(suggested)
    expect(text).toContain(chosen)
    expect(text).toContain(dateHeader)
    // The period's first and last day on the chart's axis and in the header.
    expect(text).toContain(formatDate(period.start_date))
    expect(text).toContain(formatDate(period.end_date))
    expect(formatDate(period.start_date)).toMatch(/^\d\d\/\d\d\/\d{4}$/)
    const levels = await levelNames(language)
    expect(progress.objectives.length).toBeGreaterThan(0)
    for (const objective of progress.objectives) {
      expect(text).toContain(collapse(objective.description).slice(0, 40))
      for (const point of objective.points.filter((row) => row.date >= period.start_date && row.date <= period.end_date)) {
        expect(text).toContain(formatDate(point.date))
      }
      const row = period.objectives.find((entry) => entry.objective_id === objective.objective_id)!
      expect(text).toContain(levels.get(row.chosen_progress_level_id!)!)
      expect(text).toContain(levels.get(row.suggested_progress_level_id!)!)
    }
    // The second semester is not in this file.
    expect(text).not.toContain(formatDate(progress.periods[1]!.end_date))
  })

  it('prints every period without period_id, saying a period has no data', async () => {
    const planId = await currentPlan(own[0]!.id)
    const progress = (await api.get<PlanProgress>('provider', `/api/intervention-plans/${planId}/progress`)).body
    const text = await pdfText(await download('provider', `/intervention-plans/${planId}/progress-report.pdf`))
    for (const period of progress.periods) expect(text).toContain(formatDate(period.end_date))
    expect(text).toContain('Sin datos registrados en el periodo.')
    expect(text).toContain('Sin elegir')
  })

  it('is refused as reading the plan is: another provider and a scoped role outside its customers get 404, an unknown period 422', async () => {
    const planId = await currentPlan(own[0]!.id)
    expect((await download('provider2', `/intervention-plans/${planId}/progress-report.pdf`)).status).toBe(404)
    expect((await download('supervisor', `/intervention-plans/${planId}/progress-report.pdf`)).status).toBe(200)
    expect((await download('admin', '/intervention-plans/999999/progress-report.pdf')).status).toBe(404)
    expect((await t.request(`/api/intervention-plans/${planId}/progress-report.pdf`)).status).toBe(401)
    const [outside] = await rows<{ id: number }>(sql`select p.id from intervention_plans p join referrals r on r.id = p.referral_id
      where r.customer_id not in (select ur.customer_id from user_roles ur join users u on u.id = ur.user_id where u.email = 'region@example.com' and ur.customer_id is not null)
      order by p.id limit 1`)
    expect((await download('region', `/intervention-plans/${outside!.id}/progress-report.pdf`)).status).toBe(404)
    expect((await download('admin', `/intervention-plans/${outside!.id}/progress-report.pdf`)).status).toBe(200)
    const unknown = await download('admin', `/intervention-plans/${planId}/progress-report.pdf?period_id=999999`)
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({ errors: { period_id: 'unknown_reference' } })
    expect((await download('admin', `/intervention-plans/${planId}/progress-report.pdf?period_id=abc`)).status).toBe(422)
  })
})

describe('GET /api/providers/{providerId}/progress-reports.pdf', () => {
  it("prints one report per current plan of the provider's caseload, by student", async () => {
    const [{ count }] = (await rows<{ count: number }>(sql`select count(*)::int as count from intervention_plans p join referrals r on r.id = p.referral_id
      join academic_years y on y.id = p.academic_year_id join referral_statuses s on s.id = r.status_id
      where r.provider_id = ${marisolId} and s.name = 'Activo' and p.status_id in (2, 3) and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'`)) as [{ count: number }]
    expect(count).toBeGreaterThan(1)
    const response = await download('provider', `/providers/${marisolId}/progress-reports.pdf`)
    expect(response.headers.get('Content-Disposition')).toContain(`informes-de-progreso-${count}-planes.pdf`)
    const text = await pdfText(response)
    expect(text.split('Informe de progreso:').length - 1).toBe(count)
    // The office reads the same caseload.
    expect((await download('admin', `/providers/${marisolId}/progress-reports.pdf`)).status).toBe(200)
  })

  it("is refused for another provider's caseload (403, as a missing one), and a scoped role reads only its customers' plans", async () => {
    expect((await download('provider2', `/providers/${marisolId}/progress-reports.pdf`)).status).toBe(403)
    expect((await download('provider2', '/providers/999999/progress-reports.pdf')).status).toBe(403)
    expect((await download('provider', `/providers/${carlosId}/progress-reports.pdf`)).status).toBe(403)
    expect((await download('admin', '/providers/999999/progress-reports.pdf')).status).toBe(404)
    // A provider none of the region's customers' referrals names is as unknown to the region as a missing one;
    // the office reaches her and finds no current plan.
    const [outside] = await rows<{ id: number }>(sql`select p.id from providers p
      where not exists (select 1 from referrals r where r.provider_id = p.id and r.customer_id in
          (select ur.customer_id from user_roles ur join users u on u.id = ur.user_id where u.email = 'region@example.com'))
      order by p.id limit 1`)
    expect(outside).toBeDefined()
    const hidden = await download('region', `/providers/${outside!.id}/progress-reports.pdf`)
    expect([hidden.status, ((await hidden.json()) as { code: string }).code]).toEqual([404, 'not_found'])
    const none = await download('admin', `/providers/${outside!.id}/progress-reports.pdf`)
    expect([none.status, ((await none.json()) as { code: string }).code]).toEqual([404, 'no_matching_plans'])
    // Where it reaches the provider, only its customers' students are in the file.
    const region = await download('region', `/providers/${marisolId}/progress-reports.pdf`)
    const [{ count }] = (await rows<{ count: number }>(sql`select count(*)::int as count from intervention_plans p join referrals r on r.id = p.referral_id
      join academic_years y on y.id = p.academic_year_id join referral_statuses s on s.id = r.status_id
      where r.provider_id = ${marisolId} and s.name = 'Activo' and p.status_id in (2, 3) and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'
        and r.customer_id in (select ur.customer_id from user_roles ur join users u on u.id = ur.user_id where u.email = 'region@example.com')`)) as [{ count: number }]
    if (count === 0) expect([403, 404]).toContain(region.status)
    else expect((await pdfText(region)).split('Informe de progreso:').length - 1).toBe(count)
  })
})
