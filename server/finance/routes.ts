import { Hono, type Context } from 'hono'
import {
  ApplyTemplateInput,
  BankAccountAuditSearch,
  BankAccountInput,
  BankAccountPutInput,
  BankAccountSearch,
  PurchasableItemInput,
  PurchasableItemPutInput,
  PurchasableItemSearch,
  RateTemplateInput,
  RateTemplatePutInput,
  RateTemplateSearch,
  ServiceRateChangeInput,
  ServiceRateInput,
  ServiceRateSearch,
} from '../../src/domain/finance/schemas'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import { forbidden } from '../http/errors'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { requireModule } from '../permissions/middleware'
import { isProviderViewer } from '../permissions/viewer'
import { assertFinanceStaff, financeViewer, reachableProvider } from './access'
import type { BankCipher } from './bank-cipher'
import { createAccount, deleteAccount, pageAccountEvents, pageAccounts, putAccount, visibleAccount } from './bank-accounts'
import { createItem, deleteItem, itemOf, itemTypes, pageItems, putItem } from './purchasable-items'
import { applyTemplate, createTemplate, deleteTemplate, pageTemplates, putTemplate, templateOf } from './rate-templates'
import { changeRate, createRate, deleteRate, pageRates, rateOf } from './service-rates'
import { access } from '../permissions/access'

/** Every finance call needs the company's finance module (who may call each is declared on it). */
const financeModule = (deps: AppDeps) => requireModule(deps, 'finance')

/** Finance staff (finance.manage) read and change; a provider reads her own rates and the purchasable items. */
const READ = access({ permission: 'finance.manage', providers: 'own' })
const PREPARE = access({ permission: 'finance.manage' })
/** A provider keeps her own bank account. */
const BANK_ACCOUNT_CHANGE = access({ permission: 'finance.manage', providers: 'own' })

/**
 * /providers/{provider_id}/service-rates (spec §7 "Service rates"), mounted by the providers
 * routes. Finance staff read and change any provider's rates; a provider reads her own.
 */
export function serviceRateRoutes(deps: AppDeps) {
  const { db } = deps
  const today = () => companyToday(deps.now())
  /** Visible provider (404), then may change (403), then the body; the provider row locked for the write. */
  async function writing<T>(c: Context<AppEnv>, work: (tx: Executor, providerId: number, body: () => unknown, userId: number) => Promise<T>): Promise<T> {
    const viewer = await financeViewer(deps, c)
    const providerId = pathId(c, 'providerId')
    const body = await deferredJson(c)
    await reachableProvider(db, viewer, providerId)
    assertFinanceStaff(viewer)
    return db.transaction(async (tx) => {
      await reachableProvider(tx, viewer, providerId, true)
      return work(tx, providerId, body, viewer.userId)
    })
  }
  const reading = async (c: Context<AppEnv>) => reachableProvider(db, await financeViewer(deps, c), pathId(c, 'providerId'))
  return new Hono<AppEnv>()
    .use('*', financeModule(deps))
    .get('/', READ, async (c) => {
      const providerId = await reading(c)
      return c.json(await pageRates(db, providerId, queryWith(c, ServiceRateSearch), today()))
    })
    .post('/', PREPARE, async (c) => c.json(await writing(c, (tx, providerId, body, userId) => createRate(tx, providerId, parseWith(ServiceRateInput, body()), userId)), 201))
    .post('/apply-template/:templateId', PREPARE, async (c) =>
      c.json(
        await writing(c, async (tx, providerId, body, userId) => {
          const template = await templateOf(tx, pathId(c, 'templateId'))
          return applyTemplate(tx, providerId, template, parseWith(ApplyTemplateInput, body()), today(), userId)
        }),
      ),
    )
    .get('/:id', READ, async (c) => c.json(await rateOf(db, await reading(c), pathId(c, 'id'))))
    .put('/:id', PREPARE, async (c) =>
      c.json(await writing(c, (tx, providerId, body, userId) => changeRate(tx, providerId, pathId(c, 'id'), parseWith(ServiceRateChangeInput, body()), userId))),
    )
    .delete('/:id', PREPARE, async (c) => {
      await writing(c, (tx, providerId) => deleteRate(tx, providerId, pathId(c, 'id'), today()))
      return c.body(null, 204)
    })
}

/** /provider-service-rate-templates CRUD: finance staff only. */
export function rateTemplateRoutes(deps: AppDeps) {
  const { db } = deps
  /** Only finance staff pass the guards; the visible-then-body order still holds for one template. */
  async function changing(c: Context<AppEnv>) {
    const id = pathId(c, 'id')
    const body = await deferredJson(c)
    await templateOf(db, id)
    return { id, body }
  }
  return new Hono<AppEnv>()
    .use('*', financeModule(deps))
    .get('/', PREPARE, async (c) => c.json(await pageTemplates(db, queryWith(c, RateTemplateSearch))))
    .post('/', PREPARE, async (c) => {
      const input = parseWith(RateTemplateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createTemplate(tx, input, deps.now())), 201)
    })
    .get('/:id', PREPARE, async (c) => c.json(await templateOf(db, pathId(c, 'id'))))
    .put('/:id', PREPARE, async (c) => {
      const { id, body } = await changing(c)
      const input = parseWith(RateTemplatePutInput, body())
      return c.json(await db.transaction((tx) => putTemplate(tx, id, input, deps.now())))
    })
    .delete('/:id', PREPARE, async (c) => {
      await db.transaction((tx) => deleteTemplate(tx, pathId(c, 'id')))
      return c.body(null, 204)
    })
}

/** /purchasable-items: finance staff change them; providers read them (they go on their bills). */
export function purchasableItemRoutes(deps: AppDeps) {
  const { db } = deps
  async function changing(c: Context<AppEnv>) {
    const viewer = await financeViewer(deps, c)
    const id = pathId(c, 'id')
    const body = await deferredJson(c)
    await itemOf(db, id)
    assertFinanceStaff(viewer)
    return { id, body }
  }
  return new Hono<AppEnv>()
    .use('*', financeModule(deps))
    .get('/', READ, async (c) => c.json(await pageItems(db, queryWith(c, PurchasableItemSearch))))
    .get('/types', READ, async (c) => c.json(await itemTypes(db)))
    .post('/', PREPARE, async (c) => {
      assertFinanceStaff(await financeViewer(deps, c))
      const input = parseWith(PurchasableItemInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createItem(tx, input, deps.now())), 201)
    })
    .get('/:id', READ, async (c) => c.json(await itemOf(db, pathId(c, 'id'))))
    .put('/:id', PREPARE, async (c) => {
      const { id, body } = await changing(c)
      const input = parseWith(PurchasableItemPutInput, body())
      return c.json(await db.transaction((tx) => putItem(tx, id, input, deps.now())))
    })
    .delete('/:id', PREPARE, async (c) => {
      const { id } = await changing(c)
      await db.transaction((tx) => deleteItem(tx, id))
      return c.body(null, 204)
    })
}

/**
 * /provider-bank-accounts (spec §7): a provider manages her own account; finance staff read all.
 * Numbers are answered masked only.
 */
export function bankAccountRoutes(deps: AppDeps, cipher: BankCipher) {
  const { db } = deps
  /** Visible (404), then the caller must be its provider (403: staff only read), then the body. */
  async function changing(c: Context<AppEnv>) {
    const viewer = await financeViewer(deps, c)
    const id = pathId(c, 'id')
    const body = await deferredJson(c)
    await visibleAccount(db, viewer, id)
    if (!isProviderViewer(viewer)) throw forbidden('Solo el proveedor modifica su cuenta bancaria.')
    return { id, viewer, body }
  }
  return new Hono<AppEnv>()
    .use('*', financeModule(deps))
    .get('/', READ, async (c) => c.json(await pageAccounts(db, await financeViewer(deps, c), queryWith(c, BankAccountSearch))))
    .post('/', BANK_ACCOUNT_CHANGE, async (c) => {
      const viewer = await financeViewer(deps, c)
      if (!isProviderViewer(viewer)) throw forbidden('Solo el proveedor añade su cuenta bancaria.')
      const input = parseWith(BankAccountInput, (await deferredJson(c))())
      const id = await db.transaction((tx) => createAccount(tx, cipher, viewer.providerId!, input, { userId: viewer.userId, now: deps.now() }))
      return c.json(await visibleAccount(db, viewer, id), 201)
    })
    // Every change of bank details, who and when, old and new masked (issue 22): finance staff any provider's, a provider her own.
    .get('/audit', READ, async (c) => c.json(await pageAccountEvents(db, await financeViewer(deps, c), queryWith(c, BankAccountAuditSearch))))
    .get('/:id', READ, async (c) => c.json(await visibleAccount(db, await financeViewer(deps, c), pathId(c, 'id'))))
    .put('/:id', BANK_ACCOUNT_CHANGE, async (c) => {
      const { id, viewer, body } = await changing(c)
      const input = parseWith(BankAccountPutInput, body())
      await db.transaction(async (tx) => putAccount(tx, cipher, await visibleAccount(tx, viewer, id, true), input, { userId: viewer.userId, now: deps.now() }))
      return c.json(await visibleAccount(db, viewer, id))
    })
    .delete('/:id', BANK_ACCOUNT_CHANGE, async (c) => {
      const { id, viewer } = await changing(c)
      await db.transaction((tx) => deleteAccount(tx, id, { userId: viewer.userId, now: deps.now() }))
      return c.body(null, 204)
    })
}
