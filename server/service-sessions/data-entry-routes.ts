import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import { notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { loadOfficeViewer } from '../permissions/viewer'
import { billingScope } from '../billing/access'
import { dataEntryCustomers, dataEntryLeaf, dataEntryMonths, dataEntryProviders, dataEntryServices } from '../billing/data-entry'
import { access } from '../permissions/access'

/** yyyy-MM in the path; anything else is not a data-entry level (404 from the router). */
const MONTH = ':month_id{[0-9]{4}-[0-9]{2}}'
const MonthId = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

/**
 * `GET service-sessions/data-entry`, then `/{month_id}`, `/{customer_id}`, `/{provider_id}`,
 * `/{service_id}` appended level by level (spec §7). Module `billing`, `billing.manage`; a
 * provider drills only through her own visits. A malformed level names nothing: 404.
 */
export function dataEntryRoutes(deps: AppDeps) {
  const { db } = deps
  const scopeOf = async (c: Context<AppEnv>) => billingScope(await loadOfficeViewer(db, c.var.auth))
  const monthOf = (c: Context<AppEnv>) => {
    const month = c.req.param('month_id') ?? ''
    if (!v.is(MonthId, month)) throw notFound('El mes no existe.')
    return month
  }

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await dataEntryMonths(db, await scopeOf(c))))
    .get(`/${MONTH}`, READ, async (c) => c.json(await dataEntryCustomers(db, await scopeOf(c), monthOf(c))))
    .get(`/${MONTH}/:customer_id`, READ, async (c) => c.json(await dataEntryProviders(db, await scopeOf(c), monthOf(c), pathId(c, 'customer_id'))))
    .get(`/${MONTH}/:customer_id/:provider_id`, READ, async (c) =>
      c.json(await dataEntryServices(db, await scopeOf(c), monthOf(c), pathId(c, 'customer_id'), pathId(c, 'provider_id'))),
    )
    .get(`/${MONTH}/:customer_id/:provider_id/:service_id`, READ, async (c) => {
      const path = { monthId: monthOf(c), customerId: pathId(c, 'customer_id'), providerId: pathId(c, 'provider_id'), serviceId: pathId(c, 'service_id') }
      return c.json(await dataEntryLeaf(db, await scopeOf(c), path, companyToday(deps.now())))
    })
}
