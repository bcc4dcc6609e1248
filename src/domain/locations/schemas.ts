import * as v from 'valibot'
import { FORMATS, optionalFormatted } from '../formats/formats'
import { listParams } from '../lists/list-params'
import { LOCATION_SORTS } from '../lists/list-constants'
import { DbId, optionalText, QueryDbId, requiredText } from '../schemas/bounded'
import { Hash } from '../students/schemas'

/** Inputs of the location calls (spec §7 "Locations"): schools, centres and other places of service. */

const locationEntries = {
  name: requiredText(150),
  type_id: DbId,
  /** The customer (district) a school belongs to; null for the company's own centres. */
  customer_id: v.optional(v.nullable(DbId), null),
  municipality_id: DbId,
  school_code: optionalFormatted(FORMATS.schoolCode),
  address: optionalText(200),
  phone: optionalFormatted(FORMATS.phone),
  zip: optionalFormatted(FORMATS.zip),
}

/** POST /locations. */
export const LocationCreateInput = v.object(locationEntries)
export type LocationCreateInput = v.InferOutput<typeof LocationCreateInput>

/** PUT /locations/{id}: the whole location, based on the version it was edited from. */
export const LocationPutInput = v.object({ ...locationEntries, hash: Hash })
export type LocationPutInput = v.InferOutput<typeof LocationPutInput>

export type LocationSort = (typeof LOCATION_SORTS)[number]

/** GET /locations: the list convention, searched by name or school code. */
export const LocationSearch = v.object({
  ...listParams(LOCATION_SORTS, 'name').entries,
  type_id: v.optional(QueryDbId),
  customer_id: v.optional(QueryDbId),
  municipality_id: v.optional(QueryDbId),
})
export type LocationSearch = v.InferOutput<typeof LocationSearch>
export type LocationSearchInput = v.InferInput<typeof LocationSearch>

/** POST /provider-specialty-locations and PUT /provider-specialty-locations/{id}. */
export const ProviderSpecialtyLocationInput = v.object({ provider_specialty_id: DbId, location_id: DbId })
export type ProviderSpecialtyLocationInput = v.InferOutput<typeof ProviderSpecialtyLocationInput>

export { LOCATION_SORTS }
