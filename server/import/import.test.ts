import { and, eq, notInArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, referralStatuses, referrals, services, students } from '../db/schema'
import { multipart, officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
type Student = typeof students.$inferSelect
let plain: Student[]
let referred: { student: Student; serviceCode: string; otherSchool: string }

const HEADER = 'SIE,Nombre,Apellido paterno,Apellido materno,Fecha de nacimiento,Código de escuela,Servicio,Grado'
const schoolCode = async (locationId: number | null) =>
  (await t.db.select({ code: locations.school_code }).from(locations).where(eq(locations.id, locationId!)))[0]!.code!
const line = (student: Student, school: string, overrides: Partial<Record<'first_name' | 'service' | 'birth_date', string>> = {}) =>
  [student.sie_number, overrides.first_name ?? student.first_name, student.last_name, student.second_last_name ?? '', overrides.birth_date ?? student.birth_date, school, overrides.service ?? '', ''].join(',')

async function upload(account: Account, body: BodyInit | FormData, query = 'wait=true') {
  const form = body instanceof FormData ? body : (() => {
    const data = new FormData()
    data.set('file', new File([body as string], 'activos.csv', { type: 'text/csv' }))
    return data
  })()
  const response = await t.authed(`/api/import/active-students?${query}`, await api.token(account), await multipart(form))
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  plain = await t.db.select().from(students).where(sql`${students.sie_number} like '5%'`).orderBy(students.id).limit(3)
  const [row] = await t.db
    .select({ student: students, code: services.code, location_id: referrals.location_id })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referralStatuses.name, 'Activo'), sql`${students.sie_number} like '5%'`, sql`${referrals.customer_id} = ${students.customer_id}`, notInArray(students.id, plain.map((student) => student.id))))
    .limit(1)
  const [other] = await t.db.select().from(locations).where(and(sql`${locations.school_code} is not null`, eq(locations.customer_id, row!.student.customer_id!), sql`${locations.id} <> ${row!.location_id}`))
  referred = { student: row!.student, serviceCode: row!.code, otherSchool: other!.school_code! }
})
afterAll(() => t?.close())

describe('POST /import/active-students', () => {
  it('previews, applies, reports row by row, and a second run changes nothing', async () => {
    const csv = [
      HEADER,
      line(plain[0]!, await schoolCode(plain[0]!.location_id)),
      line(plain[1]!, await schoolCode(plain[1]!.location_id), { first_name: 'Importada' }),
      line(referred.student, referred.otherSchool, { service: referred.serviceCode }),
      '1234,Mal,SIE,,2015-01-01,70235,,',
      '77777777,No,Existe,,2015-01-01,70235,,',
      line(plain[1]!, await schoolCode(plain[1]!.location_id)),
      line(plain[2]!, await schoolCode(plain[2]!.location_id), { birth_date: '02/30/2015' }),
    ].join('\n')

    const preview = await upload('admin', csv, 'mode=preview&wait=true')
    expect(preview.status).toBe(200)
    expect(preview.body.job).toMatchObject({ mode: 'preview', status: 'done', total_rows: 7, processed_rows: 7, counts: { unchanged: 1, updated: 1, referral_changed: 1, refused: 4 } })
    const [untouched] = await t.db.select().from(students).where(eq(students.id, plain[1]!.id))
    expect(untouched!.first_name).toBe(plain[1]!.first_name)

    const applied = await upload('admin', csv)
    expect(applied.body.job.counts).toEqual({ unchanged: 1, updated: 1, referral_changed: 1, refused: 4 })
    expect(applied.body.updated).toEqual([
      expect.objectContaining({ row: 3, status: 'updated', referral_changed: false, student_id: plain[1]!.id }),
      expect.objectContaining({ row: 4, status: 'referral_changed', referral_changed: true, student_id: referred.student.id }),
    ])
    const rows = await api.get('admin', `/api/import/jobs/${applied.body.job.id}/rows?status=refused`)
    expect(rows.body.items.map((row: { reason: string }) => row.reason)).toEqual(['invalid_sie_number', 'unknown_student', 'duplicate_row', 'invalid_date'])
    expect(rows.body.items[3]).toMatchObject({ row: 8, column: 'birth_date' })
    const [changed] = await t.db.select().from(students).where(eq(students.id, plain[1]!.id))
    expect(changed!.first_name).toBe('Importada')

    const again = await upload('admin', csv)
    expect(again.body.job.counts).toEqual({ unchanged: 3, updated: 0, referral_changed: 0, refused: 4 })
    const [same] = await t.db.select().from(students).where(eq(students.id, plain[1]!.id))
    expect(same!.hash).toBe(changed!.hash)
  })

  it('reads xlsx, answers 202 with a job to poll, and serves the report as xlsx', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Activos')
    sheet.addRow(HEADER.split(','))
    const student = plain[0]!
    sheet.addRow([Number(student.sie_number), student.first_name, student.last_name, student.second_last_name, new Date(`${student.birth_date}T00:00:00Z`), await schoolCode(student.location_id), '', ''])
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'activos.xlsx'))
    const started = await upload('billing', form, 'mode=preview')
    expect(started).toMatchObject({ status: 202, body: { job: { status: 'running', total_rows: 1 } } })
    let job = started.body.job
    for (let tries = 0; job.status === 'running' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      job = (await api.get('billing', `/api/import/jobs/${job.id}`)).body
    }
    expect(job).toMatchObject({ status: 'done', processed_rows: 1, counts: { unchanged: 1 } })
    expect((await api.get('admin', `/api/import/jobs/${job.id}`)).status).toBe(404)
    const report = await t.authed(`/api/import/jobs/${job.id}/report.xlsx`, await api.token('billing'))
    expect(report.status).toBe(200)
    const read = new ExcelJS.Workbook()
    await read.xlsx.load(await report.arrayBuffer())
    expect(read.worksheets[0]!.getRow(2).getCell(4).value).toBe('Sin cambios')
  })

  it('refuses a bad file as a whole with a clear 4xx and changes nothing', async () => {
    expect((await upload('admin', '')).body.code).toBe('import_empty')
    expect((await upload('admin', `${HEADER}\n`)).body.code).toBe('import_empty')
    const missing = await upload('admin', 'SIE,Nombre\n12345678,Ana')
    expect(missing).toMatchObject({ status: 422, body: { code: 'import_missing_columns', errors: { 'Apellido paterno': 'missing_column' } } })
    const pdf = new FormData()
    pdf.set('file', new File(['%PDF-1.4 nada'], 'activos.pdf'))
    expect((await upload('admin', pdf)).status).toBe(415)
    const broken = new FormData()
    broken.set('file', new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'activos.xlsx'))
    expect((await upload('admin', broken)).body.code).toBe('import_bad_file')
    expect((await upload('admin', new FormData())).body).toMatchObject({ code: 'validation_failed', errors: { file: 'required' } })
    const json = await t.authed('/api/import/active-students', await api.token('admin'), { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } })
    expect(json.status).toBe(400)
  })

  it('lets only holders of import.run import', async () => {
    for (const account of ['region', 'provider', 'supervisor'] as Account[]) {
      expect((await upload(account, `${HEADER}\n`)).status, account).toBe(403)
    }
  })
})
