import { Hono, type Context } from 'hono'
import type { LedgerLine } from '../../src/domain/referrals/types'
import { CompensatoryRequestMoveInput, CompensatoryRequestOpenInput, CompensatoryRequestSearch, LedgerSearch } from '../../src/domain/referrals/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { limitOffset } from '../http/list'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { currentPeriod, ledgerLines } from './ledger'
import { assertCanWriteRequest, moveRequest, openRequest, pageRequests, requestEvents, statusList, visibleRequest } from './requests'
import { access } from '../permissions/access'

const studentKey = (line: LedgerLine) => `${line.student_name.toLowerCase()}\u0000${line.student_id}`

/** The ledger's order for the monitor: the chosen field, then student and service. */
function compareLines(field: LedgerSearch['sort']['field']) {
  const value = (line: LedgerLine): number | string =>
    field === 'student' ? studentKey(line) : field === 'service' ? line.service_name : field === 'owed_minutes' ? line.owed_minutes : line.outstanding_minutes
  return (a: LedgerLine, b: LedgerLine) => {
    const [x, y] = [value(a), value(b)]
    if (x !== y) return x < y ? -1 : 1
    return a.student_id - b.student_id || a.service_id - b.service_id
  }
}

/** Staff only: referrals.read to read, referrals.write to change, for the request's customer. */
const READ = access({ permission: 'referrals.read', customers: true })
const WRITE = access({ permission: 'referrals.write', customers: true })
const LOOKUP = access({ permission: 'referrals.read' })

/**
 * Compensatory services requests (spec §7, all seven calls, and GET /{id} with its event log).
 * Reads need `referrals.read`, writes `referrals.write`, each for the request's customer; the
 * monitor and the total read the ledger (server/compensatory/ledger.ts).
 */
export function compensatoryRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  async function filteredLines(c: Context<AppEnv>) {
    const query = queryWith(c, LedgerSearch)
    const lines = await ledgerLines(db, await viewerOf(c), await currentPeriod(db, deps.now()), query)
    return { query, lines: query.owed === 'true' ? lines.filter((line) => line.outstanding_minutes > 0) : lines }
  }

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageRequests(db, await viewerOf(c), queryWith(c, CompensatoryRequestSearch))))
    .put('/', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      assertStaffPermission(viewer, 'referrals.write')
      const body = await deferredJson(c)
      const input = parseWith(CompensatoryRequestOpenInput, body())
      const period = await currentPeriod(db, deps.now())
      return c.json(await db.transaction((tx) => openRequest(tx, viewer, period, input, deps.now())), 201)
    })
    .get('/total', READ, async (c) => {
      const { lines } = await filteredLines(c)
      const sum = (field: 'owed_minutes' | 'outstanding_minutes' | 'outstanding_visits' | 'requested_minutes' | 'provider_missed_minutes') =>
        lines.reduce((total, line) => total + line[field], 0)
      return c.json({
        lines: lines.length,
        students: new Set(lines.filter((line) => line.outstanding_minutes > 0).map((line) => line.student_id)).size,
        owed_minutes: sum('owed_minutes'),
        provider_missed_minutes: sum('provider_missed_minutes'),
        requested_minutes: sum('requested_minutes'),
        outstanding_minutes: sum('outstanding_minutes'),
        outstanding_visits: sum('outstanding_visits'),
      })
    })
    .get('/monitor', READ, async (c) => {
      const { query, lines } = await filteredLines(c)
      const sorted = lines.sort(compareLines(query.sort.field))
      if (query.sort.direction === 'desc') sorted.reverse()
      const { limit, offset } = limitOffset(query)
      return c.json({ items: sorted.slice(offset, offset + limit), total: sorted.length })
    })
    .get('/status-names-map', LOOKUP, async (c) => c.json(Object.fromEntries((await statusList(db)).map((status) => [status.id, status.name]))))
    .get('/statuses', LOOKUP, async (c) => c.json(await statusList(db)))
    .get('/:id{[0-9]+}', READ, async (c) => {
      const request = await visibleRequest(db, await viewerOf(c), pathId(c, 'id'))
      return c.json({ ...request, events: await requestEvents(db, request.id) })
    })
    .patch('/:id{[0-9]+}', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      const id = pathId(c, 'id')
      return c.json(
        await db.transaction(async (tx) => {
          const current = await visibleRequest(tx, viewer, id, true)
          assertCanWriteRequest(viewer, current.customer_id)
          return moveRequest(tx, viewer, current, parseWith(CompensatoryRequestMoveInput, body()), deps.now())
        }),
      )
    })
}
