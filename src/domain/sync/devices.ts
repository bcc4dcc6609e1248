import * as v from 'valibot'

/**
 * Device health as the office sees it (`GET /devices`) and a provider sees her own
 * (`GET /devices/mine`): one row per device that has sent changes.
 */
export const DEVICE_ALERTS = ['sequence_gap', 'stale_with_pending', 'oldest_pending_over_24h', 'not_persisted'] as const
export type DeviceAlert = (typeof DEVICE_ALERTS)[number]

/** Days without contact after which a device with pending changes is `stale_with_pending`. */
export const STALE_AFTER_DAYS = 3
/** Hours after which a pending change is `oldest_pending_over_24h`. */
export const OLDEST_PENDING_HOURS = 24

/** Sequence numbers a device numbered and never delivered, inclusive. */
export interface SequenceGap {
  from: number
  to: number
}

export interface DeviceHealth {
  id: string
  user_id: number
  user_name: string
  user_email: string
  first_seen_at: string
  last_seen_at: string
  /** Highest sequence delivered. */
  last_sequence: number
  /** Highest sequence the device has numbered, from its last report (null before any report). */
  last_numbered: number | null
  queue_depth: number | null
  oldest_pending_at: string | null
  persisted: boolean | null
  reported_at: string | null
  /** A newer device of the same person appeared while this one still had unsent changes. */
  replaced_by: string | null
  /** For a new device: the person's older device whose unsent changes never arrived. */
  replaces: string | null
  gaps: SequenceGap[]
  alerts: DeviceAlert[]
}

export const DEVICE_SORTS = ['last_seen_at', 'first_seen_at', 'queue_depth', 'oldest_pending_at', 'user_name', 'alerts'] as const
type DeviceSortField = (typeof DEVICE_SORTS)[number]
const sortValues = DEVICE_SORTS.flatMap((field) => [field, `-${field}`]) as (DeviceSortField | `-${DeviceSortField}`)[]

const QueryInt = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid_number'), v.transform(Number), v.minValue(1, 'invalid_number'), v.maxValue(max, 'too_large'))

/** The list convention of the office console: page, page_size, sort, q and named filters. */
export const DevicesQuery = v.object({
  page: v.optional(QueryInt(1_000_000)),
  page_size: v.optional(QueryInt(500)),
  /** Default: devices with alerts first, then the most recently seen. */
  sort: v.optional(v.picklist(sortValues, 'invalid_sort')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'too_long'))),
  user_id: v.optional(QueryInt(2_147_483_647)),
  alert: v.optional(v.picklist(DEVICE_ALERTS, 'invalid_alert')),
})
export type DevicesQuery = v.InferOutput<typeof DevicesQuery>

export interface DevicePage {
  items: DeviceHealth[]
  total: number
}
