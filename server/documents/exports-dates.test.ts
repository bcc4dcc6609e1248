import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, SHEET_DATE_FORMAT } from '../../src/domain/formats/dates'
import { users } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Issue 23 item 3: a date reads the same on a screen, in a PDF and in a workbook (spec §3:
 * MM/dd/yyyy for people), and a workbook's date is a real date cell formatted mm/dd/yyyy so a
 * spreadsheet sorts and filters it. The seeded bills and payments are the documents.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

const MM_DD_YYYY = /\b(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/20\d\d\b/
const ISO_DATE = /\b20\d\d-\d\d-\d\d\b/

async function pdfText(account: Account, path: string): Promise<string> {
  const response = await t.authed(path, await api.token(account))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return (await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })).text
}

async function workbook(account: Account, path: string): Promise<ExcelJS.Workbook> {
  const response = await t.authed(path, await api.token(account))
  expect(response.status).toBe(200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await response.arrayBuffer())
  return book
}

/** Every cell of a sheet that holds a date, with its number format. */
function dateCells(sheet: ExcelJS.Worksheet) {
  const cells: { value: Date; numFmt: string | undefined; address: string }[] = []
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cells.push({ value: cell.value, numFmt: cell.numFmt, address: cell.address })
    }),
  )
  return cells
}

describe('dates in exports are MM/dd/yyyy (issue 23 item 3)', () => {
  it('the bill PDF writes its period and its lines’ dates as MM/dd/yyyy, never yyyy-MM-dd', async () => {
    const marisol = (await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com')))[0]!.provider_id!
    const bill = (await api.get('admin', `/api/provider-bills?status=approved&provider_id=${marisol}`)).body.items[0]
    const full = (await api.get('admin', `/api/provider-bills/${bill.id}`)).body
    const text = await pdfText('provider', `/api/provider-bills/${bill.id}/download-bill-pdf`)
    expect(text).toContain(`${formatDate(bill.period_start)} a ${formatDate(bill.period_end)}`)
    const dated = full.lines.find((line: { service_date: string | null }) => line.service_date)
    expect(dated).toBeDefined()
    expect(text).toContain(formatDate(dated.service_date))
    expect(text).toMatch(MM_DD_YYYY)
    expect(text).not.toMatch(ISO_DATE)
  })

  it('the pay stub says "Fecha de pago" as MM/dd/yyyy (the screens’ order, not dd/MM)', async () => {
    const paid = (await api.get('provider', '/api/provider-payments?status=paid')).body.items[0]
    const text = await pdfText('provider', `/api/download-pdf/provider-payment-stub/${paid.id}`)
    const match = /Fecha de pago\s*(\d\d\/\d\d\/\d{4})/.exec(text)
    expect(match).not.toBeNull()
    const [month, day, year] = match![1]!.split('/')
    // The payment's day (the company's calendar day it was paid, else its effective date), month first.
    const paidDay = paid.paid_at ? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date(paid.paid_at)) : paid.effective_date
    expect(`${year}-${month}-${day}`).toBe(paidDay)
    expect(text).not.toMatch(ISO_DATE)
  })

  it('a billing workbook’s dates are date cells formatted mm/dd/yyyy', async () => {
    const years = (await api.get('billing', '/api/service-visits/academic-years')).body as { id: number; delta: number }[]
    const current = years.find((year) => year.delta === 0)!.id
    const periods = (await api.get('billing', `/api/service-visits/periods?academic_year_id=${current}&page_size=20`)).body.items as { id: number; start_date: string }[]
    const february = periods.find((period) => period.start_date === '2026-02-01')!
    const book = await workbook('billing', `/api/download-xlsx/billing/visits-logging-audit?period_id=${february.id}`)
    const cells = book.worksheets.flatMap(dateCells)
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(cell.numFmt, cell.address).toMatch(/^mm\/dd\/yyyy( hh:mm)?$/)
    expect(cells.some((cell) => cell.numFmt === SHEET_DATE_FORMAT)).toBe(true)
  })

  it('the period payments workbook writes its dates as date cells formatted mm/dd/yyyy, not text', async () => {
    const [paid] = (await api.get('finance', '/api/provider-payments?status=paid&sort=id')).body.items
    const book = await workbook('finance', `/api/download-xlsx/provider-payments/period-report?period_id=${paid.period_id}`)
    const sheet = book.worksheets[0]!
    const effective = sheet.getRow(2).getCell(6)
    expect(effective.value).toBeInstanceOf(Date)
    expect(effective.numFmt).toBe(SHEET_DATE_FORMAT)
    const cells = dateCells(sheet)
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(cell.numFmt, cell.address).toBe(SHEET_DATE_FORMAT)
  })
})
