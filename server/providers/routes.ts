import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { ExternalNameInput, ProviderInput } from '../../src/domain/providers/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { providers } from '../db/schema'
import { forbidden } from '../http/errors'
import { IdText } from '../../src/domain/schemas/common'
import { pathId } from '../core/path-id'
import { jsonBody, queryWith } from '../http/validate'
import { serviceRateRoutes } from '../finance/routes'
import { createProvider, deleteProvider, getProvider, listProviders, listProviderStatuses, replaceProvider, setExternalName } from './service'
import { access } from '../permissions/access'
import { providersInReach } from '../permissions/scope'
import { providerProgressReportRoutes } from '../plan-pdfs/progress-routes'

const ProvidersQuery = v.object({
  provider_status_id: v.optional(IdText),
})

/** Staff with providers.read, for their customers' providers; a provider her own record (not the list). */
const READ = access({ permission: 'providers.read', customers: true, providers: 'own' })

/**
 * /providers (spec §7 Providers). Office staff list and change providers; a provider reads only
 * their own record (spec §6: it is loaded on every navigation).
 */
export function providerRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    // Service rates (issue 15): their own guards (finance module, finance.manage, own-data rules).
    .route('/:providerId/service-rates', serviceRateRoutes(deps))
    // Her caseload's progress reports, one PDF (server/plan-pdfs/progress-routes.ts; the plans module and plans.read).
    .route('/', providerProgressReportRoutes(deps))
    .get('/status', access({ signedIn: 'reference data' }), async (c) => c.json(await listProviderStatuses(db)))
    .get('/', access({ permission: 'providers.read', customers: true }), async (c) => {
      const { provider_status_id } = queryWith(c, ProvidersQuery)
      return c.json(await listProviders(db, and(providersInReach(c.var.reach), provider_status_id === undefined ? undefined : eq(providers.provider_status_id, provider_status_id))))
    })
    .post('/', access({ permission: 'providers.write' }), async (c) => c.json(await createProvider(db, await jsonBody(c, ProviderInput)), 201))
    .get('/:id', READ, async (c) => {
      const id = pathId(c, 'id')
      if (c.var.reach.providerId !== null && c.var.reach.providerId !== id) throw forbidden('Solo puede ver su propio registro de proveedor.')
      return c.json(await getProvider(db, id, providersInReach(c.var.reach)))
    })
    .put('/:id', access({ permission: 'providers.write' }), async (c) => {
      const id = pathId(c, 'id')
      return c.json(await replaceProvider(db, id, await jsonBody(c, ProviderInput)))
    })
    .delete('/:id', access({ permission: 'providers.write' }), async (c) => {
      await deleteProvider(db, pathId(c, 'id'))
      return c.body(null, 204)
    })
    .patch('/:id/external-name', access({ permission: 'providers.write' }), async (c) => {
      const id = pathId(c, 'id')
      const { external_name } = await jsonBody(c, ExternalNameInput)
      return c.json(await setExternalName(db, id, external_name))
    })
}
