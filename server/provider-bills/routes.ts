import { readerLanguage } from '../i18n/reader-language'
import { Hono, type Context } from 'hono'
import { BillCreateInput, BillHashInput, BillPutInput, BillSearch } from '../../src/domain/provider-bills/schemas'
import { statusList } from '../../src/domain/workflows/flow'
import { billFlow } from '../../src/domain/workflows/bill-flow'
import type { AppDeps, AppEnv } from '../app-env'
import { binaryAnswer } from '../http/binary'
import { notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { billPaymentRoutes } from './payment-routes'
import { parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { loadCompany } from '../public/company'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { assertMayPrepare, visibleBill } from './access'
import { billPdf, billPdfFilename } from './pdf'
import { adjustmentTypeList, billPeriodList, billYears, pageBills, readBill } from './read'
import { billStore, changeBill, createBill, deleteBill, importPeriodServices } from './writes'
import { access } from '../permissions/access'

/** Finance staff (finance.manage) read and prepare; a provider reads her own. */
const READ = access({ permission: 'finance.manage', providers: 'own' })
const PREPARE = access({ permission: 'finance.manage' })

/**
 * Provider bills, spec §7 "Provider bills", under /provider-bills. Guarded in app.ts by the
 * finance module and `finance.manage` (providers pass: they read their own bills and PDFs).
 * GET …/{id}/payments reads the bill's payments (payment-routes.ts).
 */
export function billRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(billFlow, readerLanguage()))
  const read = async (c: Context<AppEnv>) => {
    const bill = await readBill(db, await viewerOf(c), pathId(c, 'id'))
    if (!bill) throw notFound('La factura no existe.')
    return bill
  }

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageBills(db, await viewerOf(c), queryWith(c, BillSearch))))
    .get('/years-list', READ, async (c) => c.json(await billYears(db, await viewerOf(c))))
    .get('/status-list', READ, statuses)
    .get('/statuses', READ, statuses)
    .get('/adjustment-types', READ, async (c) => c.json(await adjustmentTypeList(db)))
    .get('/periods', READ, async (c) => c.json(await billPeriodList(db)))
    .post('/', PREPARE, async (c) => {
      const viewer = await viewerOf(c)
      // Providers read their bills; only finance prepares one (403 before the body is read).
      assertMayPrepare(viewer)
      const input = parseWith(BillCreateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createBill({ tx, viewer, now: deps.now() }, input)), 201)
    })
    .get('/:id', READ, async (c) => c.json(await read(c)))
    .put('/:id', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => changeBill({ tx, viewer, now: deps.now() }, id, body, (raw) => parseWith(BillPutInput, raw))))
    })
    .delete('/:id', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      await db.transaction((tx) => deleteBill({ tx, viewer, now: deps.now() }, id, () => queryWith(c, BillHashInput).hash))
      return c.body(null, 204)
    })
    .get('/:id/events', READ, async (c) => {
      const bill = await visibleBill(db, await viewerOf(c), pathId(c, 'id'))
      return c.json(await listEvents(db, billFlow, bill.id))
    })
    .get('/:id/download-bill-pdf', READ, async (c) => {
      const bill = await read(c)
      const company = await loadCompany(db)
      return binaryAnswer(c, await billPdf(company?.name ?? '', bill), { type: 'pdf', filename: billPdfFilename(bill) })
    })
    .post('/:id/import-period-services', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => importPeriodServices({ tx, viewer, now: deps.now() }, id, () => parseWith(BillHashInput, body()).hash)))
    })
    // submit, approve, reject, cancel: the one workflow function decides and records.
    .post('/:id/:action', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const action = c.req.param('action')
      if (!isActionOf(billFlow, action)) throw notFound()
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => runAction(tx, billFlow, billStore(), { id, action, body, viewer, now: deps.now() })))
    })
    .route('/', billPaymentRoutes(deps))
}
