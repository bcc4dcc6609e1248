/**
 * `npm run bench:referrals`: the office's referral list with 20,000 referrals, through the whole
 * API (auth, module and permission check, validation, JSON) against a bare handler running the
 * same SQL (pageReferrals) in the same run, on PGlite and — when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server — on PostgreSQL. Then, on the same database, the
 * compensatory monitor over a school year of sessions (test/bench/compensatory-monitor.ts;
 * BENCH_MONITOR=0 skips it). Prints a table; never fails on a figure.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { count, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { PERMISSIONS } from '../../src/domain/permissions/permissions'
import { ReferralSearch } from '../../src/domain/referrals/schemas'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { referrals } from '../../server/db/schema'
import type { OfficeViewer } from '../../server/permissions/viewer'
import { pageReferrals } from '../../server/referrals/read'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { databaseUrl, scratchName, withClient } from '../../server/test-support/template'
import { measureMonitor } from './compensatory-monitor'

const TARGET_REFERRALS = 20_000
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!

async function samples(run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 10; warm++) await run()
  const times: number[] = []
  for (let index = 0; index < REQUESTS; index++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times
}

/**
 * The demo seed, then referrals spread over its students, services, statuses and (a third of
 * them) providers, in one INSERT … SELECT, up to TARGET_REFERRALS.
 */
async function fill(handle: DatabaseHandle) {
  await seedIfEmpty(handle.db, new Date())
  const [existing] = await handle.db.select({ value: count() }).from(referrals)
  const missing = TARGET_REFERRALS - (existing?.value ?? 0)
  await handle.db.execute(sql`
    with pool as (select s.id, s.customer_id, s.location_id, row_number() over (order by s.id) as rn
        from students s where s.customer_id is not null and s.location_id is not null),
      therapies as (select id, row_number() over (order by id) as rn from services where type_id = 1),
      statuses as (select id, row_number() over (order by id) as rn from referral_statuses),
      assignable as (select ps.id, ps.provider_id, row_number() over (order by ps.id) as rn from provider_specialties ps),
      year as (select id, start_date from academic_years where start_date <= current_date order by start_date desc limit 1)
    insert into referrals (number, student_id, service_id, customer_id, location_id, provider_id, provider_specialty_id, academic_year_id, status_id, start_date, weekly_frequency, session_minutes)
    select '2099-' || lpad((g % 100)::text, 2, '0') || '-' || lpad(g::text, 6, '0'), p.id,
      (select id from therapies where rn = 1 + g % (select count(*) from therapies)), p.customer_id, p.location_id,
      case when g % 3 = 0 then a.provider_id end, case when g % 3 = 0 then a.id end,
      (select id from year), (select id from statuses where rn = 1 + g % (select count(*) from statuses)),
      (select start_date from year) + (g % 120), 1 + g % 3, 30
    from generate_series(1, ${missing}) as g
    join pool p on p.rn = 1 + g % (select count(*) from pool)
    join assignable a on a.rn = 1 + g % (select count(*) from assignable)`)
  await handle.db.execute(sql`analyze`)
}

async function measure(engine: string, handle: DatabaseHandle) {
  const started = performance.now()
  await fill(handle)
  const [total] = await handle.db.select({ value: count() }).from(referrals)
  console.log(`${engine}: ${total!.value} referrals ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-referrals-'))
  const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => new Date() })
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }),
  })
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
  // The bare handler: the same query function, with no auth, module or permission check, nor validation.
  const admin: OfficeViewer = { userId: 1, providerId: null, supervised: [], permissions: { permissions: [...PERMISSIONS], customer_permissions: [] } }
  const bare = new Hono().get('/referrals', async (c) => c.json(await pageReferrals(handle.db, admin, v.parse(ReferralSearch, c.req.query()))))

  const found = await handle.db.execute(sql`select r.number, r.status_id, r.service_id, r.provider_id, c.region from referrals r
    join customers c on c.id = r.customer_id where r.provider_id is not null order by r.id desc limit 1`)
  const sample = (found as unknown as { rows: Array<{ number: string; status_id: number; service_id: number; provider_id: number; region: string }> }).rows[0]!
  const cases: Record<string, string> = {
    'page 40, newest first': 'page=40&page_size=50',
    'by student name': 'page_size=50&sort=student',
    'status + service + region': `status_id=${sample.status_id}&service_id=${sample.service_id}&region=${encodeURIComponent(sample.region)}`,
    'one provider': `provider_id=${sample.provider_id}`,
    'number prefix': `q=${sample.number!.slice(0, 9)}`,
  }
  const rows: Array<Record<string, string>> = []
  for (const [name, query] of Object.entries(cases)) {
    const full = await samples(async () => {
      const response = await app.request(`/api/referrals?${query}`, { headers })
      if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`)
      await response.text()
    })
    const baseline = await samples(async () => (await bare.request(`/referrals?${query}`)).text())
    rows.push({ engine, measure: `GET /referrals ${name}, p95`, value: `${p95(full).toFixed(1)} ms`, baseline: `bare ${p95(baseline).toFixed(1)} ms`, ratio: (p95(full) / p95(baseline)).toFixed(2) })
  }
  rmSync(folder, { recursive: true, force: true })
  if (process.env.BENCH_MONITOR !== '0') rows.push(...(await measureMonitor(engine, handle)))
  return rows
}

const results: Array<Record<string, string>> = []
// BENCH_ENGINES=pglite or =postgres measures one of the two (both by default).
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
if (engines.includes('pglite')) {
  const pglite = await openDatabase({ dataDir: null })
  try {
    results.push(...(await measure('PGlite', pglite)))
  } finally {
    await pglite.close()
  }
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (adminUrl && engines.includes('postgres')) {
  const name = scratchName('bench')
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  const postgres = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: null })
  try {
    results.push(...(await measure('PostgreSQL', postgres)))
  } finally {
    await postgres.close()
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://…')
}
console.table(results)
