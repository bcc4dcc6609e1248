import { readerName } from '../i18n/reader-language'
import { and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm'
import type { LookupQuery } from '../../src/domain/referrals/schemas'
import type { Executor } from '../db/client'
import {
  locations,
  providerSpecialties,
  providerStatuses,
  providers,
  type referralDocumentTypes,
  type referralStatuses,
  type referralTypes,
  services,
  specialties,
} from '../db/schema'
import { likePattern } from '../http/list'

/**
 * The referral form's lookups (spec §7: GET /referrals/service-types, /types, /status, /services,
 * /provider-specialties, /locations, /schools, /document-types, all with a query): small lists,
 * `q` narrows them by name, `limit` (at most 200) bounds them.
 */

/** Service type ids of spec §9. */
export const SERVICE_TYPES = [
  { id: 1, name: 'Terapia' },
  { id: 2, name: 'Evaluación' },
]

const byOrder = <T extends { sort_index: unknown; id: unknown }>(table: T) => [asc(table.sort_index as never), asc(table.id as never)]

export async function lookupList(db: Executor, table: typeof referralTypes | typeof referralStatuses | typeof referralDocumentTypes, query: LookupQuery) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(query.q ? ilike(table.name, likePattern(query.q)) : undefined)
    .orderBy(...byOrder(table))
    .limit(query.limit)
}

export async function serviceLookup(db: Executor, query: LookupQuery) {
  return db
    .select({ id: services.id, name: readerName(services), code: services.code, type_id: services.type_id })
    .from(services)
    .where(
      and(
        query.q ? or(ilike(services.name, likePattern(query.q)), ilike(services.code, likePattern(query.q))) : undefined,
        query.type_id ? eq(services.type_id, Number(query.type_id)) : undefined,
      ),
    )
    .orderBy(asc(services.type_id), asc(services.name))
    .limit(query.limit)
}

/** Active providers' specialties; with service_id, only those of the service's discipline. */
export async function providerSpecialtyLookup(db: Executor, query: LookupQuery) {
  const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`
  return db
    .select({ id: providerSpecialties.id, provider_id: providers.id, provider_name: providerName, specialty_id: specialties.id, specialty_name: readerName(specialties) })
    .from(providerSpecialties)
    .innerJoin(providers, eq(providers.id, providerSpecialties.provider_id))
    .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialty_id))
    .innerJoin(providerStatuses, eq(providerStatuses.id, providers.provider_status_id))
    .where(
      and(
        eq(providerStatuses.name, 'Activo'),
        query.q ? ilike(providerName, likePattern(query.q)) : undefined,
        query.service_id ? sql`${specialties.discipline_id} = (select ${services.discipline_id} from ${services} where ${services.id} = ${query.service_id})` : undefined,
      ),
    )
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(providerSpecialties.id))
    .limit(query.limit)
}

/** Places of service; `schoolsOnly` keeps those with a school code. */
export async function locationLookup(db: Executor, query: LookupQuery, schoolsOnly: boolean) {
  return db
    .select({ id: locations.id, name: locations.name, school_code: locations.school_code, customer_id: locations.customer_id, type_id: locations.type_id })
    .from(locations)
    .where(
      and(
        schoolsOnly ? isNotNull(locations.school_code) : undefined,
        query.q ? or(ilike(locations.name, likePattern(query.q)), ilike(locations.school_code, `${query.q.replace(/[\\%_]/g, '')}%`)) : undefined,
        query.customer_id ? eq(locations.customer_id, query.customer_id) : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(query.limit)
}
