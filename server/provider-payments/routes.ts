import { readerLanguage, readerPeriodName, words } from '../i18n/reader-language'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { HashQuery, LegacyPaymentSearch, PaymentCreateInput, PaymentPutInput, PaymentSearch, PeriodReportQuery, StubsQuery } from '../../src/domain/payments/schemas'
import { statusList } from '../../src/domain/workflows/flow'
import { paymentFlow } from '../../src/domain/workflows/payment-flow'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import { visitPeriods } from '../db/schema'
import { binaryAnswer } from '../http/binary'
import { HttpError, notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { isProviderViewer, loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'
import { assertFinanceStaff } from '../payment-batches/access'
import { loadCompany } from '../public/company'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { PAYMENT_MISSING } from './access'
import { pageLegacyPayments } from './legacy'
import { periodPaymentsWorkbook } from './period-report'
import { allPayments, pagePayments, readPayment } from './read'
import { stubsPdf } from './stub-pdf'
import { changePayment, createPayment, deletePayment, paymentStore, visiblePayment } from './writes'
import { access } from '../permissions/access'

/** The most stubs one PDF holds (a batch's; larger ones are asked for per batch). */
const MAX_STUBS = 500

async function stubAnswer(c: Context, db: Executor, viewer: OfficeViewer, id: number) {
  const payment = await readPayment(db, viewer, id)
  if (!payment) throw notFound(PAYMENT_MISSING)
  const company = await loadCompany(db)
  return binaryAnswer(c, await stubsPdf(db, company?.name ?? '', [payment]), { type: 'pdf', filename: `comprobante-pago-${payment.id}.pdf` })
}

/** Finance staff (finance.manage) read and prepare; a provider reads her own. */
const READ = access({ permission: 'finance.manage', providers: 'own' })
const PREPARE = access({ permission: 'finance.manage' })

/**
 * Provider payments, spec §7 "Provider payments", under /provider-payments. Guarded in app.ts by
 * the finance module and `finance.manage` (providers pass: they read their own payments and
 * download their own stubs; every write is finance's).
 */
export function providerPaymentRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(paymentFlow, readerLanguage()))

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pagePayments(db, await viewerOf(c), queryWith(c, PaymentSearch))))
    .get('/status-list', READ, statuses)
    .get('/statuses', READ, statuses)
    .get('/payment-stubs', READ, async (c) => {
      const viewer = await viewerOf(c)
      const query = queryWith(c, StubsQuery)
      // Staff name what they want (a batch or a provider); a provider gets her own.
      if (!isProviderViewer(viewer) && query.batch_id === undefined && query.provider_id === undefined) {
        throw new HttpError(422, 'validation_failed', 'Indique el lote o el proveedor.', { batch_id: 'required' })
      }
      const list = (await allPayments(db, viewer, query)).filter((payment) => payment.status !== 'cancelled')
      if (list.length === 0) throw notFound('No hay pagos con esos criterios.')
      if (list.length > MAX_STUBS) throw new HttpError(422, 'too_many_stubs', `Pida como mucho ${MAX_STUBS} comprobantes a la vez.`)
      const company = await loadCompany(db)
      return binaryAnswer(c, await stubsPdf(db, company?.name ?? '', list), { type: 'pdf', filename: 'comprobantes-de-pago.pdf' })
    })
    .post('/', PREPARE, async (c) => {
      const viewer = await viewerOf(c)
      assertFinanceStaff(viewer)
      const input = parseWith(PaymentCreateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createPayment({ tx, viewer, now: deps.now() }, input)), 201)
    })
    .get('/:id', READ, async (c) => {
      const payment = await readPayment(db, await viewerOf(c), pathId(c, 'id'))
      if (!payment) throw notFound(PAYMENT_MISSING)
      return c.json(payment)
    })
    .put('/:id', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => changePayment({ tx, viewer, now: deps.now() }, id, body, (raw) => parseWith(PaymentPutInput, raw))))
    })
    .delete('/:id', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      await db.transaction((tx) => deletePayment({ tx, viewer, now: deps.now() }, id, () => queryWith(c, HashQuery).hash))
      return c.body(null, 204)
    })
    .get('/:id/events', READ, async (c) => {
      const payment = await visiblePayment(db, await viewerOf(c), pathId(c, 'id'))
      return c.json(await listEvents(db, paymentFlow, payment.id))
    })
    .get('/:id/payment-stub', READ, async (c) => stubAnswer(c, db, await viewerOf(c), pathId(c, 'id')))
    // cancel, mark-returned: the one workflow function decides and records.
    .post('/:id/:action', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const action = c.req.param('action')
      if (!isActionOf(paymentFlow, action)) throw notFound()
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => runAction(tx, paymentFlow, paymentStore, { id, action, body, viewer, now: deps.now() })))
    })
}

/** GET /download-pdf/provider-payment-stub/{id}: the same stub, under the download paths. */
export function paymentStubDownloadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:id', READ, async (c) => stubAnswer(c, deps.db, await loadOfficeViewer(deps.db, c.var.auth), pathId(c, 'id')))
}

/** GET /download-xlsx/provider-payments/period-report?period_id=: finance staff only. */
export function paymentReportRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>().get('/period-report', PREPARE, async (c) => {
    const viewer = await loadOfficeViewer(db, c.var.auth)
    assertFinanceStaff(viewer)
    const { period_id } = queryWith(c, PeriodReportQuery)
    const [period] = await db.select({ name: readerPeriodName(visitPeriods) }).from(visitPeriods).where(eq(visitPeriods.id, period_id))
    if (!period) throw notFound('El periodo no existe.')
    const bytes = await periodPaymentsWorkbook(period.name, await allPayments(db, viewer, { period_id }))
    return binaryAnswer(c, bytes, { type: 'xlsx', filename: `${words('pagos', 'payments')}-${period.name}.xlsx` })
  })
}

/** GET /legacy/provider-payments: read-only. */
export function legacyPaymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', READ, async (c) => c.json(await pageLegacyPayments(deps.db, await loadOfficeViewer(deps.db, c.var.auth), queryWith(c, LegacyPaymentSearch))))
}
