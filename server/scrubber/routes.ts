import { readerLanguage } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { ExclusionInput, FindingsQuery } from '../../src/domain/scrubber/api'
import { periodFlow } from '../../src/domain/scrubber/period-flow'
import { SCRUB_RULES, SCRUB_RULE_NAMES } from '../../src/domain/scrubber/rules'
import { listParams } from '../../src/domain/lists/list-params'
import { companyToday } from '../../src/domain/rules/company-time'
import { IdText, Uuid } from '../../src/domain/schemas/common'
import { statusList } from '../../src/domain/workflows/flow'
import type { AppDeps, AppEnv } from '../app-env'
import { billingScope } from '../billing/access'
import { periodById } from '../billing/periods'
import { notFound } from '../http/errors'
import { deferredJson, readJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { sessionsInReach } from '../permissions/scope'
import { viewerOfReach } from '../service-sessions/access'
import { idempotent } from '../core/idempotency'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { excludeVisit, includeVisit, pageExclusionEvents } from './exclusions'
import { periodFindings } from './findings'
import { periodLockAnswer, periodStore } from '../core/period-lock'
import { pageSupportEntries, registerSupportSession, supportProviders, supportReferrals } from './support'
import { access } from '../permissions/access'

const UUID_PARAM = ':visit_id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}'
const EventsQuery = listParams(['at'], 'at')
const SupportQuery = v.object({ ...listParams(['entered_at'], '-entered_at').entries, provider_id: v.optional(IdText) })

/** The scrubber, the period lock and support's visit entry: the billing office's (billing.manage), for its customers. */
const BILLING = access({ permission: 'billing.manage', customers: true })

/**
 * The pre-bill scrubber and the period lock (issue 14 item 5), mounted at /scrubber behind the
 * billing module and billing.manage for staff only (server/app.ts): providers never see the
 * findings. A customer-scoped clerk sees and excludes only her customers' visits; locking a
 * period, which spans every customer, needs billing.manage held globally (the flow's rule).
 */
export function scrubberRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const scopeOf = async (c: Context<AppEnv>) => billingScope(await viewerOf(c))
  const visitIdOf = (c: Context<AppEnv>) => parseWith(Uuid, c.req.param('visit_id')).toLowerCase()

  return new Hono<AppEnv>()
    .get('/rules', BILLING, (c) => c.json(SCRUB_RULES.map((code) => ({ code, name: SCRUB_RULE_NAMES[code] }))))
    .get('/period-statuses', BILLING, (c) => c.json(statusList(periodFlow, readerLanguage())))
    .get('/periods/:period_id/findings', BILLING, async (c) => {
      const period = await periodById(db, pathId(c, 'period_id'))
      return c.json(await periodFindings(db, period, await scopeOf(c), queryWith(c, FindingsQuery)))
    })
    .get('/periods/:period_id/exclusion-events', BILLING, async (c) => {
      const period = await periodById(db, pathId(c, 'period_id'))
      return c.json(await pageExclusionEvents(db, period.id, queryWith(c, EventsQuery)))
    })
    .get('/periods/:period_id', BILLING, async (c) => c.json(await periodLockAnswer(db, pathId(c, 'period_id'), await viewerOf(c))))
    .get('/periods/:period_id/events', BILLING, async (c) => {
      const period = await periodById(db, pathId(c, 'period_id'))
      return c.json(await listEvents(db, periodFlow, period.id))
    })
    .post('/periods/:period_id/:action', BILLING, async (c) => {
      const id = pathId(c, 'period_id')
      const action = c.req.param('action')
      if (!isActionOf(periodFlow, action)) throw notFound()
      const body = await deferredJson(c)
      const viewer = await viewerOf(c)
      return c.json(await db.transaction((tx) => runAction(tx, periodFlow, periodStore, { id, action, body, viewer, now: deps.now() })))
    })
    .post(`/visits/${UUID_PARAM}/exclusion`, BILLING, async (c) => {
      const visitId = visitIdOf(c)
      const { reason } = parseWith(ExclusionInput, await readJson(c))
      const scope = await scopeOf(c)
      const viewer = await viewerOf(c)
      const exclusion = await db.transaction((tx) => excludeVisit(tx, scope, visitId, reason, viewer.userId, deps.now()))
      return c.json(exclusion, 201)
    })
    .delete(`/visits/${UUID_PARAM}/exclusion`, BILLING, async (c) => {
      const visitId = visitIdOf(c)
      const scope = await scopeOf(c)
      const viewer = await viewerOf(c)
      await db.transaction((tx) => includeVisit(tx, scope, visitId, viewer.userId, deps.now()))
      return c.json({ visit_id: visitId, excluded: false })
    })
}

/**
 * Support's visit entry on a provider's behalf (spec §2 "Support"), mounted at /support behind
 * billing.manage for staff. The write goes through `idempotent`, as the provider's own session
 * writes do, so a retried request enters the session once.
 */
export function supportRoutes(deps: AppDeps) {
  const { db } = deps
  // The customers billing.manage reaches (the declaration's reach: 'all' for a global role).
  const reachOf = (c: Context<AppEnv>) => c.var.reach.customers
  return new Hono<AppEnv>()
    .get('/providers', BILLING, async (c) => c.json(await supportProviders(db, reachOf(c))))
    .get('/providers/:provider_id/referrals', BILLING, async (c) => c.json(await supportReferrals(db, pathId(c, 'provider_id'), reachOf(c))))
    .get('/provider-visits', BILLING, async (c) => c.json(await pageSupportEntries(db, queryWith(c, SupportQuery), sessionsInReach(c.var.reach))))
    .post('/provider-visits', BILLING, async (c) => {
      const body = await readJson(c)
      const viewer = viewerOfReach(c.var.reach)
      const reach = reachOf(c)
      const today = companyToday(deps.now())
      return idempotent(c, deps, body, (tx) => registerSupportSession({ ctx: { tx, viewer, now: deps.now(), newId: randomUUID }, body, id: '', today }, reach))
    })
}
