/**
 * The benchmark harness page: the app's own Dexie database, write commands and sync engine,
 * exposed on `window.bench` for test/bench/sync.ts to drive in Chromium against the real server.
 * Nothing here is part of the app's build.
 */
import { db } from '../../../src/db/database'
import { saveSignIn } from '../../../src/db/session'
import type { SessionFields } from '../../../src/domain/service-sessions/schemas'
import type { ActiveStudent, DurationItem, SessionOutcomeItem, VisitOutcomeItem } from '../../../src/domain/service-sessions/types'
import type { NamedItem } from '../../../src/domain/named'
import type { CurrentUser, TokenPair } from '../../../src/domain/schemas/auth'
import { companyToday } from '../../../src/domain/rules/company-time'
import { recordSession } from '../../../src/features/service-sessions/commands'
import { saveActiveStudents } from '../../../src/sync/active-students'
import { runSync, SYNC_LOCK } from '../../../src/sync/engine'
import { startSyncTriggers } from '../../../src/sync/triggers'

let user: CurrentUser
let fields: SessionFields

async function json<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function token(): Promise<string> {
  return (await db.session.get('current'))!.accessToken
}

/** Signs in as the demo provider and picks a valid session (a real student, outcome, duration). */
async function signIn(email: string, password: string): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()))
  const pair = await json<TokenPair>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })
  user = await json<CurrentUser>('/users/user', {}, pair.accessToken)
  await saveSignIn(pair, user)
  const [student] = await json<ActiveStudent[]>(`/referrals/active-students?provider_id=${user.provider_id}`, {}, pair.accessToken)
  const [type] = await json<NamedItem[]>('/service-sessions/types', {}, pair.accessToken)
  const outcome = (await json<SessionOutcomeItem[]>('/service-sessions/outcomes', {}, pair.accessToken)).find((item) => item.delivered)!
  const [visitOutcome] = await json<VisitOutcomeItem[]>(`/service-sessions/visit-outcomes?session_outcome_id=${outcome.id}`, {}, pair.accessToken)
  const [duration] = await json<DurationItem[]>('/services/durations', {}, pair.accessToken)
  fields = {
    // Yesterday: a session later today than now is refused, and the bench runs at any hour.
    date: companyToday(new Date(Date.now() - 24 * 60 * 60 * 1000)),
    time: '09:00',
    duration_id: duration!.id,
    location_id: student!.location_id,
    session_type_id: type!.id,
    session_outcome_id: outcome.id,
    service_id: student!.service_id,
    visits: [{ student_id: student!.student_id, referral_id: student!.referral_id, visit_outcome_id: visitOutcome!.id }],
    notes: 'benchmark',
  }
}

/**
 * Saves `count` sessions through the app's command (row + outbox entry per transaction). With
 * `holdSync`, under the sync lock, so the syncs each write asks for cannot send any of them yet:
 * the queue is whole when the drain starts.
 */
async function queue(count: number, holdSync = false): Promise<number> {
  const started = performance.now()
  const save = async () => {
    for (let index = 0; index < count; index++) await recordSession({ ...fields, notes: `benchmark ${index}` }, user)
  }
  if (holdSync) await navigator.locks.request(SYNC_LOCK, save)
  else await save()
  return performance.now() - started
}

/**
 * Drains the outbox with the sync engine. Answers the milliseconds until the outbox is empty
 * (every change acknowledged and its entry removed: the goal) and until the engine's run ended
 * (it then also reports the emptied queue and refreshes the device's copy of the provider's
 * recent sessions from the server). A run the writes already asked for may hold the lock: then
 * wait for it (queueing behind the lock) and go on.
 */
async function drain(): Promise<{ emptyMs: number; runMs: number }> {
  const started = performance.now()
  let emptyMs = Number.NaN
  let running = true
  const watch = (async () => {
    while (running && (await db.outbox.count()) > 0) await new Promise((resolve) => setTimeout(resolve, 10))
    emptyMs = performance.now() - started
  })()
  while ((await db.outbox.count()) > 0) {
    const outcome = await runSync({ reason: 'bench', ignoreBackoff: true })
    if (outcome === 'busy') await navigator.locks.request(SYNC_LOCK, async () => undefined)
    else if (outcome !== 'drained') throw new Error(`sync stopped: ${outcome}`)
  }
  const runMs = performance.now() - started
  running = false
  await watch
  return { emptyMs: Math.min(emptyMs, runMs), runMs }
}

/** The same requests the engine sends, one after another with fetch: the baseline. */
async function direct(count: number): Promise<number> {
  const accessToken = await token()
  const started = performance.now()
  for (let index = 0; index < count; index++) {
    const id = crypto.randomUUID()
    const response = await fetch('/api/service-sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ id, ...fields, notes: `direct ${index}` }),
    })
    if (!response.ok) throw new Error(`direct ${index}: ${response.status}`)
    await response.json()
  }
  return performance.now() - started
}

function fakeStudents(count: number): ActiveStudent[] {
  return Array.from({ length: count }, (_, index) => ({
    referral_id: index + 1,
    student_id: index + 1,
    student_name: `Estudiante ${index}`,
    first_name: 'Estudiante',
    last_name: String(index),
    service_id: 1,
    service_name: 'Terapia del habla y lenguaje',
    service_type_id: 1,
    location_id: (index % 20) + 1,
    location_name: `Escuela ${index % 20}`,
    provider_id: 1,
    provider_name: 'Marisol Rivera Torres',
    customer_id: 1,
    referral_number: `2026-01-${String(index).padStart(6, '0')}`,
    sie_number: String(40_000_000 + index),
    grade_name: 'Tercer grado',
    weekly_frequency: 2,
    session_minutes: 30,
    region: 'Bayamón',
  }))
}

/** 10,000 active students through the app's save, and the same rows with a raw bulkPut. */
async function loadStudents(count: number): Promise<{ appMs: number; rawMs: number }> {
  const students = fakeStudents(count)
  await db.activeStudents.clear()
  let started = performance.now()
  await saveActiveStudents('provider:bench', students, Date.now())
  const appMs = performance.now() - started
  await db.activeStudents.clear()
  started = performance.now()
  await db.transaction('rw', db.activeStudents, () => db.activeStudents.bulkPut(students.map((student) => ({ ...student, owner: 'provider:raw' }))))
  const rawMs = performance.now() - started
  return { appMs, rawMs }
}

Object.assign(window, {
  bench: { signIn, queue, drain, direct, loadStudents, outboxCount: () => db.outbox.count(), startTriggers: () => startSyncTriggers() },
})
document.title = 'ready'
