import { readerName } from '../i18n/reader-language'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import type { ProviderSpecialtyLocationInput } from '../../src/domain/locations/schemas'
import type { ProviderLocation, ProviderSpecialtyLocation } from '../../src/domain/locations/types'
import type { Executor } from '../db/client'
import { locations, locationTypes, providerSpecialties, providerSpecialtyLocations, providers, referralStatuses, referrals, specialties } from '../db/schema'
import { HttpError, forbidden, notFound } from '../http/errors'
import { listPage } from '../core/list-page'
import { orderOf } from '../http/list'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { assertReferencesExist } from '../http/references'
import { isProviderViewer, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Where providers work (spec §7 "Locations": provider-locations, provider-specialty-locations).
 * Staff read with `providers.read` and change with `providers.write`; a provider reads her own
 * (a supervisor also those she supervises) and changes none.
 */

/** The providers whose records the viewer reads (null: all). */
function readableProviderIds(viewer: OfficeViewer): number[] | null {
  if (isProviderViewer(viewer)) return readableProviders(viewer)
  // Providers belong to no customer: any grant of providers.read, global or scoped, reads them.
  return canAnywhere(viewer.permissions, 'providers.read') ? null : []
}

function providerCondition(viewer: OfficeViewer): SQL | undefined {
  const ids = readableProviderIds(viewer)
  return ids === null ? undefined : ids.length === 0 ? sql`false` : inArray(providerSpecialties.provider_id, ids)
}

export function assertCanWriteProviders(viewer: OfficeViewer): void {
  if (staffReach(viewer, 'providers.write') !== 'all') throw forbidden()
}

/** GET /provider-locations/{provider_id}. */
export async function providerLocations(db: Executor, viewer: OfficeViewer, providerId: number): Promise<ProviderLocation[]> {
  const ids = readableProviderIds(viewer)
  const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId))
  if (!provider || (ids !== null && !ids.includes(providerId))) throw notFound('El proveedor no existe.')
  const result = await db.execute(sql`
    select l.id as location_id, l.name as location_name, lt.name as type_name,
      exists (select 1 from ${providerSpecialtyLocations} psl join ${providerSpecialties} ps on ps.id = psl.provider_specialty_id
        where psl.location_id = l.id and ps.provider_id = ${providerId}) as via_specialty,
      (select count(*)::int from ${referrals} r join ${referralStatuses} rs on rs.id = r.status_id
        where r.location_id = l.id and r.provider_id = ${providerId} and rs.name = 'Activo') as active_referrals
    from ${locations} l join ${locationTypes} lt on lt.id = l.type_id
    where exists (select 1 from ${providerSpecialtyLocations} psl join ${providerSpecialties} ps on ps.id = psl.provider_specialty_id
        where psl.location_id = l.id and ps.provider_id = ${providerId})
      or exists (select 1 from ${referrals} r join ${referralStatuses} rs on rs.id = r.status_id
        where r.location_id = l.id and r.provider_id = ${providerId} and rs.name = 'Activo')
    order by l.name, l.id`)
  return (result as unknown as { rows: ProviderLocation[] }).rows
}

const columns = {
  id: providerSpecialtyLocations.id,
  provider_specialty_id: providerSpecialtyLocations.provider_specialty_id,
  provider_id: providerSpecialties.provider_id,
  specialty_name: readerName(specialties),
  location_id: providerSpecialtyLocations.location_id,
  location_name: locations.name,
}

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(providerSpecialtyLocations)
    .innerJoin(providerSpecialties, eq(providerSpecialties.id, providerSpecialtyLocations.provider_specialty_id))
    .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialty_id))
    .innerJoin(locations, eq(locations.id, providerSpecialtyLocations.location_id))

export async function pageProviderSpecialtyLocations(
  db: Executor,
  viewer: OfficeViewer,
  query: ListParams<'location' | 'id'> & { provider_id?: number | undefined; provider_specialty_id?: number | undefined },
): Promise<Page<ProviderSpecialtyLocation>> {
  const where = and(
    providerCondition(viewer),
    query.provider_id ? eq(providerSpecialties.provider_id, query.provider_id) : undefined,
    query.provider_specialty_id ? eq(providerSpecialtyLocations.provider_specialty_id, query.provider_specialty_id) : undefined,
  )
  const order = orderOf(query.sort, { location: locations.name, id: providerSpecialtyLocations.id }, [providerSpecialtyLocations.id])
  return listPage(db, joined(db).where(where).$dynamic(), query, order)
}

export async function visibleProviderSpecialtyLocation(db: Executor, viewer: OfficeViewer, id: number): Promise<ProviderSpecialtyLocation> {
  const [row] = await joined(db).where(and(eq(providerSpecialtyLocations.id, id), providerCondition(viewer)))
  if (!row) throw notFound('La ubicación de la especialidad no existe.')
  return row
}

async function saving(write: () => Promise<{ id: number }[]>): Promise<number> {
  try {
    const [row] = await write()
    return row!.id
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, 'provider_specialty_location_taken', 'La especialidad ya se ofrece en esa ubicación.')
    }
    throw error
  }
}

export async function createProviderSpecialtyLocation(tx: Executor, input: ProviderSpecialtyLocationInput): Promise<number> {
  await assertReferencesExist(tx, { provider_specialty_id: [providerSpecialties, input.provider_specialty_id], location_id: [locations, input.location_id] })
  return saving(() => tx.insert(providerSpecialtyLocations).values(input).returning({ id: providerSpecialtyLocations.id }))
}

export async function updateProviderSpecialtyLocation(tx: Executor, id: number, input: ProviderSpecialtyLocationInput): Promise<number> {
  await assertReferencesExist(tx, { provider_specialty_id: [providerSpecialties, input.provider_specialty_id], location_id: [locations, input.location_id] })
  return saving(() => tx.update(providerSpecialtyLocations).set(input).where(eq(providerSpecialtyLocations.id, id)).returning({ id: providerSpecialtyLocations.id }))
}

export async function deleteProviderSpecialtyLocation(tx: Executor, id: number): Promise<void> {
  await tx.delete(providerSpecialtyLocations).where(eq(providerSpecialtyLocations.id, id))
}
