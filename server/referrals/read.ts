import { readerName } from '../i18n/reader-language'
import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { ReferralSearch } from '../../src/domain/referrals/schemas'
import type { ReferralDetail, ReferralListItem, ReferralSchedule } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { customers, daysOfWeek, locations, providers, referralSchedules, referralStatuses, referrals, services, students } from '../db/schema'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { foldText } from '../students/search-text'
import { readableReferrals, type ReferralRow } from './access'

/**
 * GET /referrals and GET /referrals/{id}. Names are scalar sub-selects on their primary keys
 * rather than joins: the same answer, and far fewer join orders for the planner to weigh on every
 * request (see active-students.ts).
 */

const name = (table: { id: unknown } & object, column: unknown, key: unknown) => sql<string>`(select ${column} from ${table} where ${(table as { id: SQL }).id} = ${key})`

const studentName = sql<string>`${students.first_name} || ' ' || ${students.last_name} || coalesce(' ' || ${students.second_last_name}, '')`

export const referralColumns = {
  id: referrals.id,
  number: referrals.number,
  student_id: referrals.student_id,
  student_name: studentName,
  sie_number: students.sie_number,
  service_id: referrals.service_id,
  service_name: name(services, readerName(services), referrals.service_id),
  status_id: referrals.status_id,
  status_name: name(referralStatuses, readerName(referralStatuses), referrals.status_id),
  customer_id: referrals.customer_id,
  customer_name: name(customers, customers.short_name, referrals.customer_id),
  region: name(customers, customers.region, referrals.customer_id),
  location_id: referrals.location_id,
  location_name: name(locations, locations.name, referrals.location_id),
  provider_id: referrals.provider_id,
  provider_name: sql<string | null>`(select ${providers.first_name} || ' ' || ${providers.last_name} from ${providers} where ${providers.id} = ${referrals.provider_id})`,
  start_date: referrals.start_date,
  end_date: referrals.end_date,
  weekly_frequency: referrals.weekly_frequency,
  session_minutes: referrals.session_minutes,
}

/** `q`: a referral number (or its start) when it looks like one, otherwise words of the student's name or SIE. */
function searchCondition(q: string): SQL {
  if (/^[\d-]+$/.test(q) && q.includes('-')) return like(referrals.number, `${q}%`)
  if (/^\d+$/.test(q)) return sql`(${like(referrals.number, `${q}%`)} or ${like(students.sie_number, `${q}%`)})`
  return and(...foldText(q).split(/\s+/).filter(Boolean).map((word) => like(students.search_text, likePattern(word))))!
}

export function referralListConditions(viewer: OfficeViewer, query: ReferralSearch): SQL | undefined {
  return and(
    readableReferrals(viewer),
    query.q ? searchCondition(query.q) : undefined,
    query.status_id ? eq(referrals.status_id, query.status_id) : undefined,
    query.service_id ? eq(referrals.service_id, query.service_id) : undefined,
    query.provider_id ? eq(referrals.provider_id, query.provider_id) : undefined,
    query.student_id ? eq(referrals.student_id, query.student_id) : undefined,
    query.customer_id ? eq(referrals.customer_id, query.customer_id) : undefined,
    query.region ? inArray(referrals.customer_id, sql`(select ${customers.id} from ${customers} where ${customers.region} = ${query.region})`) : undefined,
  )
}

/** GET /referrals: one page of the referrals the viewer may read. */
export async function pageReferrals(db: Executor, viewer: OfficeViewer, query: ReferralSearch): Promise<Page<ReferralListItem>> {
  const where = referralListConditions(viewer, query)
  const order = orderOf(
    query.sort,
    {
      number: referrals.number,
      student: students.last_name,
      start_date: referrals.start_date,
      status: referrals.status_id,
      service: referrals.service_id,
      id: referrals.id,
    },
    query.sort.field === 'student' ? [students.first_name, referrals.id] : [referrals.id],
  )
  const { limit, offset } = limitOffset(query)
  // The page's ids first, then the names of those rows only: rows skipped by OFFSET would
  // otherwise run every name's sub-select too (page 40 evaluated them for 2,000 rows).
  const pageIds = db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const items = db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(inArray(referrals.id, pageIds))
    .orderBy(...order)
  // The student is joined for the count only when a condition needs it.
  const needsStudent = Boolean(query.q)
  const total = needsStudent
    ? db.select({ total: countAll }).from(referrals).innerJoin(students, eq(students.id, referrals.student_id)).where(where)
    : db.select({ total: countAll }).from(referrals).where(where)
  return pageOf(items, total) as Promise<Page<ReferralListItem>>
}

/** A schedule entry's columns, with its weekday's name (the answer of every schedule call). */
export const scheduleColumns = {
  id: referralSchedules.id,
  referral_id: referralSchedules.referral_id,
  day_of_week_id: referralSchedules.day_of_week_id,
  day_of_week_name: readerName(daysOfWeek),
  time_slot_id: referralSchedules.time_slot_id,
  start_time: referralSchedules.start_time,
  end_time: referralSchedules.end_time,
  location_id: referralSchedules.location_id,
  hash: referralSchedules.hash,
}

/** The week's order: Monday first (the weekdays' sort index), then the hour. */
export const weekOrder = [asc(daysOfWeek.sort_index), asc(referralSchedules.start_time), asc(referralSchedules.id)]

/** Schedule entries matching `where`, in the week's order. */
export function schedulesWhere(db: Executor, where: SQL): Promise<ReferralSchedule[]> {
  return db
    .select(scheduleColumns)
    .from(referralSchedules)
    .innerJoin(daysOfWeek, eq(daysOfWeek.id, referralSchedules.day_of_week_id))
    .where(where)
    .orderBy(...weekOrder)
}

export function schedulesOf(db: Executor, referralId: number): Promise<ReferralSchedule[]> {
  return schedulesWhere(db, eq(referralSchedules.referral_id, referralId))
}

/** GET /referrals/{id} for a referral already known to be visible. */
export async function referralDetail(db: Executor, row: ReferralRow): Promise<ReferralDetail> {
  const [item] = await db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(eq(referrals.id, row.id))
  return {
    ...(item as ReferralListItem),
    referral_type_id: row.referral_type_id,
    provider_specialty_id: row.provider_specialty_id,
    academic_year_id: row.academic_year_id,
    notes: row.notes,
    schedules: await schedulesOf(db, row.id),
    hash: row.hash,
    updated_at: row.updated_at.toISOString(),
  }
}
