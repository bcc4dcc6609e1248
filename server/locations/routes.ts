import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { listParams } from '../../src/domain/lists/list-params'
import { LocationCreateInput, LocationPutInput, LocationSearch, ProviderSpecialtyLocationInput } from '../../src/domain/locations/schemas'
import { QueryDbId } from '../../src/domain/schemas/bounded'
import type { AppDeps, AppEnv } from '../app-env'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { assertCanWriteLocation, visibleLocation } from './access'
import {
  assertCanWriteProviders,
  createProviderSpecialtyLocation,
  deleteProviderSpecialtyLocation,
  pageProviderSpecialtyLocations,
  providerLocations,
  updateProviderSpecialtyLocation,
  visibleProviderSpecialtyLocation,
} from './provider-locations'
import { locationDetail, pageLocations } from './read'
import { createLocation, putLocation } from './writes'
import { access } from '../permissions/access'

const viewerOf = (deps: AppDeps, c: Context<AppEnv>) => loadOfficeViewer(deps.db, c.var.auth)

/** Providers read every place of service (they pick them for sessions); staff those of their customers. */
const READ = access({ permission: 'locations.read', customers: true, providers: 'own' })
/** Where a provider works: her own, or any for staff with providers.read. */
const PROVIDER_READ = access({ permission: 'providers.read', providers: 'own' })
const PROVIDER_WRITE = access({ permission: 'providers.write' })

/** GET, POST /locations; GET, PUT /locations/{id} (spec §7 "Locations"). */
export function locationRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageLocations(db, await viewerOf(deps, c), queryWith(c, LocationSearch))))
    .post('/', access({ permission: 'locations.write', customers: true }), async (c) => {
      const viewer = await viewerOf(deps, c)
      assertStaffPermission(viewer, 'locations.write')
      const input = parseWith(LocationCreateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createLocation(tx, viewer, input, deps.now())), 201)
    })
    .get('/:id', READ, async (c) => {
      const id = pathId(c, 'id')
      return c.json(await locationDetail(db, await visibleLocation(db, await viewerOf(deps, c), id)))
    })
    .put('/:id', access({ permission: 'locations.write', customers: true }), async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(deps, c)
      const body = await deferredJson(c)
      return c.json(
        await db.transaction(async (tx) => {
          const current = await visibleLocation(tx, viewer, id, true)
          assertCanWriteLocation(viewer, current.customer_id)
          return putLocation(tx, viewer, current, parseWith(LocationPutInput, body()), deps.now())
        }),
      )
    })
}

/** GET /provider-locations/{provider_id}. */
export function providerLocationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:id', PROVIDER_READ, async (c) => {
    const id = pathId(c, 'id')
    return c.json(await providerLocations(deps.db, await viewerOf(deps, c), id))
  })
}

const SpecialtyLocationsQuery = v.object({
  ...listParams(['location', 'id'], 'location').entries,
  provider_id: v.optional(QueryDbId),
  provider_specialty_id: v.optional(QueryDbId),
})

/** provider-specialty-locations CRUD: where each specialty of a provider is offered. */
export function providerSpecialtyLocationRoutes(deps: AppDeps) {
  const { db } = deps
  /** The house order for a change of one row: visible (404), may change (403), then the body. */
  async function changing(c: Context<AppEnv>) {
    const id = pathId(c, 'id')
    const viewer = await viewerOf(deps, c)
    const body = await deferredJson(c)
    await visibleProviderSpecialtyLocation(db, viewer, id)
    assertCanWriteProviders(viewer)
    return { id, viewer, body }
  }
  return new Hono<AppEnv>()
    .get('/', PROVIDER_READ, async (c) => c.json(await pageProviderSpecialtyLocations(db, await viewerOf(deps, c), queryWith(c, SpecialtyLocationsQuery))))
    .post('/', PROVIDER_WRITE, async (c) => {
      const viewer = await viewerOf(deps, c)
      assertCanWriteProviders(viewer)
      const input = parseWith(ProviderSpecialtyLocationInput, (await deferredJson(c))())
      const id = await db.transaction((tx) => createProviderSpecialtyLocation(tx, input))
      return c.json(await visibleProviderSpecialtyLocation(db, viewer, id), 201)
    })
    .get('/:id', PROVIDER_READ, async (c) => {
      const id = pathId(c, 'id')
      return c.json(await visibleProviderSpecialtyLocation(db, await viewerOf(deps, c), id))
    })
    .put('/:id', PROVIDER_WRITE, async (c) => {
      const { id, viewer, body } = await changing(c)
      const input = parseWith(ProviderSpecialtyLocationInput, body())
      await db.transaction((tx) => updateProviderSpecialtyLocation(tx, id, input))
      return c.json(await visibleProviderSpecialtyLocation(db, viewer, id))
    })
    .delete('/:id', PROVIDER_WRITE, async (c) => {
      const { id } = await changing(c)
      await db.transaction((tx) => deleteProviderSpecialtyLocation(tx, id))
      return c.body(null, 204)
    })
}
