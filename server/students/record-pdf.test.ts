import { eq, sql } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, students } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
/** A student of ORE Bayamón, renamed with every Spanish accent. */
let student: { id: number; sie_number: string }

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const [bayamon] = await t.db.select().from(customers).where(eq(customers.short_name, 'ORE Bayamón'))
  const [row] = await t.db.select().from(students).where(eq(students.customer_id, bayamon!.id)).limit(1)
  await t.db
    .update(students)
    .set({ first_name: 'José Ángel', last_name: 'Muñoz', second_last_name: 'Ibáñez Úbeda', guardian_name: 'María Íñiguez' })
    .where(eq(students.id, row!.id))
  student = row!
})
afterAll(() => t?.close())

async function record(account: Account, id: number) {
  return t.authed(`/api/students/${id}/record.pdf`, await api.token(account))
}

describe('GET /students/{id}/record.pdf', () => {
  it('answers the printable record: a PDF with the name, SIE number and accents intact', async () => {
    const response = await record('admin', student.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="expediente-${student.sie_number}-Jose-Angel-Munoz-Ibanez-Ubeda.pdf"; filename*=UTF-8''${encodeURIComponent(`expediente-${student.sie_number}-José Ángel Muñoz Ibáñez Úbeda.pdf`)}`,
    )
    const { totalPages, text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
    const page = text.replace(/\s+/g, ' ')
    expect(totalPages).toBe(1)
    expect(page).toContain('Expediente del estudiante: José Ángel Muñoz Ibáñez Úbeda')
    expect(page).toContain(`Número SIE ${student.sie_number}`)
    expect(page).toContain('Encargado María Íñiguez')
    expect(page).toContain('ORE Bayamón')
    // The SSN is never printed, not even masked.
    expect(page).not.toContain('***-**-')
  })

  it('is refused exactly as a missing student to whoever may not see the student', async () => {
    const missing = await record('region', 999_999)
    const unseen = await record('region', student.id)
    expect(unseen.status).toBe(404)
    expect(await unseen.json()).toEqual(await missing.json())
    // A provider reaches only the students of her own referrals.
    const result = (await t.db.execute(sql`select id from students where id not in (select student_id from referrals) limit 1`)) as unknown as { rows: Array<{ id: number }> }
    const other = result.rows[0]
    expect((await record('provider', other!.id)).status).toBe(404)
  })
})

describe('GET /students/records.pdf', () => {
  const batch = async (account: Account, query: string) => t.authed(`/api/students/records.pdf?${query}`, await api.token(account))

  it('puts the records of one page of the list in one PDF, a page each, in the list\'s order and scope', async () => {
    const list = await api.get('admin', '/api/students?customer_id=' + (await bayamonId()) + '&sort=sie_number&page_size=4')
    const response = await batch('admin', `customer_id=${await bayamonId()}&sort=sie_number&page_size=4`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toContain('filename="expedientes-pagina-1.pdf"')
    const { totalPages, text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: false })
    expect(totalPages).toBe(4)
    list.body.items.forEach((item: { sie_number: string }, index: number) => expect(text[index]!.replace(/\s+/g, ' ')).toContain(`Número SIE ${item.sie_number}`))
    // A customer-scoped account gets only its customer's students: none of Bayamón's.
    expect((await batch('region', `customer_id=${await bayamonId()}`)).status).toBe(404)
  })

  it('refuses more than a file\'s worth of records, and says when nothing matches', async () => {
    const tooMany = await batch('admin', 'page_size=101')
    expect(tooMany.status).toBe(422)
    expect(await tooMany.json()).toMatchObject({ code: 'validation_failed', errors: { page_size: 'invalid_page_size' } })
    const none = await batch('admin', 'q=zzzzqqqq')
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ code: 'not_found' })
  })
})

async function bayamonId() {
  const [row] = await t.db.select().from(customers).where(eq(customers.short_name, 'ORE Bayamón'))
  return row!.id
}
