import { readerName, words } from '../../i18n/reader-language'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { SHEET_DATE_FORMAT, sheetDate } from '../../../src/domain/formats/dates'
import type { ReportParams } from '../../../src/domain/reports/catalogue'
import type { Executor } from '../../db/client'
import { customers, locations, providers, referralStatuses, referrals, services, students } from '../../db/schema'
import { staffReach } from '../../permissions/viewer'
import { SLICE, yieldToEventLoop, type ReportContext, type ReportFile } from './common'

const asDate = (iso: string | null) => (iso ? sheetDate(iso) : null)

/**
 * Active students in detail: one row per active referral — the student, the school, the service
 * and its provider — of the customers the person reaches with students.read.
 */
export async function activeStudentsReport(db: Executor, context: ReportContext<ReportParams<'active-students'>>): Promise<ReportFile> {
  const reach = staffReach(context.viewer, 'students.read')
  const scope = reach === 'all' ? undefined : inArray(referrals.customer_id, reach.length ? reach : [0])
  const rows = await db
    .select({
      sie_number: students.sie_number,
      student: sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`,
      birth_date: students.birth_date,
      customer: customers.name,
      school: locations.name,
      school_code: locations.school_code,
      service: readerName(services),
      provider: sql<string | null>`(${providers.first_name} || ' ' || ${providers.last_name})`,
      referral_number: referrals.number,
      start_date: referrals.start_date,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
    .where(
      and(
        eq(referralStatuses.name, 'Activo'),
        scope,
        context.params.customer_id ? eq(referrals.customer_id, context.params.customer_id) : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(students.last_name), asc(students.first_name), asc(referrals.id))
  await context.progress(20)

  const workbook = new ExcelJS.Workbook()
  workbook.created = context.now
  const sheet = workbook.addWorksheet(words('Estudiantes activos', 'Active students'), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: 'SIE', key: 'sie_number', width: 12 },
    { header: words('Estudiante', 'Student'), key: 'student', width: 34 },
    { header: words('Fecha de nacimiento', 'Birth date'), key: 'birth_date', width: 14, style: { numFmt: SHEET_DATE_FORMAT } },
    { header: words('Región', 'Region'), key: 'customer', width: 24 },
    { header: words('Escuela', 'School'), key: 'school', width: 34 },
    { header: words('Código de escuela', 'School code'), key: 'school_code', width: 12 },
    { header: words('Servicio', 'Service'), key: 'service', width: 26 },
    { header: words('Proveedor', 'Provider'), key: 'provider', width: 28 },
    { header: words('Referido', 'Referral'), key: 'referral_number', width: 18 },
    { header: words('Inicio', 'Start'), key: 'start_date', width: 12, style: { numFmt: SHEET_DATE_FORMAT } },
    { header: words('Frecuencia semanal', 'Weekly frequency'), key: 'weekly_frequency', width: 10 },
    { header: words('Minutos por sesión', 'Minutes per session'), key: 'session_minutes', width: 10 },
  ]
  sheet.getRow(1).font = { bold: true }
  for (let start = 0; start < rows.length; start += SLICE) {
    for (const row of rows.slice(start, start + SLICE)) {
      sheet.addRow({ ...row, birth_date: asDate(row.birth_date), start_date: asDate(row.start_date), provider: row.provider ?? '' })
    }
    await context.progress(20 + Math.round((70 * Math.min(rows.length, start + SLICE)) / Math.max(rows.length, 1)))
    await yieldToEventLoop()
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } }
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
  return { bytes, rowCount: rows.length, fileName: words('estudiantes-activos.xlsx', 'active-students.xlsx') }
}
