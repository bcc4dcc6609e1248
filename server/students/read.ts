import { readerName } from '../i18n/reader-language'
import { and, eq, like, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Page } from '../../src/domain/lists/list-params'
import { maskSsn } from '../../src/domain/formats/formats'
import type { StudentSearch } from '../../src/domain/students/schemas'
import type { StudentDetail, StudentListItem, StudentService } from '../../src/domain/students/types'
import type { Executor } from '../db/client'
import { academicGrades, customers, locations, referralStatuses, referrals, services, studentServices, students } from '../db/schema'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { readableStudents, type StudentRow } from './access'
import { foldText } from './search-text'

const activeReferrals = sql<number>`(select count(*)::int from ${referrals} inner join ${referralStatuses} on ${referralStatuses.id} = ${referrals.status_id}
  where ${referrals.student_id} = ${students.id} and ${referralStatuses.name} = 'Activo')`

/** The search text: digits search SIE numbers by prefix (an index), words search names. */
function searchCondition(q: string): SQL {
  if (/^\d+$/.test(q)) return like(students.sie_number, `${q.replace(/[\\%_]/g, '')}%`)
  return and(...foldText(q).split(/\s+/).filter(Boolean).map((word) => like(students.search_text, likePattern(word))))!
}

export function studentListConditions(viewer: OfficeViewer, query: StudentSearch): SQL | undefined {
  return and(
    readableStudents(viewer),
    query.q ? searchCondition(query.q) : undefined,
    query.customer_id ? eq(students.customer_id, query.customer_id) : undefined,
    query.location_id ? eq(students.location_id, query.location_id) : undefined,
    query.grade_id ? eq(students.grade_id, query.grade_id) : undefined,
    query.active === undefined ? undefined : query.active === 'true' ? sql`${activeReferrals} > 0` : sql`${activeReferrals} = 0`,
  )
}

const schoolOf = alias(locations, 'school')

/** GET /students: one page of the students the viewer may read. */
export async function pageStudents(db: Executor, viewer: OfficeViewer, query: StudentSearch): Promise<Page<StudentListItem>> {
  const where = studentListConditions(viewer, query)
  const name = sql`${students.last_name}`
  const order = orderOf(
    query.sort,
    { name, sie_number: students.sie_number, birth_date: students.birth_date, location: schoolOf.name, id: students.id },
    query.sort.field === 'name' ? [students.second_last_name, students.first_name, students.id] : [students.id],
  )
  const { limit, offset } = limitOffset(query)
  const items = db
    .select({
      id: students.id,
      sie_number: students.sie_number,
      first_name: students.first_name,
      last_name: students.last_name,
      second_last_name: students.second_last_name,
      birth_date: students.birth_date,
      customer_id: students.customer_id,
      customer_name: customers.short_name,
      location_id: students.location_id,
      location_name: schoolOf.name,
      grade_id: students.grade_id,
      grade_name: readerName(academicGrades),
      active_referrals: activeReferrals,
    })
    .from(students)
    .leftJoin(customers, eq(customers.id, students.customer_id))
    .leftJoin(schoolOf, eq(schoolOf.id, students.location_id))
    .leftJoin(academicGrades, eq(academicGrades.id, students.grade_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const total = db.select({ total: countAll }).from(students).where(where)
  return pageOf(items, total)
}

async function servicesOf(db: Executor, studentId: number): Promise<StudentService[]> {
  // A service appears when a referral asks for it or the student has a standing row for it.
  const result = await db.execute(sql`
    select s.id as service_id, s.name as service_name, s.type_id,
      exists (select 1 from ${referrals} r join ${referralStatuses} rs on rs.id = r.status_id
        where r.student_id = ${studentId} and r.service_id = s.id and rs.name = 'Activo') as active,
      ss.discharge_reason_id, ss.discharge_date::text as discharge_date, ss.notes
    from ${services} s
    left join ${studentServices} ss on ss.service_id = s.id and ss.student_id = ${studentId}
    where ss.student_id is not null or exists (select 1 from ${referrals} r where r.student_id = ${studentId} and r.service_id = s.id)
    order by s.type_id, s.name`)
  return (result as unknown as { rows: StudentService[] }).rows
}

/** GET /students/{id} for a student already known to be visible. */
export async function studentDetail(db: Executor, row: StudentRow): Promise<StudentDetail> {
  const [names] = await db
    .select({ location_name: locations.name, customer_name: customers.short_name })
    .from(students)
    .leftJoin(locations, eq(locations.id, students.location_id))
    .leftJoin(customers, eq(customers.id, students.customer_id))
    .where(eq(students.id, row.id))
  return {
    id: row.id,
    sie_number: row.sie_number,
    first_name: row.first_name,
    last_name: row.last_name,
    second_last_name: row.second_last_name,
    birth_date: row.birth_date,
    gender_id: row.gender_id,
    grade_id: row.grade_id,
    impediment_id: row.impediment_id,
    location_id: row.location_id,
    location_name: names?.location_name ?? null,
    customer_id: row.customer_id,
    customer_name: names?.customer_name ?? null,
    registry_number: row.registry_number,
    ssn_masked: row.ssn_last4 ? maskSsn(row.ssn_last4) : null,
    guardian_name: row.guardian_name,
    guardian_phone: row.guardian_phone,
    phone: row.phone,
    email: row.email,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    municipality_id: row.municipality_id,
    state: row.state,
    zip: row.zip,
    contact_method_id: row.contact_method_id,
    services: await servicesOf(db, row.id),
    hash: row.hash,
    updated_at: row.updated_at.toISOString(),
  }
}
