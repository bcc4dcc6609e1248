import * as v from 'valibot'
import { Uuid } from '../schemas/common'
import { singleLine } from '../schemas/text'
import type { ReferralAppointment } from '../referrals/types'
import type { ServiceSession } from '../service-sessions/types'

/**
 * The batched push (`POST /sync/push`): an ordered batch of one device's mutations, each the same
 * request it would be alone (method, path, body) with its own mutation id and sequence, plus what
 * the device reports about its queue on this contact. The server applies each exactly once with
 * the same idempotency records as the single endpoints, and answers per mutation, in order.
 */
export const PUSH_PATH = '/sync/push'
/** Mutations per batch: about 1 KB each, so a batch stays far under the 1 MB body limit. */
export const MAX_PUSH_BATCH = 100
/** Ranges of unsent sequences a device reports; more are folded into the last one. */
export const MAX_UNSENT_RANGES = 50

const Sequence = v.pipe(v.number('required'), v.integer('invalid_sequence'), v.minValue(0, 'invalid_sequence'), v.maxValue(2_147_483_647, 'invalid_sequence'))

export const PushMutation = v.object({
  id: Uuid,
  sequence: Sequence,
  method: v.picklist(['POST', 'PUT', 'PATCH', 'DELETE'], 'invalid_method'),
  path: v.pipe(v.string('required'), v.maxLength(300, 'too_long'), v.regex(/^\/[\w\-/]*$/, 'invalid_path')),
  body: v.unknown(),
})
export type PushMutation = v.InferOutput<typeof PushMutation>

/** Sequence numbers still in the device's outbox, as inclusive ranges `[from, to]`. */
export const SequenceRange = v.pipe(v.tuple([Sequence, Sequence]), v.check(([from, to]) => from <= to, 'invalid_range'))

/** What the device says about itself on each contact (device health, loss detection). */
export const DeviceReport = v.object({
  queue_depth: v.pipe(v.number(), v.integer('invalid_number'), v.minValue(0, 'invalid_number')),
  oldest_pending_at: v.nullable(v.pipe(v.string(), v.isoTimestamp('invalid_date'))),
  /** Highest sequence this device has numbered (delivered or not). */
  last_numbered: Sequence,
  unsent: v.pipe(v.array(SequenceRange), v.maxLength(MAX_UNSENT_RANGES, 'too_many')),
  /** `navigator.storage.persist()` granted; null where the browser cannot tell. */
  persisted: v.nullable(v.boolean()),
})
export type DeviceReport = v.InferOutput<typeof DeviceReport>

export const PushRequest = v.object({
  device_id: v.pipe(v.string('required'), v.minLength(1, 'required'), v.maxLength(200, 'too_long'), singleLine()),
  mutations: v.pipe(v.array(PushMutation), v.maxLength(MAX_PUSH_BATCH, 'too_many')),
  report: v.optional(DeviceReport),
})
export type PushRequest = v.InferOutput<typeof PushRequest>

/**
 * One mutation's fate. `applied`: done now; `replayed`: done before (the first answer again);
 * `refused`: a permanent 4xx with its code; `conflict`: based on an old version (409) with the
 * current record; `retry`: the server failed on this one (nothing of it was kept), send it again.
 */
export type PushResult =
  | { id: string; outcome: 'applied' | 'replayed'; status: number; body: unknown }
  | { id: string; outcome: 'refused'; status: number; code: string; message: string; errors?: Record<string, string> }
  | { id: string; outcome: 'conflict'; status: 409; code: string; message: string; current: ServiceSession | ReferralAppointment | null }
  | { id: string; outcome: 'retry'; status: number; code: string; message: string }

export interface PushResponse {
  results: PushResult[]
}
