import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { ImportCounts, ImportMode, ImportReportRow } from '../../src/domain/import/active-students'
import type { Database, Executor } from '../db/client'
import { academicGrades, locations, referralStatuses, referrals, services, students } from '../db/schema'
import { reaches, staffReach, type OfficeViewer } from '../permissions/viewer'
import { studentSearchText, foldText } from '../students/search-text'
import { checkRow, type CheckedRow } from './row-check'
import type { SheetRow } from './sheet'

/**
 * Applies the active-students sheet row by row, in chunks of CHUNK rows, each chunk one
 * transaction: a student is updated only when the row differs from it (so a second run of the
 * same file changes nothing), and the active referral of the row's service moves to the row's
 * school when it was elsewhere. In preview mode the same decisions are made and nothing is written.
 */
export const CHUNK = 200

interface Lookups {
  schools: Map<string, { id: number; customer_id: number | null }>
  services: Map<string, number>
  grades: Map<string, number>
  activeStatus: number
}

export async function loadLookups(db: Executor): Promise<Lookups> {
  const schoolRows = await db
    .select({ id: locations.id, customer_id: locations.customer_id, school_code: locations.school_code })
    .from(locations)
    .where(isNotNull(locations.school_code))
  const serviceRows = await db.select({ id: services.id, code: services.code }).from(services)
  const gradeRows = await db.select({ id: academicGrades.id, name: academicGrades.name }).from(academicGrades)
  const [active] = await db.select({ id: referralStatuses.id }).from(referralStatuses).where(eq(referralStatuses.name, 'Activo'))
  return {
    schools: new Map(schoolRows.map((row) => [row.school_code!, row])),
    services: new Map(serviceRows.map((row) => [row.code.toUpperCase(), row.id])),
    grades: new Map(gradeRows.map((row) => [foldText(row.name), row.id])),
    activeStatus: active?.id ?? -1,
  }
}

type StudentRow = typeof students.$inferSelect

const refused = (row: number, sie: string | null, reason: ImportReportRow['reason'], column: ImportReportRow['column'], studentId: number | null = null): ImportReportRow => ({
  row,
  sie_number: sie,
  student_id: studentId,
  status: 'refused',
  referral_changed: false,
  reason,
  column,
})

/** The columns a row would change on its student (empty: unchanged). */
function changesOf(student: StudentRow, values: CheckedRow, school: { id: number; customer_id: number | null }, gradeId: number | null) {
  const wanted = {
    first_name: values.first_name,
    last_name: values.last_name,
    second_last_name: values.second_last_name,
    birth_date: values.birth_date,
    location_id: school.id,
    customer_id: school.customer_id,
    ...(gradeId === null ? {} : { grade_id: gradeId }),
  }
  return Object.fromEntries(Object.entries(wanted).filter(([key, value]) => student[key as keyof StudentRow] !== value)) as Partial<StudentRow>
}

export async function applyChunk(
  db: Database,
  viewer: OfficeViewer,
  mode: ImportMode,
  lookups: Lookups,
  chunk: SheetRow[],
  seen: Set<string>,
  now: Date,
): Promise<ImportReportRow[]> {
  const reach = staffReach(viewer, 'import.run')
  return db.transaction(async (tx) => {
    const checked = chunk.map((row) => ({ row, check: checkRow(row) }))
    const sies = checked.flatMap(({ check }) => (check.ok ? [check.values.sie_number] : []))
    const found = sies.length === 0 ? [] : await tx.select().from(students).where(inArray(students.sie_number, sies)).for('update')
    const bySie = new Map(found.map((student) => [student.sie_number, student]))
    const ids = found.map((student) => student.id)
    const activeReferrals =
      ids.length === 0
        ? []
        : await tx
            .select({ id: referrals.id, student_id: referrals.student_id, service_id: referrals.service_id, location_id: referrals.location_id })
            .from(referrals)
            .where(and(inArray(referrals.student_id, ids), eq(referrals.status_id, lookups.activeStatus)))
    const report: ImportReportRow[] = []
    const studentUpdates: StudentRow[] = []
    const referralMoves: ReferralMove[] = []
    for (const { row, check } of checked) {
      if (!check.ok) {
        report.push(refused(row.row, row.sie_number || null, check.reason, check.column))
        continue
      }
      const values = check.values
      if (seen.has(values.sie_number)) {
        report.push(refused(row.row, values.sie_number, 'duplicate_row', 'sie_number'))
        continue
      }
      seen.add(values.sie_number)
      const student = bySie.get(values.sie_number)
      if (!student) {
        report.push(refused(row.row, values.sie_number, 'unknown_student', 'sie_number'))
        continue
      }
      const school = lookups.schools.get(values.school_code)
      if (!school) {
        report.push(refused(row.row, values.sie_number, 'unknown_school', 'school_code', student.id))
        continue
      }
      // A customer-scoped importer touches only students of her customers, before and after.
      if (!reaches(reach, student.customer_id) || !reaches(reach, school.customer_id)) {
        report.push(refused(row.row, values.sie_number, 'not_permitted', 'sie_number', student.id))
        continue
      }
      const gradeId = values.grade ? (lookups.grades.get(foldText(values.grade)) ?? null) : null
      if (values.grade && gradeId === null) {
        report.push(refused(row.row, values.sie_number, 'unknown_grade', 'grade', student.id))
        continue
      }
      let referralId: number | null = null
      if (values.service_code) {
        const serviceId = lookups.services.get(values.service_code.toUpperCase())
        if (serviceId === undefined) {
          report.push(refused(row.row, values.sie_number, 'unknown_service', 'service_code', student.id))
          continue
        }
        const referral = activeReferrals.find((candidate) => candidate.student_id === student.id && candidate.service_id === serviceId)
        if (!referral) {
          report.push(refused(row.row, values.sie_number, 'no_active_referral', 'service_code', student.id))
          continue
        }
        if (referral.location_id !== school.id) referralId = referral.id
      }
      const changes = changesOf(student, values, school, gradeId)
      const updated = Object.keys(changes).length > 0
      if (updated) studentUpdates.push({ ...student, ...changes })
      if (referralId !== null) referralMoves.push({ id: referralId, location_id: school.id, customer_id: school.customer_id ?? student.customer_id })
      report.push({
        row: row.row,
        sie_number: values.sie_number,
        student_id: student.id,
        status: referralId !== null ? 'referral_changed' : updated ? 'updated' : 'unchanged',
        referral_changed: referralId !== null,
        reason: null,
        column: null,
      })
    }
    if (mode === 'commit') {
      await updateStudents(tx, studentUpdates, now)
      await moveReferrals(tx, referralMoves)
    }
    return report
  })
}

interface ReferralMove {
  id: number
  location_id: number
  customer_id: number | null
}

// One UPDATE … FROM (VALUES …) per chunk instead of one statement per row: on PGlite, 10,000
// single-row updates took over a minute; a chunk's worth in one statement takes milliseconds.
async function updateStudents(tx: Executor, rows: StudentRow[], now: Date) {
  if (rows.length === 0) return
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::int, ${row.first_name}, ${row.last_name}, ${row.second_last_name}::text, ${row.birth_date}::date, ${row.location_id}::int, ${row.customer_id}::int, ${row.grade_id}::int, ${studentSearchText(row)}, ${randomUUID()})`,
    ),
    sql`, `,
  )
  await tx.execute(sql`update ${students} as s set first_name = v.first_name, last_name = v.last_name, second_last_name = v.second_last_name,
    birth_date = v.birth_date, location_id = v.location_id, customer_id = v.customer_id, grade_id = v.grade_id,
    search_text = v.search_text, hash = v.hash, updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, first_name, last_name, second_last_name, birth_date, location_id, customer_id, grade_id, search_text, hash)
    where s.id = v.id`)
}

async function moveReferrals(tx: Executor, moves: ReferralMove[]) {
  if (moves.length === 0) return
  const values = sql.join(moves.map((move) => sql`(${move.id}::int, ${move.location_id}::int, ${move.customer_id}::int)`), sql`, `)
  await tx.execute(sql`update ${referrals} as r set location_id = v.location_id, customer_id = coalesce(v.customer_id, r.customer_id)
    from (values ${values}) as v(id, location_id, customer_id) where r.id = v.id`)
}

export function countRows(rows: ImportReportRow[], into: ImportCounts): ImportCounts {
  for (const row of rows) into[row.status] += 1
  return into
}
