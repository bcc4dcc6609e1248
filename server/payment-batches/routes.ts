import { readerLanguage } from '../i18n/reader-language'
import { Hono, type Context } from 'hono'
import { AchReissueInput, BatchCreateInput, BatchPutInput, BatchSearch, ChangeOwnerInput, HashQuery } from '../../src/domain/payments/schemas'
import { batchFlow } from '../../src/domain/workflows/batch-flow'
import { statusList } from '../../src/domain/workflows/flow'
import * as v from 'valibot'
import { QueryDbId } from '../../src/domain/schemas/bounded'
import type { AppDeps, AppEnv } from '../app-env'
import { batchAchFile, reissueAchFile } from '../ach/batch-ach'
import { DEMO_ACH_CONFIG } from '../config'
import type { BankCipher } from '../finance/bank-cipher'
import { binaryAnswer } from '../http/binary'
import { notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { allPayments } from '../provider-payments/read'
import { loadCompany } from '../public/company'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { visibleBatch } from './access'
import { ownerOptions, pageBatches, payableBills, readBatch } from './read'
import { batchReportPdf } from './report-pdf'
import { batchStore, changeBatch, changeOwner, createBatch, deleteBatch } from './writes'
import { access } from '../permissions/access'

const PayableQuery = v.object({ period_id: v.optional(QueryDbId) })

/** The NACHA file as the bank takes it, never cached. */
const achAnswer = (c: Context, file: { text: string; filename: string }) =>
  c.body(file.text, 200, {
    'Content-Type': 'text/plain; charset=us-ascii',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })

/** Payment batches are finance staff's only (finance.manage); maker–checker is the workflow's. */
const FINANCE = access({ permission: 'finance.manage' })

/**
 * Payment batches, spec §7 "Payment batches", under /provider-payment-batches. Guarded in app.ts
 * by the finance module and `finance.manage` (providers get 403: batches are finance's). Every
 * status move goes through the one workflow function; change-owner and the ACH file are audited
 * events of the batch too.
 */
export function paymentBatchRoutes(deps: AppDeps, cipher: BankCipher) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(batchFlow, readerLanguage()))
  const store = batchStore(cipher)

  return new Hono<AppEnv>()
    .get('/', FINANCE, async (c) => c.json(await pageBatches(db, await viewerOf(c), queryWith(c, BatchSearch))))
    .get('/status-list', FINANCE, statuses)
    .get('/statuses', FINANCE, statuses)
    .get('/payable-bills', FINANCE, async (c) => {
      await viewerOf(c)
      return c.json(await payableBills(db, queryWith(c, PayableQuery).period_id))
    })
    .get('/owners', FINANCE, async (c) => c.json(await ownerOptions(db)))
    .post('/', FINANCE, async (c) => {
      const viewer = await viewerOf(c)
      const input = parseWith(BatchCreateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createBatch({ tx, viewer, now: deps.now() }, input)), 201)
    })
    .get('/:id', FINANCE, async (c) => {
      const batch = await readBatch(db, await viewerOf(c), pathId(c, 'id'))
      if (!batch) throw notFound('El lote de pago no existe.')
      return c.json(batch)
    })
    .put('/:id', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => changeBatch({ tx, viewer, now: deps.now() }, id, body, (raw) => parseWith(BatchPutInput, raw))))
    })
    .delete('/:id', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      await db.transaction((tx) => deleteBatch({ tx, viewer, now: deps.now() }, id, () => queryWith(c, HashQuery).hash))
      return c.body(null, 204)
    })
    .get('/:id/events', FINANCE, async (c) => {
      const batch = await visibleBatch(db, await viewerOf(c), pathId(c, 'id'))
      return c.json(await listEvents(db, batchFlow, batch.id))
    })
    .get('/:id/get-ach-file', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      return achAnswer(c, await db.transaction((tx) => batchAchFile(tx, viewer, cipher, deps.config.ach ?? DEMO_ACH_CONFIG, id, deps.now())))
    })
    // An explicit, audited new version of the file, with its reason (issue 22: one file per batch version).
    .post('/:id/reissue-ach-file', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      const file = await db.transaction((tx) =>
        reissueAchFile(tx, viewer, cipher, deps.config.ach ?? DEMO_ACH_CONFIG, id, deps.now(), () => parseWith(AchReissueInput, body()).reason),
      )
      return achAnswer(c, file)
    })
    .get('/:id/pdf-report', FINANCE, async (c) => {
      const viewer = await viewerOf(c)
      const batch = await readBatch(db, viewer, pathId(c, 'id'))
      if (!batch) throw notFound('El lote de pago no existe.')
      const company = await loadCompany(db)
      const bytes = await batchReportPdf(company?.name ?? '', batch, await allPayments(db, viewer, { batch_id: batch.id }))
      return binaryAnswer(c, bytes, { type: 'pdf', filename: `lote-de-pago-${batch.id}.pdf` })
    })
    .post('/:id/change-owner', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => changeOwner({ tx, viewer, now: deps.now() }, id, body, (raw) => parseWith(ChangeOwnerInput, raw))))
    })
    // submit, approve, reject, claim, unclaim, mark-processed: the one workflow function decides and records.
    .post('/:id/:action', FINANCE, async (c) => {
      const id = pathId(c, 'id')
      const action = c.req.param('action')
      if (!isActionOf(batchFlow, action)) throw notFound()
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => runAction(tx, batchFlow, store, { id, action, body, viewer, now: deps.now() })))
    })
}
