import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { academicYears, paymentBatches, providerBillLines, providerBills, providerPayments, users, visitPeriods } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * The finance summary on data of its own: a school year 2030-2031 nobody else bills in, with one
 * provider's paid bill of three visit lines (paid on 15 January 2031, company time), a cancelled
 * bill of the same provider, and a draft bill of another provider.
 */

const BASE = '/api/finance-reports/summary'
let t: TestApp
let api: ReturnType<typeof officeClient>
let yearId: number
/** The three visits billed, with the name of each one's specialty (null: none recorded). */
let billed: { id: string; specialty: string | null; specialty_id: number | null }[]
const AMOUNTS = [4_500, 6_000, 7_550]
const SERVICE_DATES = ['2031-01-05', '2031-01-10', '2030-12-16']

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const [year] = await t.db.insert(academicYears).values({ name: '2030-2031', start_date: '2030-08-01', end_date: '2031-06-30', plans_start: '2030-07-01' }).returning()
  yearId = year!.id
  const [period] = await t.db.insert(visitPeriods).values({ academic_year_id: yearId, name: 'Enero 2031', start_date: '2031-01-01', end_date: '2031-01-31' }).returning()
  // Visits no live line holds, not excluded, inside an approved contract of their provider (the bill-line trigger's rules).
  const candidates = (
    (await t.db.execute(sql`
      select v.id, s.provider_id, sp.name as specialty, sp.id as specialty_id
      from visits v join service_sessions s on s.id = v.session_id
      left join provider_specialties ps on ps.id = s.provider_specialty_id
      left join specialties sp on sp.id = ps.specialty_id
      where not exists (select 1 from provider_bill_lines l where l.visit_id = v.id and l.live)
        and not exists (select 1 from visit_billing_exclusions e where e.visit_id = v.id)
        and exists (select 1 from provider_contracts c where c.provider_id = s.provider_id and c.status = 'approved' and s.date between c.start_date and c.end_date)
      order by s.provider_id, v.id`)) as unknown as { rows: { id: string; provider_id: number; specialty: string | null; specialty_id: number | null }[] }
  ).rows
  const provider = candidates[0]!.provider_id
  billed = candidates.filter((row) => row.provider_id === provider).slice(0, 3)
  expect(billed).toHaveLength(3)
  const other = (await t.db.execute(sql`select id from providers where id <> ${provider} order by id limit 1`)) as unknown as { rows: { id: number }[] }
  const [finance] = await t.db.select().from(users).where(sql`${users.email} = 'finanzas@example.com'`)
  const total = AMOUNTS.reduce((sum, amount) => sum + amount, 0)
  const [paid, , draft] = await t.db
    .insert(providerBills)
    .values([
      { provider_id: provider, period_id: period!.id, status: 'paid', total_cents: total, created_by: finance!.id },
      { provider_id: provider, period_id: period!.id, status: 'cancelled', total_cents: 999, created_by: finance!.id },
      { provider_id: other.rows[0]!.id, period_id: period!.id, status: 'draft', total_cents: 500, created_by: finance!.id },
    ])
    .returning()
  expect(draft).toBeDefined()
  await t.db.insert(providerBillLines).values(
    billed.map((visit, index) => ({ bill_id: paid!.id, kind: 'visit', visit_id: visit.id, service_date: SERVICE_DATES[index]!, rate_cents: AMOUNTS[index]!, amount_cents: AMOUNTS[index]! })),
  )
  const [batch] = await t.db
    .insert(paymentBatches)
    .values({ name: 'Lote 2031', status: 'processed', effective_date: '2031-01-15', owner_id: finance!.id, created_by: finance!.id, processed_at: new Date('2031-01-16T12:00:00Z'), total_cents: total, payment_count: 1 })
    .returning()
  // Paid at 23:30 in Puerto Rico on the 15th (03:30 UTC on the 16th): the company's day counts.
  await t.db.insert(providerPayments).values({ batch_id: batch!.id, provider_id: provider, bill_id: paid!.id, amount_cents: total, status: 'paid', paid_at: new Date('2031-01-16T03:30:00Z') })
})
afterAll(() => t?.close())

describe('/finance-reports/summary', () => {
  it('gives bills by status, paid per month, billed per specialty and days to payment', async () => {
    const answer = await api.get('finance', `${BASE}?academic_year_id=${yearId}`)
    expect(answer.status).toBe(200)
    const total = 18_050
    expect(answer.body.academic_year).toMatchObject({ id: yearId, name: '2030-2031' })
    expect(answer.body.bills_by_status).toEqual([
      { status: 'draft', count: 1, total_cents: 500 },
      { status: 'submitted', count: 0, total_cents: 0 },
      { status: 'approved', count: 0, total_cents: 0 },
      { status: 'rejected', count: 0, total_cents: 0 },
      { status: 'cancelled', count: 1, total_cents: 999 },
      { status: 'paid', count: 1, total_cents: total },
    ])
    expect(answer.body.paid_by_month).toEqual([{ month: '2031-01', payments: 1, total_cents: total }])
    const expected = new Map<string, { specialty_id: number | null; specialty: string | null; lines: number; total_cents: number }>()
    billed.forEach((visit, index) => {
      const key = String(visit.specialty_id)
      const row = expected.get(key) ?? { specialty_id: visit.specialty_id, specialty: visit.specialty, lines: 0, total_cents: 0 }
      row.lines += 1
      row.total_cents += AMOUNTS[index]!
      expected.set(key, row)
    })
    expect(answer.body.billed_by_specialty).toHaveLength(expected.size)
    expect(new Set(answer.body.billed_by_specialty)).toEqual(new Set(expected.values()))
    // 10, 5 and 30 days: the nearest-rank median is 10, p90 is 30.
    expect(answer.body.days_to_payment).toEqual({ count: 3, median: 10, p90: 30 })
  })

  it('answers the current year when none is named', async () => {
    const answer = await api.get('finance', BASE)
    expect(answer.status).toBe(200)
    expect(answer.body.academic_year.id).not.toBe(yearId)
    expect(answer.body.bills_by_status).toHaveLength(6)
  })

  it('refuses providers and staff without finance.manage (403), malformed ids (422), unknown years (404)', async () => {
    expect((await api.get('provider', BASE)).status).toBe(403)
    expect((await api.get('billing', BASE)).status).toBe(403)
    expect((await api.get('finance', `${BASE}?academic_year_id=abc`)).status).toBe(422)
    expect((await api.get('finance', `${BASE}?academic_year_id=999999`)).status).toBe(404)
  })
})
