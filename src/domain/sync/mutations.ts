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

// The commands themselves (names, endpoints, schemas, what their answers do) are src/domain/offline-commands.
