import * as v from 'valibot'
import { listParams, SEARCH_TEXT_MAX, type Page } from '../lists/list-params'
import { singleLine } from '../schemas/text'
import { IdText } from '../schemas/common'
import { DEVICE_ALERTS, type DeviceAlert } from './device-alerts'

/**
 * Device health as the office sees it (`GET /devices`) and a provider sees her own
 * (`GET /devices/mine`): one row per device that has sent changes.
 */
export { DEVICE_ALERTS, type DeviceAlert }

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
export type DeviceSort = (typeof DEVICE_SORTS)[number]

/** The list convention (page, page_size, sort, q) and the filters; by default alerts first. */
export const DevicesQuery = v.object({
  ...listParams(DEVICE_SORTS, '-alerts').entries,
  // A search is text the database compares: control characters (NUL) are refused, not sent.
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_TEXT_MAX, 'too_long'), singleLine(), v.transform((text) => text || undefined))),
  user_id: v.optional(IdText),
  alert: v.optional(v.picklist(DEVICE_ALERTS, 'invalid_alert')),
})
export type DevicesQuery = v.InferOutput<typeof DevicesQuery>

export type DevicePage = Page<DeviceHealth>
