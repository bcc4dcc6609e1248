import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { pathId } from '../core/path-id'
import { providerBills } from '../db/schema'
import { notFound } from '../http/errors'
import { access } from '../permissions/access'
import { isProviderViewer, loadOfficeViewer } from '../permissions/viewer'
import { allPayments } from '../provider-payments/read'

/** Finance staff (finance.manage) read; a provider reads her own. */
const READ = access({ permission: 'finance.manage', providers: 'own' })

/**
 * GET /provider-bills/{id}/payments: the bill's payments (server/provider-payments); a provider
 * reaches only her own bill's (404 otherwise, as a missing bill).
 */
export function billPaymentRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/:id/payments', READ, async (c) => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    const id = pathId(c, 'id')
    const [bill] = await db
      .select({ id: providerBills.id })
      .from(providerBills)
      .where(and(eq(providerBills.id, id), isProviderViewer(viewer) ? eq(providerBills.provider_id, viewer.providerId!) : undefined))
    if (!bill) throw notFound('La factura no existe.')
    return c.json(await allPayments(db, viewer, { bill_id: bill.id }))
  })
}
