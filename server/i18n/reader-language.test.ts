import ExcelJS from 'exceljs'
import { eq, sql } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referralEvents, referralSchedules, users } from '../db/schema'
import { ACCOUNTS, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Issue 23 item 4: statuses, months, days, period names, reference names, workflow events and
 * the documents follow the reader's language (Accept-Language); Spanish stays the default.
 */

let t: TestApp
const tokens = new Map<Account, string>()
let marisol: number

beforeAll(async () => {
  t = await createTestApp()
  for (const account of ['admin', 'provider', 'billing', 'finance'] as const) tokens.set(account, (await t.login(ACCOUNTS[account])).accessToken)
  marisol = (await t.db.select().from(users).where(eq(users.email, ACCOUNTS.provider)))[0]!.provider_id!
})
afterAll(() => t?.close())

const EN = { 'Accept-Language': 'en-US' }
const ES = { 'Accept-Language': 'es' }

async function get(account: Account, path: string, headers: Record<string, string> = {}) {
  const response = await t.authed(path, tokens.get(account)!, { headers })
  expect(response.status, path).toBe(200)
  return response
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
const json = async (account: Account, path: string, headers: Record<string, string> = {}): Promise<any> => (await get(account, path, headers)).json()

async function approvedBill() {
  const page = await json('admin', `/api/provider-bills?status=approved&provider_id=${marisol}`)
  return page.items[0] as { id: number; period_start: string }
}

describe('the reader’s language (issue 23 item 4)', () => {
  it('a bill answers its status, period, services and durations in English to an en-US reader, in Spanish otherwise', async () => {
    const { id } = await approvedBill()
    const english = await json('admin', `/api/provider-bills/${id}`, EN)
    const spanish = await json('admin', `/api/provider-bills/${id}`, ES)
    expect(spanish.status_name).toBe('Aprobada')
    expect(english.status_name).toBe('Approved')
    expect(spanish.period_name).toMatch(/^[a-z]+ \d{4}$/)
    expect(english.period_name).toMatch(/^[A-Z][a-z]+ \d{4}$/)
    expect(english.period_name).not.toBe(spanish.period_name)
    const visit = (lines: { kind: string; service_name: string; duration_name: string }[]) => lines.find((line) => line.kind === 'visit')!
    expect(visit(spanish.lines).duration_name).toMatch(/minutos$/)
    expect(visit(english.lines).duration_name).toMatch(/minutes$/)
    expect(visit(english.lines).service_name).not.toBe(visit(spanish.lines).service_name)
    expect(english.lines.map((line: { service_name: string | null }) => line.service_name).join(' ')).not.toMatch(/Terapia|Evaluación/)
  })

  it('a bill’s history names its statuses in the reader’s language ("Draft → Submitted", not "Borrador → Borrador")', async () => {
    const { id } = await approvedBill()
    const events = await json('admin', `/api/provider-bills/${id}/events`, EN)
    expect(events.length).toBeGreaterThan(0)
    const names = events.flatMap((event: { from_status_name: string | null; to_status_name: string }) => [event.from_status_name, event.to_status_name]).filter(Boolean)
    expect(names).toContain('Approved')
    expect(names.join(' ')).not.toMatch(/Borrador|Enviada|Aprobada/)
    const statuses = await json('admin', '/api/provider-bills/status-list', EN)
    expect(statuses.map((status: { name: string }) => status.name)).toEqual(['Draft', 'Submitted', 'Rejected', 'Approved', 'Paid', 'Cancelled'])
  })

  it('a referral answers its status, service, schedule days and event types in the reader’s language', async () => {
    const [schedule] = await t.db.select().from(referralSchedules).limit(1)
    const [event] = await t.db.select().from(referralEvents).limit(1)
    const referralId = schedule!.referral_id
    const english = await json('admin', `/api/referrals/${referralId}`, EN)
    const spanish = await json('admin', `/api/referrals/${referralId}`, ES)
    expect(spanish.status_name).toBe('Activo')
    expect(english.status_name).toBe('Active')
    expect(english.service_name).not.toBe(spanish.service_name)
    const days = await json('admin', `/api/referrals/${referralId}/schedules`, EN)
    const dayNames = days.map((row: { day_of_week_name: string }) => row.day_of_week_name)
    expect(dayNames.length).toBeGreaterThan(0)
    for (const day of dayNames) expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']).toContain(day)
    const events = await json('admin', `/api/referrals/${event!.referral_id}/events`, EN)
    const types = (events.items ?? events).map((row: { event_type_name: string }) => row.event_type_name)
    expect(types.length).toBeGreaterThan(0)
    expect(types.join(' ')).not.toMatch(/Evaluación|Reunión|Llamada/)
  })

  it('a bill PDF asked for in English has English labels, status and month; in Spanish, Spanish', async () => {
    const { id } = await approvedBill()
    const pdf = async (headers: Record<string, string>) =>
      (await extractText(new Uint8Array(await (await get('provider', `/api/provider-bills/${id}/download-bill-pdf`, headers)).arrayBuffer()), { mergePages: true })).text
    const english = await pdf(EN)
    expect(english).toContain('Provider bill no.')
    expect(english).toContain('Approved')
    expect(english).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/)
    expect(english).not.toMatch(/Aprobada|Proveedor|minutos/)
    const spanish = await pdf(ES)
    expect(spanish).toContain('Factura de proveedor núm.')
    expect(spanish).toContain('Aprobada')
  })

  it('a workbook asked for in English has English headers and month names', async () => {
    const years = await json('billing', '/api/service-visits/academic-years', EN)
    const current = years.find((year: { delta: number }) => year.delta === 0).id
    const periods = (await json('billing', `/api/service-visits/periods?academic_year_id=${current}&page_size=20`, EN)).items as { id: number; start_date: string; name: string }[]
    const february = periods.find((period) => period.start_date === '2026-02-01')!
    expect(february.name).toBe('February 2026')
    const response = await get('billing', `/api/download-xlsx/billing/visits-logging-audit?period_id=${february.id}`, EN)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.worksheets[0]!
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
    expect(header).toContain('Service date')
    expect(header.join(' ')).not.toMatch(/Fecha|Proveedor|Estudiante/)
    expect(book.title).toContain('February 2026')
    // Its service and outcome names too.
    const cells: string[] = []
    sheet.eachRow((row, number) => number > 1 && row.eachCell((cell) => typeof cell.value === 'string' && cells.push(cell.value)))
    expect(cells.join(' ')).not.toMatch(/Sesión ofrecida|Asistió/)
  })

  it('the period payments workbook and the pay stub follow the reader’s language', async () => {
    const [paid] = (await json('finance', '/api/provider-payments?status=paid&sort=id', EN)).items
    expect(paid.status_name).toBe('Paid')
    const response = await get('finance', `/api/download-xlsx/provider-payments/period-report?period_id=${paid.period_id}`, EN)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Payment', 'Provider', 'Status', 'Amount']))
    const stub = await get('provider', `/api/download-pdf/provider-payment-stub/${paid.id}`, EN)
    const text = (await extractText(new Uint8Array(await stub.arrayBuffer()), { mergePages: true })).text
    expect(text).toContain('Payment date')
    expect(text).not.toContain('Fecha de pago')
  })

  it('a referral’s printed form follows the reader’s language too', async () => {
    const [schedule] = await t.db.select().from(referralSchedules).limit(1)
    const pdf = async (headers: Record<string, string>) =>
      (await extractText(new Uint8Array(await (await get('admin', `/api/referrals/${schedule!.referral_id}/label`, headers)).arrayBuffer()), { mergePages: true })).text
    const english = await pdf(EN)
    expect(english).toContain('Referral label')
    expect(english).toContain('Referral number')
    expect(english).not.toMatch(/Rótulo|Estudiante|Servicio/)
    expect(await pdf(ES)).toContain('Rótulo del referido')
  })

  describe('the plan, service-form and student record PDFs', () => {
    const MONTHS_EN = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/
    async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
    }
    async function pdfText(account: Account, path: string, headers: Record<string, string> = {}) {
      const response = await get(account, path, headers)
      const text = (await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })).text.replace(/\s+/g, ' ')
      return { text, filename: response.headers.get('Content-Disposition') ?? '' }
    }

    it('an intervention plan PDF (with its forms and signature certificate) asked for in English has English labels; without the header, Spanish', async () => {
      const [plan] = await rows<{ id: number }>(sql`select p.id from intervention_plans p where exists (select 1 from plan_signatures s where s.plan_id = p.id) order by p.id limit 1`)
      const path = `/api/download-pdf/intervention-plans/${plan!.id}?include_certification_form=true&include_unreachable_form=true`
      const english = await pdfText('admin', path, EN)
      for (const label of ['Intervention plan:', 'Student', 'Referral number', 'Academic year', 'Plan status', 'Signature certificate:', 'Role and scope']) {
        expect(english.text).toContain(label)
      }
      expect(english.filename).toContain('intervention-plan-')
      expect(english.text).not.toMatch(/Plan de intervención|Certificado de firmas|Número de referido|Año académico|Función y alcance|Estado del plan/)
      const spanish = await pdfText('admin', path)
      expect(spanish.text).toContain('Plan de intervención:')
      expect(spanish.text).toContain('Certificado de firmas:')
      expect(spanish.text).toContain('Número de referido')
      expect(spanish.filename).toContain('plan-de-intervencion-')
    })

    it('acknowledgement receipts asked for in English are in English; without the header, Spanish', async () => {
      const path = '/api/download-pdf/intervention-plans/acknowledgement-receipts'
      const english = await pdfText('provider', path, EN)
      expect(english.text).toContain('Intervention plan acknowledgement receipt')
      expect(english.text).toContain('certify that I received a copy of the intervention plan')
      expect(english.text).toContain('Relationship to the student')
      expect(english.text).not.toMatch(/Acuse de recibo|certifico que recibí|Relación con el estudiante/)
      const spanish = await pdfText('provider', path)
      expect(spanish.text).toContain('Acuse de recibo del plan de intervención')
      expect(spanish.text).toContain('certifico que recibí copia')
    })

    it('a monthly service certification asked for in English has English labels and an English month; without the header, Spanish', async () => {
      const [visit] = await rows<{ referral_id: number; date: string }>(sql`select v.referral_id, s.date::text as date from visits v
        join service_sessions s on s.id = v.session_id where s.deleted_at is null order by s.date desc, v.id limit 1`)
      const [year, month] = visit!.date.split('-')
      const path = `/api/download-pdf/certification-forms/?referral_id=${visit!.referral_id}&month=${Number(month)}&year=${year}`
      const english = await pdfText('admin', path, EN)
      expect(english.text).toContain('Service certification for')
      expect(english.text).toContain('Session outcome')
      expect(english.text).toMatch(/I certify that during \w+ \d{4} \d+ sessions/)
      expect(english.text).toMatch(MONTHS_EN)
      expect(english.text).not.toMatch(/Certificación de servicios|Resultado de la sesión|Asistencia|Firma del proveedor| de \d{4}/)
      const spanish = await pdfText('admin', path)
      expect(spanish.text).toContain('Certificación de servicios de')
      expect(spanish.text).toMatch(/se ofrecieron \d+ sesiones/)
      expect(spanish.text).toMatch(/[a-z]+ de \d{4}/)
    })

    it('a signed service form PDF asked for in English has English labels and its signature still matches; without the header, Spanish', async () => {
      const [form] = await rows<{ id: number }>(sql`select id from service_forms where status = 'signed' order by id limit 1`)
      const path = `/api/download-pdf/service-forms/${form!.id}`
      const english = await pdfText('admin', path, EN)
      for (const label of ['Student', 'Referral', 'Statement', 'Signature certificate:', 'Signer', 'Relationship', 'Signed']) expect(english.text).toContain(label)
      // The content hash covers the stored names, so an English reading still matches the signature.
      expect(english.text).toContain('Valid')
      expect(english.text).not.toMatch(/Certificado de firmas|Firmante|Vigente|NO COINCIDE|DOES NOT MATCH/)
      const spanish = await pdfText('admin', path)
      expect(spanish.text).toContain('Certificado de firmas:')
      expect(spanish.text).toContain('Vigente')
    })

    it('a student record PDF asked for in English has English labels and reference names; without the header, Spanish', async () => {
      const [student] = await rows<{ id: number }>(sql`select student_id as id from referrals order by id limit 1`)
      const path = `/api/students/${student!.id}/record.pdf`
      const english = await pdfText('admin', path, EN)
      for (const label of ['Student record:', 'SIE number', 'Date of birth', 'Contact details', 'Services', "Guardian's signature"]) expect(english.text).toContain(label)
      expect(english.filename).toContain('record-')
      expect(english.text).not.toMatch(/Expediente del estudiante|Fecha de nacimiento|Datos de contacto|Firma del encargado|Terapia |Evaluación/)
      const spanish = await pdfText('admin', path)
      expect(spanish.text).toContain('Expediente del estudiante:')
      expect(spanish.text).toContain('Fecha de nacimiento')
      expect(spanish.filename).toContain('expediente-')
    })
  })

  it('keeps Spanish for a caller who asks for no language', async () => {
    const { id } = await approvedBill()
    const response = await t.authed(`/api/provider-bills/${id}`, tokens.get('admin')!)
    expect((await response.json()).status_name).toBe('Aprobada')
    expect(response.headers.get('vary')).toContain('Accept-Language')
  })
})
