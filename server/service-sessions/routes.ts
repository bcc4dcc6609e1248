import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { companyToday } from '../../src/domain/rules/company-time'
import { listParams } from '../../src/domain/lists/list-params'
import { IdText, IsoDate, Uuid } from '../../src/domain/schemas/common'
import type { AppDeps, AppEnv } from '../app-env'
import { serviceSessions, sessionOutcomes, sessionTypes, visitOutcomes, visits } from '../db/schema'
import { notFound } from '../http/errors'
import { readJson } from '../http/json-body'
import { queryWith } from '../http/validate'
import { pathId } from '../core/path-id'
import { listAcademicYears } from '../public/academic-years'
import { localName, requestLanguage, varyByLanguage } from '../reference/language'
import { idempotent } from '../core/idempotency'
import { access } from '../permissions/access'
import { sessionsInReach, visitsInReach } from '../permissions/scope'
import { sessionBillingRoutes } from './billing-routes'
import { assertCanReadProvider, canRead, providerScope, SESSION_READS, SESSION_WRITES, viewerOfReach, writerOfReach } from './access'
import { listVisits, pageUnreplacedVisits, pageVisits, providerAudit, providerMonth, providerMonths } from './history'
import type { MutationRunner } from '../sync/command-handler'
import { sessionWrites } from './mutations'
import { pageSessions, withVisits } from './read'

const MonthId = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month'))

const ByDate = listParams(['date'], 'date')
const SessionsQuery = v.object({
  ...ByDate.entries,
  provider_id: v.optional(IdText),
  date: v.optional(IsoDate),
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
})
const VisitsQuery = v.object({ ...SessionsQuery.entries, session_id: v.optional(Uuid) })
const UnreplacedQuery = v.object({ ...ByDate.entries, provider_id: v.optional(IdText) })
const AuditQuery = v.object({ ...listParams(['at'], '-at').entries, month: v.optional(MonthId) })
const VisitOutcomesQuery = v.object({ session_outcome_id: v.optional(IdText) })

const UUID_PARAM = ':id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}'

function dateFilter(query: { date?: string; from?: string; to?: string }): SQL[] {
  const filters: SQL[] = []
  if (query.date) filters.push(eq(serviceSessions.date, query.date))
  if (query.from) filters.push(gte(serviceSessions.date, query.from))
  if (query.to) filters.push(lte(serviceSessions.date, query.to))
  return filters
}

/** Lookups of the session form: reference data every account reads. */
const REFERENCE = access({ signedIn: 'reference data' })

const READ_SESSIONS = access(SESSION_READS)
const WRITE_SESSIONS = access(SESSION_WRITES)

/**
 * Service sessions and visits (spec §7 "Service sessions"). Every write goes through
 * `idempotent`: one transaction holds the mutation's key, its effect and its answer. Bodies are
 * validated inside that transaction with the app's own schemas, so a repeat is answered from
 * its record even if the same body would be refused today.
 */
export function serviceSessionRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => viewerOfReach(c.var.reach)

  /** Runs a write of the mutation table under the request's Idempotency-Key. */
  async function write(c: Context<AppEnv>, run: MutationRunner, id = '') {
    const body = await readJson(c)
    // Loaded before the transaction: inside it, every query must use the transaction's connection.
    const viewer = writerOfReach(c.var.reach, await c.var.auth.supervised())
    const today = companyToday(deps.now())
    return idempotent(c, deps, body, (tx) => run({ ctx: { tx, viewer, now: deps.now(), newId: randomUUID }, body, id: id.toLowerCase(), today }))
  }

  return (
    new Hono<AppEnv>()
      // Billing's data entry and reports on the sessions (module billing).
      .route('/', sessionBillingRoutes(deps))
      // Lookups of the session form.
      .get('/types', REFERENCE, varyByLanguage, async (c) =>
        c.json(await db.select({ id: sessionTypes.id, name: localName(sessionTypes, requestLanguage(c)) }).from(sessionTypes).orderBy(asc(sessionTypes.sort_index), asc(sessionTypes.id))),
      )
      .get('/outcomes', REFERENCE, varyByLanguage, async (c) =>
        c.json(
          await db
            .select({ id: sessionOutcomes.id, name: localName(sessionOutcomes, requestLanguage(c)), delivered: sessionOutcomes.delivered })
            .from(sessionOutcomes)
            .orderBy(asc(sessionOutcomes.sort_index), asc(sessionOutcomes.id)),
        ),
      )
      .get('/visit-outcomes', REFERENCE, varyByLanguage, async (c) => {
        const { session_outcome_id } = queryWith(c, VisitOutcomesQuery)
        return c.json(
          await db
            .select({ id: visitOutcomes.id, name: localName(visitOutcomes, requestLanguage(c)), session_outcome_id: visitOutcomes.session_outcome_id, absence: visitOutcomes.absence })
            .from(visitOutcomes)
            .where(session_outcome_id === undefined ? undefined : eq(visitOutcomes.session_outcome_id, session_outcome_id))
            .orderBy(asc(visitOutcomes.session_outcome_id), asc(visitOutcomes.sort_index), asc(visitOutcomes.id)),
        )
      })
      .get('/academic-years', REFERENCE, async (c) => c.json(await listAcademicYears(db, deps.now())))

      // Visits.
      .get('/visits/unreplaced', READ_SESSIONS, async (c) => {
        const query = queryWith(c, UnreplacedQuery)
        return c.json(await pageUnreplacedVisits(db, and(providerFilter(c, query.provider_id), visitsInReach(c.var.reach)), query))
      })
      .get('/visits', READ_SESSIONS, async (c) => {
        const query = queryWith(c, VisitsQuery)
        if (query.session_id) {
          await readableSession(c, query.session_id.toLowerCase())
          return c.json(await pageVisits(db, and(eq(visits.session_id, query.session_id.toLowerCase()), visitsInReach(c.var.reach)), query))
        }
        return c.json(await pageVisits(db, and(providerFilter(c, query.provider_id), visitsInReach(c.var.reach), ...dateFilter(query)), query))
      })
      .get(`/visits/${UUID_PARAM}`, READ_SESSIONS, async (c) => {
        const [visit] = await listVisits(db, and(eq(visits.id, c.req.param('id').toLowerCase()), visitsInReach(c.var.reach)))
        if (!visit) throw notFound('La visita no existe.')
        return c.json(visit)
      })
      .post('/visits', WRITE_SESSIONS, (c) => write(c, sessionWrites.addVisit))
      .patch(`/visits/${UUID_PARAM}`, WRITE_SESSIONS, (c) => write(c, sessionWrites.updateVisit, c.req.param('id')))
      .delete(`/visits/${UUID_PARAM}`, WRITE_SESSIONS, (c) => write(c, sessionWrites.removeVisit, c.req.param('id')))

      // A provider's months and audit.
      .get('/providers/:provider_id{[0-9]+}/months', READ_SESSIONS, async (c) => {
        const providerId = pathId(c, 'provider_id')
        assertCanReadProvider(viewerOf(c), providerId)
        return c.json(await providerMonths(db, providerId, sessionsInReach(c.var.reach)))
      })
      .get('/providers/:provider_id{[0-9]+}/months/:month_id{[0-9]{4}-[0-9]{2}}', READ_SESSIONS, async (c) => {
        const providerId = pathId(c, 'provider_id')
        const monthId = c.req.param('month_id')
        if (!v.is(MonthId, monthId)) throw notFound('El mes no existe.')
        assertCanReadProvider(viewerOf(c), providerId)
        return c.json(await providerMonth(db, providerId, monthId, sessionsInReach(c.var.reach), c.var.reach))
      })
      .get('/providers/:provider_id{[0-9]+}/audit', READ_SESSIONS, async (c) => {
        const providerId = pathId(c, 'provider_id')
        const query = queryWith(c, AuditQuery)
        assertCanReadProvider(viewerOf(c), providerId)
        return c.json(await providerAudit(db, providerId, query.month, query, sessionsInReach(c.var.reach)))
      })

      // Sessions.
      .get('/', READ_SESSIONS, async (c) => {
        const query = queryWith(c, SessionsQuery)
        return c.json(await pageSessions(db, and(providerFilter(c, query.provider_id), sessionsInReach(c.var.reach), ...dateFilter(query)), query, c.var.reach))
      })
      .post('/', WRITE_SESSIONS, (c) => write(c, sessionWrites.createSession))
      .get(`/${UUID_PARAM}`, READ_SESSIONS, async (c) => c.json(await readableSession(c, c.req.param('id').toLowerCase())))
      .put(`/${UUID_PARAM}`, WRITE_SESSIONS, (c) => write(c, sessionWrites.updateSession, c.req.param('id')))
      .delete(`/${UUID_PARAM}`, WRITE_SESSIONS, (c) => write(c, sessionWrites.deleteSession, c.req.param('id')))
  )

  /** `?provider_id=`: one the viewer may read (403 otherwise); without it, a provider's own. */
  function providerFilter(c: Context<AppEnv>, providerId: number | undefined) {
    const scope = providerScope(viewerOf(c), providerId)
    return scope ? inArray(serviceSessions.provider_id, scope) : undefined
  }

  /** A live session the caller may read; anything else is 404, so ids of others reveal nothing. */
  async function readableSession(c: Context<AppEnv>, id: string) {
    const [row] = await db
      .select()
      .from(serviceSessions)
      .where(and(eq(serviceSessions.id, id), isNull(serviceSessions.deleted_at), sessionsInReach(c.var.reach)))
    if (!row || !canRead(viewerOf(c), row.provider_id)) throw notFound('La sesión no existe.')
    const [session] = await withVisits(db, [row], c.var.reach)
    return session!
  }
}
