import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  OLDEST_PENDING_HOURS,
  STALE_AFTER_DAYS,
  type DeviceAlert,
  type DeviceHealth,
  type DevicePage,
  type DeviceSort,
  type DevicesQuery,
  type SequenceGap,
} from '../../src/domain/sync/devices'
import type { Executor } from '../db/client'
import { devices, users } from '../db/schema'
import { likePattern, limitOffset } from '../http/list'
import { uncovered } from './gaps'

/**
 * Device health and loss detection. A device numbers every change it saves (its outbox
 * sequence); the server knows which numbers arrived (the idempotency records) and, from the
 * device's last report, which are still on the device. A number in neither is a gap: a change
 * the device numbered and never delivered (lost, or discarded by the person). When a newer
 * device of the same person appears after this one's last contact, whatever this one still held
 * unsent is taken as lost too: that is what deleting a tablet's storage looks like from here.
 */
type DeviceRow = typeof devices.$inferSelect & { user_name: string; user_email: string }

const HOUR_MS = 3_600_000

/** Delivered sequences per device, as ranges (islands of consecutive numbers), worked out in SQL. */
async function deliveredRanges(db: Executor, deviceIds: string[]): Promise<Map<string, [number, number][]>> {
  const byDevice = new Map<string, [number, number][]>()
  if (deviceIds.length === 0) return byDevice
  const ids = sql.join(
    deviceIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result: unknown = await db.execute(sql`
    select device_id, min(sequence)::int as first, max(sequence)::int as last from (
      select device_id, sequence, sequence - row_number() over (partition by device_id order by sequence) as island
      from idempotency_keys where device_id in (${ids}) and sequence is not null and status > 0
    ) numbered group by device_id, island order by device_id, first`)
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as { rows: { device_id: string; first: number; last: number }[] }).rows
  for (const row of rows) {
    const ranges = byDevice.get(row.device_id) ?? []
    ranges.push([row.first, row.last])
    byDevice.set(row.device_id, ranges)
  }
  return byDevice
}

/** What a device still held unsent at its last report that never arrived. */
function unsentNeverDelivered(row: DeviceRow, delivered: [number, number][]): SequenceGap[] {
  return (row.unsent ?? []).flatMap(([from, to]) => uncovered(from, to, delivered))
}

function health(row: DeviceRow, delivered: [number, number][], siblings: DeviceRow[], lostOf: (row: DeviceRow) => SequenceGap[], now: Date): DeviceHealth {
  const unsent = row.unsent ?? []
  const covered = [...delivered, ...unsent]
  const floor = Math.min(...covered.map(([from]) => from), row.last_sequence || Number.POSITIVE_INFINITY)
  const upper = Math.max(row.last_numbered ?? 0, row.last_sequence)
  const gaps = Number.isFinite(floor) ? uncovered(floor, upper, covered) : []
  const replacedBy = siblings.filter((other) => other.first_seen_at > row.last_seen_at).sort((a, b) => +a.first_seen_at - +b.first_seen_at)[0]
  const lost = replacedBy ? lostOf(row) : []
  if (replacedBy) gaps.push(...lost)
  gaps.sort((a, b) => a.from - b.from)
  const replaces = siblings
    .filter((other) => other.last_seen_at < row.first_seen_at && lostOf(other).length > 0)
    .sort((a, b) => +b.last_seen_at - +a.last_seen_at)[0]

  const pending = (row.queue_depth ?? 0) > 0
  const alerts: DeviceAlert[] = []
  if (gaps.length > 0) alerts.push('sequence_gap')
  if (pending && now.getTime() - row.last_seen_at.getTime() > STALE_AFTER_DAYS * 24 * HOUR_MS) alerts.push('stale_with_pending')
  if (pending && row.oldest_pending_at && now.getTime() - row.oldest_pending_at.getTime() > OLDEST_PENDING_HOURS * HOUR_MS) alerts.push('oldest_pending_over_24h')
  if (row.persisted === false) alerts.push('not_persisted')
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    first_seen_at: row.first_seen_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    last_sequence: row.last_sequence,
    last_numbered: row.last_numbered,
    queue_depth: row.queue_depth,
    oldest_pending_at: row.oldest_pending_at?.toISOString() ?? null,
    persisted: row.persisted,
    reported_at: row.reported_at?.toISOString() ?? null,
    replaced_by: replacedBy && lost.length > 0 ? replacedBy.id : null,
    replaces: replaces?.id ?? null,
    gaps,
    alerts,
  }
}

/** The health of every device matching `where`, judged beside the other devices of the same people. */
export async function devicesHealth(db: Executor, where: SQL | undefined, now: Date): Promise<DeviceHealth[]> {
  const select = (filter: SQL | undefined) =>
    db
      .select({ device: devices, user_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`, user_email: users.email })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.user_id))
      .where(filter)
  const matching = (await select(where)).map(({ device, ...user }) => ({ ...device, ...user }))
  const userIds = [...new Set(matching.map((row) => row.user_id))]
  const all = userIds.length === 0 ? [] : (await select(inArray(devices.user_id, userIds))).map(({ device, ...user }) => ({ ...device, ...user }))
  const delivered = await deliveredRanges(
    db,
    all.map((row) => row.id),
  )
  const deliveredOf = (row: DeviceRow) => delivered.get(row.id) ?? []
  const lostOf = (row: DeviceRow) => unsentNeverDelivered(row, deliveredOf(row))
  return matching.map((row) =>
    health(
      row,
      deliveredOf(row),
      all.filter((other) => other.user_id === row.user_id && other.id !== row.id),
      lostOf,
      now,
    ),
  )
}

/** A search over the person's name, e-mail and the device id. */
export function deviceSearch(query: DevicesQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = []
  if (query.user_id !== undefined) filters.push(eq(devices.user_id, query.user_id))
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(or(ilike(users.first_name, pattern), ilike(users.last_name, pattern), ilike(users.email, pattern), ilike(devices.id, pattern)))
  }
  return and(...filters)
}

function compareBy(field: DeviceSort | 'last_seen_at', direction: 'asc' | 'desc'): (a: DeviceHealth, b: DeviceHealth) => number {
  const value = (item: DeviceHealth) => (field === 'alerts' ? item.alerts.length : item[field])
  return (a, b) => {
    const [x, y] = [value(a), value(b)]
    // Missing values last, whichever the direction.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    const order = x < y ? -1 : x > y ? 1 : 0
    return direction === 'desc' ? -order : order
  }
}

/**
 * The office list: filters, then sort (alerts first by default, then most recently seen), then
 * the page. Health is worked out per device in memory: a company has hundreds of tablets, not
 * millions, and alerts depend on the person's other devices.
 */
export async function listDevices(db: Executor, query: DevicesQuery, now: Date): Promise<DevicePage> {
  const all = await devicesHealth(db, deviceSearch(query), now)
  const filtered = query.alert ? all.filter((item) => item.alerts.includes(query.alert!)) : all
  const byRecent = compareBy('last_seen_at', 'desc')
  const primary = compareBy(query.sort.field, query.sort.direction)
  filtered.sort((a, b) => primary(a, b) || byRecent(a, b) || (a.id < b.id ? -1 : 1))
  const { limit, offset } = limitOffset(query)
  return { items: filtered.slice(offset, offset + limit), total: filtered.length }
}
