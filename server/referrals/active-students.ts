import { and, asc, countDistinct, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core'
import type { RegionTotal } from '../../src/domain/service-sessions/api'
import type { ActiveStudent } from '../../src/domain/service-sessions/types'
import type { Executor } from '../db/client'
import { academicGrades, customers, locations, providers, providerSupervisions, referralStatuses, referrals, services, students } from '../db/schema'
import { forbidden } from '../http/errors'
import type { Reach } from '../permissions/access'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { localName, type ReferenceLanguage } from '../reference/language'

/**
 * A provider's active students (spec §4 "Caching", §6 provider and supervisor modes): one entry
 * per referral in status Activo assigned to the provider.
 */

export interface ActiveStudentsFilter {
  provider_id?: number
  supervisor_id?: number
}

/** Whose active referrals: these providers (null: every provider) of these customers. */
export interface ActiveScope {
  providers: number[] | null
  customers: 'all' | number[]
}

/**
 * The providers whose students the caller asks for: a provider their own (or, naming one, a
 * provider they supervise); a supervisor, with supervisor_id = themselves, everyone they
 * supervise; staff anyone, or everyone (null), of the customers their role reaches. Naming
 * anyone else is 403. Supervision is read only when a filter names someone: a provider's own
 * list (the common request) needs no query.
 */
export async function activeStudentScope(db: Executor, reach: Reach, filter: ActiveStudentsFilter): Promise<ActiveScope> {
  return { providers: await providersAsked(db, reach.providerId, filter), customers: reach.customers }
}

async function providersAsked(db: Executor, own: number | null, filter: ActiveStudentsFilter): Promise<number[] | null> {
  let scope: number[] | null = own === null ? null : [own]
  if (filter.supervisor_id !== undefined) {
    if (own !== null && filter.supervisor_id !== own) {
      throw forbidden('Solo puede consultar los estudiantes de los proveedores que supervisa.')
    }
    const rows = await db
      .select({ provider_id: providerSupervisions.provider_id })
      .from(providerSupervisions)
      .where(eq(providerSupervisions.supervisor_id, filter.supervisor_id))
    scope = rows.map((row) => row.provider_id)
  }
  if (filter.provider_id !== undefined) {
    if (own !== null && filter.provider_id !== own && !(await supervises(db, own, filter.provider_id))) {
      throw forbidden('No tiene acceso a los estudiantes de ese proveedor.')
    }
    // With both, the provider must be one of the supervisor's.
    scope = filter.supervisor_id === undefined || scope?.includes(filter.provider_id) ? [filter.provider_id] : []
  }
  return scope
}

async function supervises(db: Executor, supervisorId: number, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ provider_id: providerSupervisions.provider_id })
    .from(providerSupervisions)
    .where(and(eq(providerSupervisions.supervisor_id, supervisorId), eq(providerSupervisions.provider_id, providerId)))
  return rows.length > 0
}

export function activeWhere(scope: number[] | null, customers: 'all' | number[] = 'all'): SQL | undefined {
  return and(
    // A sub-select rather than a join: every joined table multiplies the join orders the
    // planner weighs, and planning, not running, was most of this query's time.
    inArray(referrals.status_id, sql`(select ${referralStatuses.id} from ${referralStatuses} where ${referralStatuses.name} = ${ACTIVE_REFERRAL_STATUS})`),
    isNotNull(referrals.provider_id),
    scope === null ? undefined : scope.length === 0 ? eq(referrals.id, -1) : inArray(referrals.provider_id, scope),
    customers === 'all' ? undefined : customers.length === 0 ? eq(referrals.id, -1) : inArray(referrals.customer_id, customers),
  )
}

/**
 * One column of the row with id `key` in `table`, as a scalar sub-select. The list reads six
 * such names per referral; as joins they made an eight-table join whose planning took several
 * times longer than its execution (30 ms against 1.5 ms on PGlite), on every request. Each
 * foreign key is NOT NULL and enforced, so a sub-select finds its row exactly as a join would.
 */
function lookup<T>(table: AnyPgTable & { id: AnyPgColumn }, column: AnyPgColumn | SQL, key: AnyPgColumn) {
  return sql<T>`(select ${column} from ${table} where ${table.id} = ${key})`
}

/** The list, with service and grade names in `language` (the caller's, from Accept-Language). */
export async function listActiveStudents(db: Executor, scope: ActiveScope, extended: boolean, language: ReferenceLanguage = 'es'): Promise<ActiveStudent[]> {
  const rows = await db
    .select({
      referral_id: referrals.id,
      student_id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      second_last_name: students.second_last_name,
      service_id: referrals.service_id,
      service_name: lookup<string>(services, localName(services, language), referrals.service_id),
      service_type_id: lookup<number>(services, services.type_id, referrals.service_id),
      location_id: referrals.location_id,
      location_name: lookup<string>(locations, locations.name, referrals.location_id),
      provider_id: referrals.provider_id,
      provider_name: sql<string>`(select ${providers.first_name} || ' ' || ${providers.last_name} from ${providers} where ${providers.id} = ${referrals.provider_id})`,
      customer_id: referrals.customer_id,
      referral_number: referrals.number,
      sie_number: students.sie_number,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
      ...(extended
        ? {
            grade_name: lookup<string | null>(academicGrades, localName(academicGrades, language), students.grade_id),
            region: lookup<string>(customers, customers.region, referrals.customer_id),
          }
        : {}),
    })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(activeWhere(scope.providers, scope.customers))
    .orderBy(asc(students.last_name), asc(students.first_name), asc(students.id), asc(referrals.id))

  return rows.map(({ second_last_name, sie_number, weekly_frequency, session_minutes, ...rest }) => {
    const { grade_name, region, ...row } = rest as typeof rest & { grade_name?: string | null; region?: string }
    const last_name = second_last_name ? `${row.last_name} ${second_last_name}` : row.last_name
    const basic: ActiveStudent = {
      ...row,
      last_name,
      student_name: `${row.first_name} ${last_name}`,
      provider_id: row.provider_id!,
    }
    return extended ? { ...basic, sie_number, grade_name: grade_name ?? null, weekly_frequency, session_minutes, region } : basic
  })
}

/** Distinct active students in the scope. */
export async function totalActiveStudents(db: Executor, scope: ActiveScope): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(referrals.student_id) })
    .from(referrals)
    .where(activeWhere(scope.providers, scope.customers))
  return row?.total ?? 0
}

/** Distinct active students per region of the referral's customer, by region name. */
export async function activeStudentsByRegion(db: Executor, scope: ActiveScope): Promise<RegionTotal[]> {
  return db
    .select({ region: customers.region, total: countDistinct(referrals.student_id) })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .where(activeWhere(scope.providers, scope.customers))
    .groupBy(customers.region)
    .orderBy(asc(customers.region))
}
