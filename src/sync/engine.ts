import { MAX_PUSH_BATCH } from '../domain/sync/push'
import { db } from '../db/database'
import { refreshSyncState } from '../db/outbox'
import type { OutboxEntry } from '../db/outbox-types'
import { readSession } from '../db/session'
import { syncActivity } from './activity'
import { ackRecords, recordKindOf } from './ack-records'
import { commitAcks, hashOf, Rebases, type Ack } from './apply-acks'
import { backoffDelay } from './backoff'
import { deviceId } from './device'
import { SYNC_LOCK } from './lock-names'
import { pullRecentSessions } from './pull-sessions'
import { sendBatch } from './send-batch'
import { RunToken, sendMutation, type SendResult } from './send-mutation'
import { writeEngineStatus, type SyncProblem } from './status'

export { SYNC_LOCK } from './lock-names'

/**
 * The sync engine: sends the outbox to the server, oldest first, and records what happened.
 * The same code runs in the page and in the service worker; a Web Lock lets only one of them
 * send at a time, so an entry is never in flight twice.
 *
 * Guarantees, in order of importance:
 * - an entry leaves the outbox only after the server acknowledged it (2xx);
 * - a failure of one kind never loses an entry: network errors and 5xx wait and retry, a
 *   refused token pauses the queue until the same person signs in, a permanent refusal (4xx)
 *   or a conflict (409) is set aside for the person while the rest keeps going;
 * - changes of one record reach the server in the order they were made (a later change waits
 *   while an earlier one of the same record waits or is set aside).
 */
/**
 * `drained`: everything sendable was sent. `waiting`: some changes wait out a backoff (the last
 * problem still stands). `offline`, `server`, `sign-in`: stopped for that reason. `busy`:
 * another tab or the worker is sending. `no-session`: nobody is signed in.
 */
export type SyncOutcome = 'drained' | 'waiting' | 'busy' | 'offline' | 'server' | 'sign-in' | 'no-session'

export interface SyncOptions {
  /** Why the sync runs (start, online, write, timer, button, background-sync…), for logs. */
  reason: string
  /** Try entries that are waiting out a backoff (a reconnect, or the person pressed the button). */
  ignoreBackoff?: boolean
  now?: () => number
}

/** Outbox entries read at a time: one batch's worth. */
const PAGE_SIZE = MAX_PUSH_BATCH
/** Consecutive 5xx answers after which the server is taken to be down for this run. */
const SERVER_FAILURES_TO_STOP = 3

async function withLockIfAvailable<T>(name: string, task: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task() : null)) as Promise<T | null>
  }
  if (localRun) return null
  localRun = true
  try {
    return await task()
  } finally {
    localRun = false
  }
}
let localRun = false

export async function runSync(options: SyncOptions): Promise<SyncOutcome> {
  const outcome = await withLockIfAvailable(SYNC_LOCK, async () => {
    syncActivity.set(true)
    try {
      return await drainOutbox(options)
    } finally {
      syncActivity.set(false)
    }
  })
  return outcome ?? 'busy'
}

async function drainOutbox(options: SyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? Date.now
  const session = await readSession()
  if (!session) return 'no-session'
  await writeEngineStatus({ lastAttemptAt: new Date(now()).toISOString() })
  if (session.status !== 'active') return finish('sign-in')
  const userId = session.user.id
  const device = await deviceId()
  const rebases = new Rebases()
  const token = new RunToken()
  const acks: Ack[] = []
  // Records whose next change cannot go now: everything after it for that record waits too.
  const held = new Set<string>()
  let serverFailures = 0
  let waitingOutBackoff = false
  let cursor = 0
  let sentAny = false

  // Acknowledgements are written in the background while the next changes are sent; every
  // other write to the outbox (and the end of the run) waits for them first.
  let committing: Promise<void> = Promise.resolve()
  const flushInBackground = () => {
    const batch = acks.splice(0)
    const asOfThese = rebases.snapshot()
    committing = committing.then(() => commitAcks(batch, asOfThese))
    // A failed write surfaces at the next flush; if the run ends first (the tab dies mid-send)
    // there is nobody left to tell, and the entries are simply sent again next time.
    committing.catch(() => undefined)
  }
  const flush = async () => {
    flushInBackground()
    await committing
  }

  // Entries ready to go together: at most one change per record, since a later change of a
  // record is based on the version the server answers to the earlier one.
  // Each as stored (what acknowledgements and rebases key on) and as sent (its current base).
  const batch: { stored: OutboxEntry; sent: OutboxEntry }[] = []
  const sendBatchNow = async (): Promise<Exclude<SyncOutcome, 'busy' | 'no-session'> | null> => {
    const sending = batch.splice(0)
    sentAny = true
    // The previous batch's acknowledgements are written while this one is on its way: started
    // any earlier, their write would hold up the reads that prepare this batch.
    const results = await deliver(
      sending.map((item) => item.sent),
      device,
      token,
      flushInBackground,
    )
    for (const [index, result] of results.entries()) {
      const stop = await settle(sending[index]!.stored, result)
      if (stop) return stop
    }
    return null
  }

  /** One entry's result; answers an outcome when the run must stop. */
  async function settle(stored: OutboxEntry, result: SendResult): Promise<Exclude<SyncOutcome, 'busy' | 'no-session'> | null> {
    if (result.kind === 'applied') {
      serverFailures = 0
      rebases.record(stored, hashOf(stored, result.body))
      acks.push({ entry: stored, body: result.body })
      return null
    }
    await flush()
    if (result.kind === 'sign-in') return 'sign-in'
    if (result.kind === 'retry') {
      await deferEntry(stored, now)
      held.add(stored.entityId)
      if (result.reason === 'offline') return 'offline'
      return ++serverFailures >= SERVER_FAILURES_TO_STOP ? 'server' : null
    }
    await setAside(stored, result)
    held.add(stored.entityId)
    return null
  }

  for (;;) {
    const page = await db.outbox.where('seq').above(cursor).limit(PAGE_SIZE).toArray()
    if (page.length === 0) break
    for (const stored of page) {
      cursor = stored.seq!
      if (batch.some((queued) => queued.stored.entityId === stored.entityId)) {
        const stop = await sendBatchNow()
        if (stop) return finish(stop)
      }
      // Another person's changes (a shared tablet) wait until that person signs in again.
      if (stored.userId !== userId || held.has(stored.entityId)) continue
      // A change that builds on another record's unsent one (an objective of a new goal) waits with it.
      if (stored.dependsOn?.some((entityId) => held.has(entityId))) {
        held.add(stored.entityId)
        continue
      }
      if (stored.state !== 'pending') {
        held.add(stored.entityId)
        continue
      }
      if (!options.ignoreBackoff && stored.nextAttemptAt > now()) {
        waitingOutBackoff = true
        held.add(stored.entityId)
        continue
      }
      batch.push({
        stored,
        sent: { ...stored, baseHash: rebases.baseFor(stored) },
      })
      if (batch.length >= MAX_PUSH_BATCH) {
        const stop = await sendBatchNow()
        if (stop) return finish(stop)
      }
    }
  }
  if (batch.length > 0) {
    const stop = await sendBatchNow()
    if (stop) return finish(stop)
  }
  await flush()
  // A run that sent changes ends with a contact that carries no changes, only the report, so the
  // office sees the queue as it is now (emptied), not as it was before the last batch.
  if (sentAny && pushOffered) await sendBatch([], device, token).catch(() => undefined)
  if (serverFailures > 0) return finish('server')
  if (waitingOutBackoff) return finish('waiting')
  if (session.user.provider_id !== null) {
    await pullRecentSessions(session.user.provider_id).catch(() => undefined)
  }
  return finish('drained')

  async function finish(outcome: Exclude<SyncOutcome, 'busy' | 'no-session'>): Promise<SyncOutcome> {
    // A run that only found changes waiting out a backoff changes nothing on screen: the
    // problem that made them wait still stands.
    if (outcome === 'waiting') return outcome
    const problem: SyncProblem = outcome === 'drained' ? null : outcome
    await writeEngineStatus(outcome === 'drained' ? { problem, lastSuccessAt: new Date(now()).toISOString() } : { problem })
    return outcome
  }
}

/** Whether the server offers the batched push; learnt from its answer, kept until reload. */
let pushOffered = true

/**
 * Sends the entries in one batch when the server offers it, otherwise one by one (stopping at
 * the first that cannot go). Answers the results of the entries it tried, in order. `onSending`
 * runs once the request is ready to leave.
 */
async function deliver(entries: OutboxEntry[], device: string, token: RunToken, onSending: () => void): Promise<SendResult[]> {
  if (pushOffered) {
    const delivery = await sendBatch(entries, device, token, onSending)
    if (delivery.kind === 'results') return delivery.results
    pushOffered = false
  }
  onSending()
  const results: SendResult[] = []
  for (const entry of entries) {
    const result = await sendMutation(entry, device, token)
    results.push(result)
    if (result.kind === 'sign-in' || (result.kind === 'retry' && result.reason === 'offline')) break
  }
  return results
}

async function deferEntry(entry: OutboxEntry, now: () => number): Promise<void> {
  const attempts = entry.attempts + 1
  await db.outbox.update(entry.seq!, {
    attempts,
    nextAttemptAt: now() + backoffDelay(attempts),
  })
}

async function setAside(entry: OutboxEntry, result: Exclude<SendResult, { kind: 'applied' | 'retry' | 'sign-in' }>) {
  await db.transaction('rw', db.outbox, db.serviceSessions, async () => {
    if (result.kind === 'conflict') {
      // The 409's `current` is whatever record the change was about, kept where its kind is read.
      const current = ackRecords[recordKindOf(entry)].conflictFields(result.current)
      await db.outbox.update(entry.seq!, {
        state: 'conflict',
        ...current,
        attempts: entry.attempts + 1,
      })
    } else {
      const { status, code, message, errors } = result
      await db.outbox.update(entry.seq!, {
        state: 'failed',
        lastError: { status, code, message, errors },
        attempts: entry.attempts + 1,
      })
    }
    await refreshSyncState(entry.entityId)
  })
}
