import type { PlanMutationType } from '../plans/offline'

/**
 * The sync protocol between a device's outbox and the server. Every mutation is one HTTP request
 * that carries its id as `Idempotency-Key` (the server applies it exactly once) and the device's
 * id and sequence number (the order the device saved them in).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const DEVICE_ID_HEADER = 'X-Device-Id'
export const SEQUENCE_HEADER = 'X-Mutation-Sequence'

/** Chromium's Background Sync tag that wakes the service worker to send the outbox. */
export const BACKGROUND_SYNC_TAG = 'bitacora-outbox'

/** Idempotency records outlive a school break: a device off for months can still replay. */
export const IDEMPOTENCY_RETENTION_DAYS = 180

export type MutationType = 'service-session.create' | 'service-session.update' | 'service-session.delete' | typeof APPOINTMENT_EVENT_MUTATION | PlanMutationType

/** An event of a referral appointment, recorded by its provider at the school (issue 11). */
export const APPOINTMENT_EVENT_MUTATION = 'referral-appointment.event'

/** The outbox's record id of an appointment: its events are sent one after another, each on the version the previous one left. */
export const appointmentEntityId = (appointmentId: number) => `appointment:${appointmentId}`

export interface MutationRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body: unknown
}
