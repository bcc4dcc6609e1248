import { statusNameOf } from '../i18n/reader-language'
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Page } from '../../src/domain/lists/list-params'
import type { VisitLogSearch } from '../../src/domain/visit-logs/schemas'
import type { VisitLog, VisitLogMonth, VisitLogProvider, VisitLogYear } from '../../src/domain/visit-logs/types'
import { allowedActions } from '../../src/domain/workflows/decide'
import { visitLogFlow } from '../../src/domain/workflows/visit-log-flow'
import type { Executor } from '../db/client'
import { attachments, locations, providerLocationVisitLogs as logs, providers, users } from '../db/schema'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import { actorOf } from '../workflows/run-action'
import { mayChangeLogs, readableLogs } from './access'

const claimer = alias(users, 'claimer')
const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`

const COLUMNS = {
  log: logs,
  provider_name: providerName,
  location_name: locations.name,
  customer_id: locations.customer_id,
  claimed_by_name: sql<string | null>`case when ${claimer.id} is null then null else ${claimer.first_name} || ' ' || ${claimer.last_name} end`,
  scan_filename: attachments.filename,
  scan_content_type: attachments.content_type,
  scan_size_bytes: attachments.size_bytes,
}

function selectLogs(db: Executor) {
  return db
    .select(COLUMNS)
    .from(logs)
    .innerJoin(providers, eq(providers.id, logs.provider_id))
    .innerJoin(locations, eq(locations.id, logs.location_id))
    .leftJoin(claimer, eq(claimer.id, logs.claimed_by))
    .leftJoin(attachments, eq(attachments.id, logs.scan_attachment_id))
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectLogs>['execute']>>[number]

const statusName = (status: string) => statusNameOf(visitLogFlow, status)

/** A row as the API answers it, with what this viewer may do with it now. */
function answerOf(row: Joined, viewer: OfficeViewer): VisitLog {
  const { log } = row
  const document = { status: log.status, hash: log.hash, customer_id: row.customer_id, provider_id: log.provider_id, claimed_by: log.claimed_by }
  return {
    id: log.id,
    provider_id: log.provider_id,
    provider_name: row.provider_name,
    location_id: log.location_id,
    location_name: row.location_name,
    customer_id: row.customer_id,
    year: log.year,
    month: log.month,
    notes: log.notes,
    status: log.status,
    status_name: statusName(log.status),
    hash: log.hash,
    claimed_by: log.claimed_by,
    claimed_by_name: row.claimed_by_name,
    claimed_at: log.claimed_at?.toISOString() ?? null,
    processed_at: log.processed_at?.toISOString() ?? null,
    scan: row.scan_filename ? { filename: row.scan_filename, content_type: row.scan_content_type!, size_bytes: row.scan_size_bytes! } : null,
    allowed_actions: allowedActions(visitLogFlow, document, actorOf(viewer)),
    can_change: mayChangeLogs(viewer, row.customer_id) && log.status !== 'processed',
    created_at: log.created_at.toISOString(),
    updated_at: log.updated_at.toISOString(),
  }
}

/** GET /provider-location-visit-logs/{id}: the log if the viewer may see it (404 otherwise). */
export async function readLog(db: Executor, viewer: OfficeViewer, id: number): Promise<VisitLog | null> {
  const [row] = await selectLogs(db).where(and(eq(logs.id, id), readableLogs(viewer)))
  return row ? answerOf(row, viewer) : null
}

function filtersOf(viewer: OfficeViewer, search: Partial<VisitLogSearch>): SQL | undefined {
  return and(
    readableLogs(viewer),
    search.provider_id === undefined ? undefined : eq(logs.provider_id, search.provider_id),
    search.location_id === undefined ? undefined : eq(logs.location_id, search.location_id),
    search.status === undefined ? undefined : eq(logs.status, search.status),
    search.year === undefined ? undefined : eq(logs.year, search.year),
    search.month === undefined ? undefined : eq(logs.month, search.month),
    search.q === undefined ? undefined : sql`(${providerName} ilike ${likePattern(search.q)} or ${locations.name} ilike ${likePattern(search.q)})`,
  )
}

const SORTS = {
  period: sql`${logs.year} * 100 + ${logs.month}`,
  provider: providerName,
  location: locations.name,
  status: logs.status,
  id: logs.id,
}

/** GET /provider-location-visit-logs: a page under the list convention. */
export async function pageLogs(db: Executor, viewer: OfficeViewer, search: VisitLogSearch): Promise<Page<VisitLog>> {
  const where = filtersOf(viewer, search)
  const page = await listPage(db, selectLogs(db).where(where).$dynamic(), search, orderOf(search.sort, SORTS, [logs.id]))
  return { items: page.items.map((row) => answerOf(row, viewer)), total: page.total }
}

/** GET …/providers: staff see every provider (to upload for any), a provider herself; with her visible logs' count. */
export async function logProviders(db: Executor, viewer: OfficeViewer): Promise<VisitLogProvider[]> {
  const counted = db
    .select({ provider_id: logs.provider_id, logs: count().as('logs') })
    .from(logs)
    .innerJoin(locations, eq(locations.id, logs.location_id))
    .where(readableLogs(viewer))
    .groupBy(logs.provider_id)
    .as('counted')
  return db
    .select({ id: providers.id, name: providerName, logs: sql<number>`coalesce(${counted.logs}, 0)::int` })
    .from(providers)
    .leftJoin(counted, eq(counted.provider_id, providers.id))
    .where(isProviderViewer(viewer) ? eq(providers.id, viewer.providerId!) : undefined)
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(providers.id))
}

/** GET …/providers/{id}/years: the years with logs of the provider, newest first. */
export async function logYears(db: Executor, viewer: OfficeViewer, providerId: number): Promise<VisitLogYear[]> {
  return db
    .select({ year: logs.year, logs: sql<number>`count(*)::int` })
    .from(logs)
    .innerJoin(locations, eq(locations.id, logs.location_id))
    .where(and(readableLogs(viewer), eq(logs.provider_id, providerId)))
    .groupBy(logs.year)
    .orderBy(desc(logs.year))
}

/** GET …/providers/{id}/years/{year}/months: the months of that year with logs, in order. */
export async function logMonths(db: Executor, viewer: OfficeViewer, providerId: number, year: number): Promise<VisitLogMonth[]> {
  return db
    .select({ month: logs.month, logs: sql<number>`count(*)::int` })
    .from(logs)
    .innerJoin(locations, eq(locations.id, logs.location_id))
    .where(and(readableLogs(viewer), eq(logs.provider_id, providerId), eq(logs.year, year)))
    .groupBy(logs.month)
    .orderBy(asc(logs.month))
}

/** GET …/providers/{id}/years/{year}/months/{month}/logs: that month's logs, by location. */
export async function monthLogs(db: Executor, viewer: OfficeViewer, providerId: number, year: number, month: number): Promise<VisitLog[]> {
  const rows = await selectLogs(db)
    .where(and(readableLogs(viewer), eq(logs.provider_id, providerId), eq(logs.year, year), eq(logs.month, month)))
    .orderBy(asc(locations.name), asc(logs.id))
  return rows.map((row) => answerOf(row, viewer))
}
