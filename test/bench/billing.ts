/**
 * `npm run bench:billing`: the billing period summary and the data-entry levels with a school
 * year of visits for 200 providers (about 400,000 visits), through the whole API (auth, module
 * and permission check, scope, counting rule, JSON) against the bare SQL that reads the same facts
 * in the same run, on PGlite and PostgreSQL (engines.ts: BENCH_ENGINES, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). Prints a table; never fails on a figure. BENCH_REQUESTS (default
 * 20) requests per call after 3 warm-ups.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { DatabaseHandle } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { forEachEngine, type Engine } from './engines'

const PROVIDERS = 200
const REFERRALS_PER_PROVIDER = 10
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20)

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 3; warm++) await run()
  const times: number[] = []
  for (let index = 0; index < REQUESTS; index++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times
}

/**
 * 200 providers (copies of a demo one, each with one specialty), ten active referrals each over
 * the demo students, and one session with one visit per referral on the first four weekdays of
 * every week of the academic year.
 */
async function fill(handle: DatabaseHandle, year: { id: number; start_date: string; end_date: string }) {
  const db = handle.db
  await db.execute(sql`
    insert into providers (first_name, last_name, email, provider_status_id)
    select 'Bench', 'Proveedor ' || g, 'bench' || g || '@example.com', (select provider_status_id from providers order by id limit 1)
    from generate_series(1, ${PROVIDERS}) g`)
  await db.execute(sql`
    insert into provider_specialties (provider_id, specialty_id, license_type_id, license_number, license_expiration)
    select p.id, ps.specialty_id, ps.license_type_id, 'B-' || p.id, ps.license_expiration
    from providers p, (select * from provider_specialties order by id limit 1) ps where p.email like 'bench%'`)
  await db.execute(sql`
    with bench as (select ps.id as ps_id, ps.provider_id, row_number() over (order by ps.id) as rn from provider_specialties ps
        join providers p on p.id = ps.provider_id where p.email like 'bench%'),
      pool as (select s.id, s.customer_id, s.location_id, row_number() over (order by s.id) as rn, count(*) over () as n
        from students s where s.customer_id is not null and s.location_id is not null),
      slot as (select b.*, k from bench b, generate_series(0, ${REFERRALS_PER_PROVIDER - 1}) k)
    insert into referrals (number, student_id, service_id, customer_id, location_id, provider_id, provider_specialty_id, academic_year_id, status_id, start_date, weekly_frequency, session_minutes)
    select '2098-' || lpad(k::text, 2, '0') || '-' || lpad(sl.ps_id::text, 6, '0'), p.id,
      (select id from services where type_id = 1 order by id limit 1), p.customer_id, p.location_id, sl.provider_id, sl.ps_id, ${year.id},
      (select id from referral_statuses where name = 'Activo'), ${year.start_date}::date, 4, 30
    from slot sl join pool p on p.rn = 1 + ((sl.rn * ${REFERRALS_PER_PROVIDER} + sl.k) % p.n)`)
  await db.execute(sql`
    with chosen as (select r.* from referrals r where r.number like '2098-%'),
      days as (select d::date as day from generate_series(${year.start_date}::date, ${year.end_date}::date, interval '1 day') as d where extract(isodow from d) <= 4),
      office as (select id from users where email = 'oficina@example.com')
    insert into service_sessions (id, provider_id, provider_specialty_id, service_id, location_id, date, time, duration_id, session_type_id, session_outcome_id, notes, hash, created_by, updated_by)
    select gen_random_uuid(), c.provider_id, c.provider_specialty_id, c.service_id, c.location_id, d.day, '08:00',
      (select id from service_durations where minutes = 30 limit 1), (select id from session_types order by id limit 1),
      (select id from session_outcomes where delivered order by id limit 1), 'bench:' || c.id, md5(random()::text), (select id from office), (select id from office)
    from chosen c cross join days d`)
  await db.execute(sql`
    insert into visits (session_id, student_id, referral_id, visit_outcome_id)
    select s.id, r.student_id, r.id, (select vo.id from visit_outcomes vo where vo.session_outcome_id = s.session_outcome_id order by vo.id limit 1)
    from service_sessions s join referrals r on r.id = substring(s.notes from 7)::int where s.notes like 'bench:%'`)
  await db.execute(sql`analyze`)
  return rowsOf<{ visits: number }>(await db.execute(sql`select count(*)::int as visits from visits`))[0]!.visits
}

async function measure(engine: Engine, handle: DatabaseHandle) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-billing-'))
  try {
    const now = new Date()
    await seedIfEmpty(handle.db, now)
    const year = rowsOf<{ id: number; start_date: string; end_date: string }>(
      await handle.db.execute(sql`select id, start_date::text, end_date::text from academic_years where start_date <= current_date order by start_date desc limit 1`),
    )[0]!
    const started = performance.now()
    const visits = await fill(handle, year)
    console.log(`${engine}: ${visits} visits, ${PROVIDERS} bench providers, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    // The period of the year's fourth month: wholly in the past for most of a school year.
    const period = rowsOf<{ id: number; start_date: string; end_date: string }>(
      await handle.db.execute(sql`select id, start_date::text, end_date::text from visit_periods where academic_year_id = ${year.id} order by start_date offset 3 limit 1`),
    )[0]!
    const month = period.start_date.slice(0, 7)
    const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => now })
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }),
    })
    const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
    const get = async (url: string) => {
      const response = await app.request(url, { headers })
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      return response.json() as Promise<unknown>
    }
    const [customer] = (await get(`/api/service-sessions/data-entry/${month}`)) as { id: number }[]
    const [provider] = (await get(`/api/service-sessions/data-entry/${month}/${customer!.id}`)) as { id: number }[]
    const [service] = (await get(`/api/service-sessions/data-entry/${month}/${customer!.id}/${provider!.id}`)) as { id: number }[]
    const bare = (query: ReturnType<typeof sql>) => async () => JSON.stringify(rowsOf(await handle.db.execute(query)))
    const monthEnd = sql`(${period.start_date}::date + interval '1 month')::date`
    const cases: [string, string, () => Promise<unknown>][] = [
      [
        'period summary',
        `/api/service-visits/periods/${period.id}/summary`,
        // The least the summary must read: the referrals in force and their visits in the period, counted.
        bare(sql`select r.id, r.customer_id, r.provider_id, r.start_date, r.end_date, r.weekly_frequency, coalesce(v.n, 0) as recorded
          from referrals r left join (select v.referral_id, count(*) as n from visits v join service_sessions s on s.id = v.session_id
            where s.deleted_at is null and s.date between ${period.start_date}::date and ${period.end_date}::date group by v.referral_id) v on v.referral_id = r.id
          where r.start_date <= ${period.end_date}::date and (r.end_date is null or r.end_date >= ${period.start_date}::date)`),
      ],
      ['data entry: months', '/api/service-sessions/data-entry', bare(sql`select to_char(s.date, 'YYYY-MM') as id, count(*) from visits v join service_sessions s on s.id = v.session_id where s.deleted_at is null group by 1 order by 1 desc`)],
      [
        'data entry: customers of a month',
        `/api/service-sessions/data-entry/${month}`,
        bare(sql`select r.customer_id, count(*) from visits v join service_sessions s on s.id = v.session_id join referrals r on r.id = v.referral_id
          where s.deleted_at is null and s.date >= ${period.start_date}::date and s.date < ${monthEnd} group by 1`),
      ],
      [
        'data entry: providers of a customer',
        `/api/service-sessions/data-entry/${month}/${customer!.id}`,
        bare(sql`select s.provider_id, count(*) from visits v join service_sessions s on s.id = v.session_id join referrals r on r.id = v.referral_id
          where s.deleted_at is null and s.date >= ${period.start_date}::date and s.date < ${monthEnd} and r.customer_id = ${customer!.id} group by 1`),
      ],
      [
        'data entry: services of a provider',
        `/api/service-sessions/data-entry/${month}/${customer!.id}/${provider!.id}`,
        bare(sql`select s.service_id, count(*) from visits v join service_sessions s on s.id = v.session_id join referrals r on r.id = v.referral_id
          where s.deleted_at is null and s.date >= ${period.start_date}::date and s.date < ${monthEnd} and r.customer_id = ${customer!.id} and s.provider_id = ${provider!.id} group by 1`),
      ],
      [
        'data entry: visits and students',
        `/api/service-sessions/data-entry/${month}/${customer!.id}/${provider!.id}/${service!.id}`,
        bare(sql`select v.*, s.date, s.time from visits v join service_sessions s on s.id = v.session_id join referrals r on r.id = v.referral_id
          where s.deleted_at is null and s.date >= ${period.start_date}::date and s.date < ${monthEnd} and r.customer_id = ${customer!.id} and s.provider_id = ${provider!.id} and s.service_id = ${service!.id}`),
      ],
    ]
    const table: Record<string, string>[] = []
    for (const [name, url, baseline] of cases) {
      const api = p95(await timed(() => get(url)))
      const raw = p95(await timed(baseline))
      table.push({ call: name, 'API p95 ms': api.toFixed(1), 'bare SQL p95 ms': raw.toFixed(1), ratio: (api / raw).toFixed(2) })
    }
    console.table(table)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await forEachEngine(measure)
