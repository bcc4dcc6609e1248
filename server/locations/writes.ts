import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LocationCreateInput, LocationPutInput } from '../../src/domain/locations/schemas'
import type { LocationDetail } from '../../src/domain/locations/types'
import type { Executor } from '../db/client'
import { customers, locations, locationTypes, municipalities } from '../db/schema'
import { assertReferencesExist, staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { assertCanWriteLocation, type LocationRow } from './access'
import { locationDetail } from './read'

function checkReferences(tx: Executor, input: LocationCreateInput) {
  return assertReferencesExist(tx, {
    type_id: [locationTypes, input.type_id],
    customer_id: [customers, input.customer_id],
    municipality_id: [municipalities, input.municipality_id],
  })
}

const columnsOf = (input: LocationCreateInput) => ({ ...input, address: input.address ?? '' })

/** POST /locations. */
export async function createLocation(tx: Executor, viewer: OfficeViewer, input: LocationCreateInput, now: Date): Promise<LocationDetail> {
  assertCanWriteLocation(viewer, input.customer_id)
  await checkReferences(tx, input)
  const [row] = await tx
    .insert(locations)
    .values({ ...columnsOf(input), hash: randomUUID(), updated_at: now })
    .returning()
  return locationDetail(tx, row!)
}

/** PUT /locations/{id}: `current` is locked and writable; then the version, then references. */
export async function putLocation(tx: Executor, viewer: OfficeViewer, current: LocationRow, input: LocationPutInput, now: Date): Promise<LocationDetail> {
  const { hash, ...fields } = input
  if (fields.customer_id !== current.customer_id) assertCanWriteLocation(viewer, fields.customer_id)
  if (hash !== current.hash) throw staleVersion(await locationDetail(tx, current), 'La ubicación cambió desde que se abrió. Compare ambas versiones.')
  await checkReferences(tx, fields)
  const [row] = await tx
    .update(locations)
    .set({ ...columnsOf(fields), hash: randomUUID(), updated_at: now })
    .where(eq(locations.id, current.id))
    .returning()
  return locationDetail(tx, row!)
}
