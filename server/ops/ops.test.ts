import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponse } from '../http/errors'
import { jobsFor } from '../jobs/runner'
import { activeReferralsOf, lookups, providerIdOf, sessionBody } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'
import { lifecycleOf } from './lifecycle'
import { captureLog } from './log'
import { opsRoutes } from './routes'

const METRICS_TOKEN = 'metrics-secret-for-tests'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } })
})
afterAll(() => t?.close())

/** Polls a job until it leaves the queue (pg-boss polls every second; no clock is read here). */
async function settled(queue: string, id: string) {
  for (;;) {
    const state = await jobsFor(t.db).state(queue, id)
    if (state && (state.state === 'completed' || state.state === 'failed')) return state
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('GET /api/health and /api/ready', () => {
  it('health answers while the process runs, whatever its phase', async () => {
    lifecycleOf(t.db).phase = 'draining'
    try {
      const health = await t.request('/api/health')
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
    } finally {
      lifecycleOf(t.db).phase = 'serving'
    }
  })

  it('ready is 503 until the job runner has started, while starting and while draining; 200 otherwise', async () => {
    if (!jobsFor(t.db).started) {
      const before = await t.request('/api/ready')
      expect(before.status).toBe(503)
      expect(await before.json()).toMatchObject({ status: 'unavailable', checks: { database: true, migrations: true, jobs: false } })
    }
    await jobsFor(t.db).start()
    const ready = await t.request('/api/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, jobs: true } })
    for (const phase of ['starting', 'draining'] as const) {
      lifecycleOf(t.db).phase = phase
      const answer = await t.request('/api/ready')
      lifecycleOf(t.db).phase = 'serving'
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({ status: phase })
    }
  })
})

describe('request log', () => {
  it('writes one JSON line per request: its id (taken from X-Request-Id and echoed), method, route template, status, duration and user, nothing personal', async () => {
    const { accessToken } = await t.login('oficina@example.com')
    const capture = captureLog()
    let given: Response, made: Response, refused: Response
    try {
      given = await t.authed('/api/users/user', accessToken, { headers: { 'X-Request-Id': 'probe-42' } })
      made = await t.request('/api/public/timestamp')
      refused = await t.request('/api/auth/login', postJson({ email: 'oficina@example.com', password: 'wrong password' }))
    } finally {
      capture.stop()
    }
    expect(given.headers.get('X-Request-Id')).toBe('probe-42')
    const madeId = made.headers.get('X-Request-Id')
    expect(madeId).toMatch(/^[\w-]{8,}$/)
    const requests = capture.lines.filter((line) => line.msg === 'request')
    expect(requests).toHaveLength(3)
    const me = requests[0]!
    expect(me).toMatchObject({ level: 'info', request_id: 'probe-42', method: 'GET', route: '/api/users/user', status: 200 })
    expect(me.user_id).toEqual(expect.any(Number))
    expect(typeof me.duration_ms).toBe('number')
    expect(new Date(me.time as string).toISOString()).toBe(me.time)
    expect(requests[1]).toMatchObject({ request_id: madeId, route: '/api/public/timestamp', status: 200, user_id: null })
    expect(requests[2]).toMatchObject({ method: 'POST', route: '/api/auth/login', status: refused.status })
    // No body, e-mail, password or token in any line.
    const text = JSON.stringify(capture.lines)
    for (const secret of ['oficina@example.com', 'wrong password', accessToken]) expect(text).not.toContain(secret)
  })

  it('names the route template, not the path with its ids', async () => {
    const { accessToken } = await t.login('oficina@example.com')
    const capture = captureLog()
    try {
      await t.authed('/api/students/987654', accessToken)
    } finally {
      capture.stop()
    }
    const line = capture.lines.find((entry) => entry.msg === 'request')!
    expect(line.route).toBe('/api/students/:id')
    expect(JSON.stringify(line)).not.toContain('987654')
  })

  it('logs a job run with its job id and queue', async () => {
    const runner = jobsFor(t.db)
    runner.register<{ secret: string }, string>('ops-log-test', async () => 'done')
    await runner.start()
    const capture = captureLog()
    let id: string | null
    try {
      id = await runner.enqueue('ops-log-test', { secret: 'never-logged' })
      await settled('ops-log-test', id!)
    } finally {
      capture.stop()
    }
    expect(capture.lines.find((line) => line.msg === 'job')).toMatchObject({ job_id: id, queue: 'ops-log-test', outcome: 'completed', attempt: 0 })
    expect(JSON.stringify(capture.lines)).not.toContain('never-logged')
  })
})

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const bare = opsRoutes({ db: t.db, now: () => new Date(0), config: { ...t.config, metricsToken: undefined } }).onError(errorResponse)
    const answer = await bare.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(answer.status).toBe(404)
  })

  it('asks for the token', async () => {
    expect((await t.request('/api/metrics')).status).toBe(401)
    expect((await t.request('/api/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401)
  })

  it('answers Prometheus text: request durations by route and status, jobs by queue and state, pushed mutations and conflicts, the pool, the process', async () => {
    await t.request('/api/health')
    const providerToken = (await t.login('terapeuta@example.com')).accessToken
    const referral = (await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com')))[0]!
    const body = sessionBody(await lookups(t), [referral], { date: '2026-03-03' })
    const mutation = { id: crypto.randomUUID(), sequence: 1, method: 'POST', path: '/service-sessions', body }
    const stale = { id: crypto.randomUUID(), sequence: 2, method: 'PUT', path: `/service-sessions/${body.id}`, body: { ...body, notes: 'x', hash: 'not-the-current-hash' } }
    const pushed = await t.authed('/api/sync/push', providerToken, postJson({ device_id: 'metrics-tablet', mutations: [mutation, stale] }))
    const outcomes = ((await pushed.json()) as { results: { outcome: string }[] }).results.map((result) => result.outcome)

    const answer = await t.request('/api/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/)
    const text = await answer.text()
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+/)
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/sync\/push",status="200"\} 1/)
    for (const outcome of new Set(outcomes)) {
      expect(text).toContain(`bitacora_sync_pushed_mutations_total{outcome="${outcome}"} ${outcomes.filter((o) => o === outcome).length}`)
    }
    expect(outcomes).toContain('conflict')
    expect(text).toMatch(/bitacora_jobs\{queue="ops-log-test",state="(queued|running|failed)"\}|# TYPE bitacora_jobs gauge/)
    expect(text).toMatch(/bitacora_job_runs_total\{queue="ops-log-test",outcome="completed"\} 1/)
    expect(text).toMatch(/bitacora_db_pool_connections\{state="total"\} \d+/)
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })
})
