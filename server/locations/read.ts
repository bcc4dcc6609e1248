import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { LocationSearch } from '../../src/domain/locations/schemas'
import type { LocationDetail, LocationListItem } from '../../src/domain/locations/types'
import type { Executor } from '../db/client'
import { customers, locations, locationTypes, municipalities, students } from '../db/schema'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { readableLocations, type LocationRow } from './access'

const listColumns = {
  id: locations.id,
  name: locations.name,
  type_id: locations.type_id,
  type_name: locationTypes.name,
  customer_id: locations.customer_id,
  customer_name: customers.short_name,
  municipality_id: locations.municipality_id,
  municipality_name: municipalities.name,
  school_code: locations.school_code,
}

function joined<T extends Record<string, unknown>>(db: Executor, columns: T) {
  return db
    .select(columns as never)
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.type_id))
    .innerJoin(municipalities, eq(municipalities.id, locations.municipality_id))
    .leftJoin(customers, eq(customers.id, locations.customer_id))
}

function conditions(viewer: OfficeViewer, query: LocationSearch): SQL | undefined {
  return and(
    readableLocations(viewer),
    query.q ? or(ilike(locations.name, likePattern(query.q)), ilike(locations.school_code, likePattern(query.q))) : undefined,
    query.type_id ? eq(locations.type_id, query.type_id) : undefined,
    query.customer_id ? eq(locations.customer_id, query.customer_id) : undefined,
    query.municipality_id ? eq(locations.municipality_id, query.municipality_id) : undefined,
  )
}

/** GET /locations. */
export async function pageLocations(db: Executor, viewer: OfficeViewer, query: LocationSearch): Promise<Page<LocationListItem>> {
  const where = conditions(viewer, query)
  const { limit, offset } = limitOffset(query)
  const order = orderOf(
    query.sort,
    { name: locations.name, type: locationTypes.name, municipality: municipalities.name, school_code: locations.school_code, id: locations.id },
    [locations.id],
  )
  const items = joined(db, listColumns).where(where).orderBy(...order).limit(limit).offset(offset) as unknown as Promise<LocationListItem[]>
  const total = db.select({ total: countAll }).from(locations).where(where)
  return pageOf(items, total)
}

/** GET /locations/{id} of a location already known to be visible. */
export async function locationDetail(db: Executor, row: LocationRow): Promise<LocationDetail> {
  const [item] = (await joined(db, listColumns).where(eq(locations.id, row.id))) as unknown as LocationListItem[]
  const [students_] = await db.select({ value: count() }).from(students).where(eq(students.location_id, row.id))
  return {
    ...item!,
    address: row.address || null,
    phone: row.phone,
    zip: row.zip,
    student_count: students_?.value ?? 0,
    hash: row.hash,
    updated_at: row.updated_at.toISOString(),
  }
}
