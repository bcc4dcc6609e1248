import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { companyToday } from '../../src/domain/rules/company-time'
import { PushRequest, type PushMutation, type PushResult } from '../../src/domain/sync/push'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { AppDeps, AppEnv } from '../app-env'
import type { Transaction } from '../db/client'
import { recordContact } from '../devices/contact'
import { HttpError } from '../http/errors'
import { jsonBody } from '../http/validate'
import { loadViewer, type Viewer } from '../service-sessions/access'
import { findMutation } from '../service-sessions/mutations'
import type { LookupMemo } from '../service-sessions/references'
import { applyOnce, requestHash } from './idempotency'

/** The prefix the single endpoints are mounted under: a mutation's request hash includes it. */
const API_PREFIX = '/api'

/** A mutation failed in a batch applied without savepoints: the whole attempt is rolled back. */
class Abandoned extends Error {}

interface Batch {
  memo?: LookupMemo
  userId: number
  deviceId: string
  viewer: Viewer
  now: Date
  today: string
}

/**
 * `POST /sync/push`: one device's ordered batch of mutations in one database transaction, each
 * mutation in a savepoint of its own. A refused mutation rolls back only its savepoint, so it
 * never blocks or undoes the others; each is recorded with the same idempotency key the single
 * endpoint would use, so a mutation sent once in a batch and once alone still applies once.
 * One transaction instead of one per mutation, and reference lookups read once per batch, are
 * what make a batch fast.
 */
export function pushRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/push', async (c) => {
    const request = await jsonBody(c, PushRequest)
    const user = c.var.auth.user
    const now = deps.now()
    const batch: Batch = {
      userId: user.id,
      deviceId: request.device_id,
      viewer: await loadViewer(deps.db, user),
      now,
      today: companyToday(now),
    }
    const apply = (isolated: boolean) =>
      deps.db.transaction(async (tx) => {
        const memo: LookupMemo = new Map()
        const answers: PushResult[] = []
        for (const mutation of request.mutations) answers.push(await pushOne(tx, { ...batch, memo }, mutation, isolated))
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
    // Most batches apply whole: try without a savepoint per mutation (two statements each saved);
    // at the first refusal roll it all back and apply again, each mutation in its own savepoint.
    const results = await apply(false).catch((error: unknown) => {
      if (error instanceof Abandoned) return apply(true)
      throw error
    })
    return c.json({ results })
  })
}

async function pushOne(tx: Transaction, batch: Batch, mutation: PushMutation, isolated: boolean): Promise<PushResult> {
  const id = mutation.id.toLowerCase()
  const write = findMutation(mutation.method, mutation.path)
  if (!write)
    return {
      id,
      outcome: 'refused',
      status: 404,
      code: 'not_found',
      message: 'La ruta solicitada no existe.',
    }
  const record = {
    key: id,
    deviceId: batch.deviceId,
    sequence: mutation.sequence,
    userId: batch.userId,
    hash: requestHash(mutation.method, `${API_PREFIX}${mutation.path}`, mutation.body),
  }
  const effect = (inner: Transaction) =>
    write.run({
      ctx: {
        tx: inner,
        viewer: batch.viewer,
        now: batch.now,
        newId: randomUUID,
        memo: batch.memo,
      },
      body: mutation.body,
      id: write.id,
      today: batch.today,
    })
  try {
    const answer = isolated
      ? await tx.transaction((savepoint) => applyOnce(savepoint, record, batch.now, effect))
      : await applyOnce(tx, record, batch.now, effect)
    return {
      id,
      outcome: answer.replayed ? 'replayed' : 'applied',
      status: answer.status,
      body: answer.body,
    }
  } catch (error) {
    if (!isolated) throw new Abandoned('a mutation failed', { cause: error })
    return failed(id, error)
  }
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
      current: error.details.current as ServiceSession | null,
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
