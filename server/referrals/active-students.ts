import { and, asc, countDistinct, eq, inArray, isNotNull, type SQL } from 'drizzle-orm'
import type { RegionTotal } from '../../src/domain/service-sessions/api'
import type { ActiveStudent } from '../../src/domain/service-sessions/types'
import type { Executor } from '../db/client'
import { academicGrades, customers, locations, providers, providerSupervisions, referralStatuses, referrals, services, students } from '../db/schema'
import { forbidden } from '../http/errors'
import { canRead, type Viewer } from '../service-sessions/access'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'

/**
 * A provider's active students (spec §4 "Caching", §6 provider and supervisor modes): one entry
 * per referral in status Activo assigned to the provider.
 */

export interface ActiveStudentsFilter {
  provider_id?: number
  supervisor_id?: number
}

/**
 * The providers whose students the viewer asks for: a provider their own (or, naming one, a
 * provider they supervise); a supervisor, with supervisor_id = themselves, everyone they
 * supervise; staff anyone, or everyone (null). Naming anyone else is 403.
 */
export async function activeStudentScope(db: Executor, viewer: Viewer, filter: ActiveStudentsFilter): Promise<number[] | null> {
  let scope: number[] | null = viewer.providerId === null ? null : [viewer.providerId]
  if (filter.supervisor_id !== undefined) {
    if (viewer.providerId !== null && filter.supervisor_id !== viewer.providerId) {
      throw forbidden('Solo puede consultar los estudiantes de los proveedores que supervisa.')
    }
    const rows = await db
      .select({ provider_id: providerSupervisions.provider_id })
      .from(providerSupervisions)
      .where(eq(providerSupervisions.supervisor_id, filter.supervisor_id))
    scope = rows.map((row) => row.provider_id)
  }
  if (filter.provider_id !== undefined) {
    if (!canRead(viewer, filter.provider_id)) throw forbidden('No tiene acceso a los estudiantes de ese proveedor.')
    // With both, the provider must be one of the supervisor's.
    scope = filter.supervisor_id === undefined || scope?.includes(filter.provider_id) ? [filter.provider_id] : []
  }
  return scope
}

function activeWhere(scope: number[] | null): SQL | undefined {
  return and(
    eq(referralStatuses.name, ACTIVE_REFERRAL_STATUS),
    isNotNull(referrals.provider_id),
    scope === null ? undefined : scope.length === 0 ? eq(referrals.id, -1) : inArray(referrals.provider_id, scope),
  )
}

export async function listActiveStudents(db: Executor, scope: number[] | null, extended: boolean): Promise<ActiveStudent[]> {
  const rows = await db
    .select({
      referral_id: referrals.id,
      student_id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      second_last_name: students.second_last_name,
      service_id: services.id,
      service_name: services.name,
      service_type_id: services.type_id,
      location_id: locations.id,
      location_name: locations.name,
      provider_id: referrals.provider_id,
      provider_first_name: providers.first_name,
      provider_last_name: providers.last_name,
      customer_id: referrals.customer_id,
      referral_number: referrals.number,
      sie_number: students.sie_number,
      grade_name: academicGrades.name,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
      region: customers.region,
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(providers, eq(providers.id, referrals.provider_id))
    .leftJoin(academicGrades, eq(academicGrades.id, students.grade_id))
    .where(activeWhere(scope))
    .orderBy(asc(students.last_name), asc(students.first_name), asc(students.id), asc(referrals.id))

  return rows.map(({ second_last_name, provider_first_name, provider_last_name, sie_number, grade_name, weekly_frequency, session_minutes, region, ...row }) => {
    const last_name = second_last_name ? `${row.last_name} ${second_last_name}` : row.last_name
    const basic: ActiveStudent = {
      ...row,
      last_name,
      student_name: `${row.first_name} ${last_name}`,
      provider_id: row.provider_id!,
      provider_name: `${provider_first_name} ${provider_last_name}`,
    }
    return extended ? { ...basic, sie_number, grade_name, weekly_frequency, session_minutes, region } : basic
  })
}

/** Distinct active students in the scope. */
export async function totalActiveStudents(db: Executor, scope: number[] | null): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(referrals.student_id) })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(activeWhere(scope))
  return row?.total ?? 0
}

/** Distinct active students per region of the referral's customer, by region name. */
export async function activeStudentsByRegion(db: Executor, scope: number[] | null): Promise<RegionTotal[]> {
  return db
    .select({ region: customers.region, total: countDistinct(referrals.student_id) })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .where(activeWhere(scope))
    .groupBy(customers.region)
    .orderBy(asc(customers.region))
}
