import { createHash } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER, SEQUENCE_HEADER } from '../../src/domain/sync/mutations'
import type { AppEnv } from '../app-env'
import type { Database, Transaction } from '../db/client'
import { transactionWithRetry } from '../db/retry'
import { idempotencyKeys } from '../db/schema'
import { recordContact } from '../devices/contact'
import { HttpError, badRequest } from '../http/errors'

/**
 * Exactly-once mutations. A device sends every saved change with its mutation id as
 * Idempotency-Key, and sends it again until it sees a 2xx, so the same change can arrive twice
 * (an answer lost on the way back) or many times at once (page and service worker, a retry
 * storm). The key is recorded in the SAME transaction as the change's effect and its answer:
 * either both are committed or neither is, so a repeat finds the first answer or runs afresh.
 *
 * Concurrency: the key row is inserted first, with ON CONFLICT DO NOTHING. On PostgreSQL a
 * second transaction inserting the same key waits on the first's uncommitted row; when the
 * first commits, the insert does nothing and the (read committed) select that follows sees the
 * stored answer; when the first rolls back, the second inserts and runs the effect itself. On
 * PGlite, transaction() holds an exclusive lock, so duplicates simply run one after another.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_SEQUENCE = 2_147_483_647
const MAX_DEVICE_ID_LENGTH = 200

/** What an effect answers: a 2xx status and a JSON body (null for 204), stored with the key. */
export interface EffectResult {
  status: 200 | 201 | 204
  body: unknown
}

export interface MutationHeaders {
  key: string | null
  deviceId: string | null
  sequence: number | null
}

/** Reads the three sync headers; a malformed one is the client's mistake (400). */
export function readMutationHeaders(c: Context): MutationHeaders {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || null
  if (key !== null && !UUID_PATTERN.test(key)) {
    throw badRequest('invalid_request', 'Idempotency-Key debe ser un UUID.', { [IDEMPOTENCY_KEY_HEADER]: 'invalid_id' })
  }
  const deviceId = c.req.header(DEVICE_ID_HEADER)?.trim() || null
  if (deviceId !== null && deviceId.length > MAX_DEVICE_ID_LENGTH) {
    throw badRequest('invalid_request', 'X-Device-Id es demasiado largo.', { [DEVICE_ID_HEADER]: 'too_long' })
  }
  const rawSequence = c.req.header(SEQUENCE_HEADER)?.trim() || null
  let sequence: number | null = null
  if (rawSequence !== null) {
    sequence = /^\d{1,10}$/.test(rawSequence) ? Number(rawSequence) : Number.NaN
    if (!(sequence <= MAX_SEQUENCE)) {
      throw badRequest('invalid_request', 'X-Mutation-Sequence debe ser un entero no negativo.', { [SEQUENCE_HEADER]: 'invalid_sequence' })
    }
  }
  return { key: key?.toLowerCase() ?? null, deviceId, sequence }
}

/** JSON with object keys sorted at every level, so equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`).digest('hex')
}

export interface IdempotentOptions {
  db: Database
  now: () => Date
}

/**
 * Runs `effect` exactly once per Idempotency-Key, in one transaction with the key record, and
 * answers with its result — or, for a repeat of the same request by the same user, with the
 * stored result and no effect. `body` is the request's parsed JSON (validated later, inside the
 * effect: a repeat must get its first answer even if today the same body would be refused).
 *
 * Without an Idempotency-Key the effect still runs in one transaction, just unrecorded.
 * Anything the effect throws rolls back everything, the key included, so a retry runs again.
 * Only 2xx answers are stored; errors are never replayed.
 */
export async function idempotent(
  c: Context<AppEnv>,
  { db, now }: IdempotentOptions,
  body: unknown,
  effect: (tx: Transaction) => Promise<EffectResult>,
): Promise<Response> {
  const headers = readMutationHeaders(c)
  const record: MutationRecord = { ...headers, userId: c.var.auth.user.id, hash: requestHash(c.req.method, c.req.path, body) }
  const outcome = await transactionWithRetry(db, async (tx) => {
    const result = await applyOnce(tx, record, now(), effect)
    if (headers.deviceId !== null) await touchDevice(tx, headers.deviceId, record.userId, headers.sequence, now())
    return result
  })
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true')
  if (outcome.status === 204) return c.body(null, 204)
  return c.json(outcome.body as object, outcome.status)
}

/** Who sent a mutation and how to recognise a repeat of it. */
export interface MutationRecord extends MutationHeaders {
  userId: number
  /** requestHash of the request as the single endpoint would see it. */
  hash: string
}

export interface AppliedOnce extends EffectResult {
  replayed: boolean
}

/**
 * The exactly-once core, inside the caller's transaction (a whole single request, or one
 * savepoint of a batch): claim the key, run the effect, store its answer — or, for a repeat,
 * answer the stored result without running anything. Throws what the effect throws.
 */
export async function applyOnce(tx: Transaction, record: MutationRecord, at: Date, effect: (tx: Transaction) => Promise<EffectResult>): Promise<AppliedOnce> {
  if (record.key === null) return { ...(await effect(tx)), replayed: false }
  // The key's INSERT is the first write, so duplicates queue on the key.
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      key: record.key,
      user_id: record.userId,
      device_id: record.deviceId,
      sequence: record.sequence,
      request_hash: record.hash,
      // Placeholder, replaced below in this same transaction: no one ever sees it.
      status: 0,
      response: null,
      created_at: at,
    })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key })

  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, record.key))
    if (!stored) {
      // Only possible if the row vanished between the two statements (retention): let the client retry.
      throw new HttpError(409, 'conflict', 'La operación está en curso. Intente de nuevo.')
    }
    return replayOf(stored, record)
  }

  const result = await effect(tx)
  // The answer given now is the stored one read back, so a replay is identical to it byte for byte.
  const [saved] = await tx
    .update(idempotencyKeys)
    .set({ status: result.status, response: result.body ?? null })
    .where(eq(idempotencyKeys.key, record.key))
    .returning({ response: idempotencyKeys.response })
  return { status: result.status, body: saved?.response ?? null, replayed: false }
}

type StoredKey = typeof idempotencyKeys.$inferSelect

/** A repeat answered from its record: the first answer, if it is the same request by the same user. */
export function replayOf(stored: StoredKey, record: MutationRecord): AppliedOnce {
  if (stored.user_id !== record.userId || stored.request_hash !== record.hash) {
    throw new HttpError(422, 'idempotency_key_reused', 'Esta clave de operación ya se usó para otra solicitud.')
  }
  return { status: stored.status as EffectResult['status'], body: stored.response, replayed: true }
}

/** The records of those of `keys` already applied, by key (one query for a whole batch). */
export async function storedKeys(tx: Transaction, keys: string[]): Promise<Map<string, StoredKey>> {
  if (keys.length === 0) return new Map()
  const rows = await tx.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys))
  return new Map(rows.map((row) => [row.key, row]))
}

/**
 * Records the keys of effects already run in this transaction, with their answers, in one
 * statement. Answers each stored answer by key — or null when some key was claimed meanwhile by
 * a concurrent request (PostgreSQL: the insert waited for it and found its row): the caller must
 * then roll back the effects, which that request (or the batch's slow path) applies or replays.
 */
export async function recordApplied(tx: Transaction, applied: { record: MutationRecord; result: EffectResult }[], at: Date): Promise<Map<string, unknown> | null> {
  if (applied.length === 0) return new Map()
  const values: (typeof idempotencyKeys.$inferSelect)[] = applied.map(({ record, result }) => ({
    key: record.key!,
    user_id: record.userId,
    device_id: record.deviceId,
    sequence: record.sequence,
    request_hash: record.hash,
    status: result.status,
    response: result.body ?? null,
    created_at: at,
  }))
  // The rows as one JSON parameter (keys are the column names): far cheaper than a parameter
  // per value for a hundred answers.
  const result = await tx.execute(sql`insert into ${idempotencyKeys} select * from jsonb_populate_recordset(null::${idempotencyKeys}, ${JSON.stringify(values)}::jsonb)
    on conflict (key) do nothing returning key, response`)
  const rows = (result as unknown as { rows: { key: string; response: unknown }[] }).rows
  if (rows.length !== applied.length) return null
  return new Map(rows.map((row) => [row.key, row.response]))
}

/** The device's highest sequence and when it was last heard from; a device may change hands. */
export async function touchDevice(tx: Transaction, deviceId: string, userId: number, sequence: number | null, at: Date) {
  await recordContact(tx, { deviceId, userId, lastSequence: sequence ?? 0, report: undefined, at })
}
