import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { companyToday } from '../../src/domain/rules/company-time'
import { PushRequest, type PushMutation, type PushResult } from '../../src/domain/sync/push'
import type { ReferralAppointment } from '../../src/domain/referrals/types'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { AppDeps, AppEnv } from '../app-env'
import type { Transaction } from '../db/client'
import { transactionWithRetry } from '../db/retry'
import { recordContact } from '../devices/contact'
import { HttpError } from '../http/errors'
import { jsonBody } from '../http/validate'
import { countPushed } from '../ops/metrics'
import type { OfficeViewer } from '../permissions/viewer'
import { planViewerOf } from '../plans/access'
import { referralViewerOf } from '../referrals/access'
import { access, reachFor, type Reach, type RouteAccess } from '../permissions/access'
import { SESSION_WRITES, viewerOfReach, writerOfReach, type Viewer } from '../service-sessions/access'
import type { LookupMemo } from '../service-sessions/references'
import { DeferredCreateConflict, noDeferredInserts, writeDeferred, type DeferredInserts } from '../service-sessions/writes'
import { findMutation } from './commands'
import { applyOnce, recordApplied, replayOf, requestHash, storedKeys, type EffectResult, type MutationRecord } from '../core/idempotency'

/** The prefix the single endpoints are mounted under: a mutation's request hash includes it. */
const API_PREFIX = '/api'

/** A mutation failed in a batch applied without savepoints: the whole attempt is rolled back. */
class Abandoned extends Error {}

interface Batch {
  /** The caller as the referral calls see it, read once for the batch's appointment events. */
  officeViewer: () => Promise<OfficeViewer>
  /** The caller as the plan calls see it, read once for the batch's plan changes. */
  planViewer: () => Promise<OfficeViewer>
  config: AppDeps['config']
  memo?: LookupMemo
  userId: number
  deviceId: string
  /** The caller as the session writes see it (from her reach under their declaration). */
  viewer: Viewer
  /** What the caller reaches under each declaration the batch's mutations name, or why not (403). */
  reaches: Map<RouteAccess, Reach | HttpError>
  now: Date
  today: string
}

/**
 * `POST /sync/push`: one device's ordered batch of mutations in one database transaction. Each
 * mutation is recorded with the same idempotency key the single endpoint would use, so a
 * mutation sent once in a batch and once alone still applies once, and a refused mutation
 * never blocks or undoes the others.
 *
 * Two ways to apply a batch, both exactly once:
 * - whole (the usual case): the batch's keys are looked up in one query, the new mutations run,
 *   and their keys, answers and history rows are written in one statement each at the end.
 *   Three statements per batch instead of three per mutation are what make a batch fast.
 *   A refusal, a repeated key inside the batch, or a key claimed meanwhile by a concurrent
 *   request (PostgreSQL) abandons it: everything is rolled back and the batch goes the slow way;
 * - one savepoint per mutation, each claiming its key first (applyOnce, as a single request),
 *   so a refused mutation rolls back only its own savepoint.
 * Reference lookups are read once per batch either way.
 */
export function pushRoutes(deps: AppDeps) {
  const declaration = access({ signedIn: 'each mutation is held to the declaration of the endpoint it mirrors (findMutation)' })
  return new Hono<AppEnv>().post('/push', declaration, async (c) => {
    const request = await jsonBody(c, PushRequest)
    const user = c.var.auth.user
    const now = deps.now()
    // Read before the batch's transaction, as the viewers below: one reach per declaration named.
    const reaches = new Map<RouteAccess, Reach | HttpError>()
    const handlers = request.mutations.flatMap((mutation) => findMutation(mutation.method, mutation.path)?.handler ?? [])
    for (const { access: declared } of handlers) {
      if (reaches.has(declared) || 'public' in declared) continue
      reaches.set(declared, await reachFor(c.var.auth, declared).catch(refusal))
    }
    const sessionReach = reaches.get(SESSION_WRITES)
    // Read before the batch's transaction (PGlite has one connection: a read outside the
    // transaction would wait for it), and only when a mutation of the batch needs it.
    const needsOfficeViewer = handlers.some((handler) => handler.viewer === 'referrals')
    const officeViewer = needsOfficeViewer
      ? await referralViewerOf(deps, c.var.auth).then(
          (viewer) => ({ viewer }),
          (error: unknown) => ({ error }),
        )
      : null
    const needsPlanViewer = handlers.some((handler) => handler.viewer === 'plans')
    const planViewer = needsPlanViewer
      ? await planViewerOf(deps, c.var.auth).then(
          (viewer) => ({ viewer }),
          (error: unknown) => ({ error }),
        )
      : null
    const batch: Batch = {
      officeViewer: async () => {
        if (officeViewer === null) throw new Error('The batch has no referral mutation')
        if ('error' in officeViewer) throw officeViewer.error
        return officeViewer.viewer
      },
      planViewer: async () => {
        if (planViewer === null) throw new Error('The batch has no plan mutation')
        if ('error' in planViewer) throw planViewer.error
        return planViewer.viewer
      },
      config: deps.config,
      userId: user.id,
      deviceId: request.device_id,
      // Without a session mutation (or refused them), the viewer is never used for a session write.
      viewer:
        sessionReach instanceof HttpError || !sessionReach
          ? viewerOfReach({ userId: user.id, providerId: user.provider_id, customers: [], providers: [] })
          : writerOfReach(sessionReach, await c.var.auth.supervised()),
      reaches,
      now,
      today: companyToday(now),
    }
    const apply = (whole: boolean) =>
      transactionWithRetry(deps.db, async (tx) => {
        const memo: LookupMemo = new Map()
        const answers = whole ? await applyWhole(tx, { ...batch, memo }, request.mutations) : await applyIsolated(tx, { ...batch, memo }, request.mutations)
        const lastSequence = Math.max(0, ...request.mutations.map((mutation) => mutation.sequence))
        await recordContact(tx, {
          deviceId: batch.deviceId,
          userId: batch.userId,
          lastSequence,
          report: request.report,
          at: now,
        })
        return answers
      })
    const results = await apply(true).catch((error: unknown) => {
      if (error instanceof Abandoned) return apply(false)
      throw error
    })
    countPushed(results)
    return c.json({ results })
  })
}

function recordOf(batch: Batch, mutation: PushMutation): MutationRecord {
  return {
    key: mutation.id.toLowerCase(),
    deviceId: batch.deviceId,
    sequence: mutation.sequence,
    userId: batch.userId,
    hash: requestHash(mutation.method, `${API_PREFIX}${mutation.path}`, mutation.body),
  }
}

/** The mutation's command with its context; `creates` when it only adds a new row (its handler is deferrable). */
function effectOf(batch: Batch, mutation: PushMutation, deferred?: DeferredInserts) {
  const write = findMutation(mutation.method, mutation.path)
  if (!write) return null
  const { handler } = write
  const reach = batch.reaches.get(handler.access)
  const run = (tx: Transaction) => {
    // Refused as its single endpoint would refuse it (403), before anything of it is looked at.
    if (reach instanceof HttpError) throw reach
    return handler.run({
      ctx: { tx, viewer: batch.viewer, now: batch.now, newId: randomUUID, memo: batch.memo, deferred },
      body: mutation.body,
      id: write.id,
      secondId: write.secondId,
      today: batch.today,
      officeViewer: batch.officeViewer,
      planViewer: batch.planViewer,
      planConfig: batch.config,
    })
  }
  return { run, creates: handler.deferrable === true }
}

/** A refusal of a reach is an answer for its mutations; anything else (the database) is the batch's failure. */
function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  throw error
}

const unknownRoute = (id: string): PushResult => ({ id, outcome: 'refused', status: 404, code: 'not_found', message: 'La ruta solicitada no existe.' })

/** The whole batch without savepoints; throws Abandoned when it must go the slow way. */
async function applyWhole(tx: Transaction, batch: Batch, mutations: PushMutation[]): Promise<PushResult[]> {
  const records = mutations.map((mutation) => recordOf(batch, mutation))
  const keys = records.map((record) => record.key!)
  if (new Set(keys).size !== keys.length) throw new Abandoned('a key repeats inside the batch')
  const stored = await storedKeys(tx, keys)
  // Creates only add rows nobody else in the batch reads: theirs wait, and are written together
  // before any other kind of change (which may read them) and before the keys.
  const deferred = noDeferredInserts()
  const applied: { record: MutationRecord; result: EffectResult }[] = []
  const answers: PushResult[] = []
  for (const [index, mutation] of mutations.entries()) {
    const record = records[index]!
    const effect = effectOf(batch, mutation, deferred)
    if (!effect) {
      answers.push(unknownRoute(record.key!))
      continue
    }
    try {
      if (!effect.creates) await writeDeferred(tx, deferred)
      const previous = stored.get(record.key!)
      if (previous) {
        const replay = replayOf(previous, record)
        answers.push({ id: record.key!, outcome: 'replayed', status: replay.status, body: replay.body })
        continue
      }
      const result = await effect.run(tx)
      applied.push({ record, result })
      answers.push({ id: record.key!, outcome: 'applied', status: result.status, body: null })
    } catch (error) {
      throw new Abandoned('a mutation failed', { cause: error })
    }
  }
  await writeDeferred(tx, deferred).catch((error: unknown) => {
    throw new Abandoned(error instanceof DeferredCreateConflict ? 'a created session id is taken' : 'writing the batch failed', { cause: error })
  })
  const responses = await recordApplied(tx, applied, batch.now)
  if (!responses) throw new Abandoned('a key was claimed by a concurrent request')
  // The answer given now is the stored one read back, so a replay is identical to it byte for byte.
  for (const answer of answers) if (answer.outcome === 'applied') answer.body = responses.get(answer.id) ?? null
  return answers
}

/** Each mutation in its own savepoint, claiming its key first. */
async function applyIsolated(tx: Transaction, batch: Batch, mutations: PushMutation[]): Promise<PushResult[]> {
  const answers: PushResult[] = []
  for (const mutation of mutations) {
    const record = recordOf(batch, mutation)
    const effect = effectOf(batch, mutation)
    if (!effect) {
      answers.push(unknownRoute(record.key!))
      continue
    }
    try {
      const answer = await tx.transaction((savepoint) => applyOnce(savepoint, record, batch.now, effect.run))
      answers.push({ id: record.key!, outcome: answer.replayed ? 'replayed' : 'applied', status: answer.status, body: answer.body })
    } catch (error) {
      answers.push(failed(record.key!, error))
    }
  }
  return answers
}

function failed(id: string, error: unknown): PushResult {
  if (!(error instanceof HttpError)) {
    // A bug or a database failure on this mutation: its savepoint is gone, the others stand.
    console.error('[sync] mutation failed in a batch', id, error)
    return {
      id,
      outcome: 'retry',
      status: 500,
      code: 'internal_error',
      message: 'Ocurrió un error inesperado en el servidor.',
    }
  }
  if (error.status === 409 && error.details && 'current' in error.details) {
    return {
      id,
      outcome: 'conflict',
      status: 409,
      code: error.code,
      message: error.message,
      current: error.details.current as ServiceSession | ReferralAppointment | null,
    }
  }
  const base = {
    id,
    outcome: 'refused' as const,
    status: error.status,
    code: error.code,
    message: error.message,
  }
  return error.errors ? { ...base, errors: error.errors } : base
}
