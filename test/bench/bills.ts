/**
 * `npm run bench:bills`: building the provider bills of one billing period for 200 providers
 * (about 40,000 visits) on PGlite and PostgreSQL (engines.ts: BENCH_ENGINES, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) — through the whole API (for each provider: create the bill,
 * then import the period's services: auth, permission, workflow checks, the billable-visit query,
 * the database controls' triggers on every line, the total, the event) against the bare SQL that
 * writes the same bills and lines in two statements, in the same run. Each side runs ROUNDS times
 * (BENCH_ROUNDS, default 2) from a clean slate; the best time of each is printed, with the ratio.
 * Never fails on a figure.
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

interface Period {
  id: number
  start_date: string
  end_date: string
}

/**
 * 200 providers (copies of a demo one), ten active referrals each over the demo students, one
 * session with one visit per referral on every weekday of the period, and an approved contract
 * per provider with a rate for the sessions' service and length.
 */
async function fill(handle: DatabaseHandle, yearId: number, period: Period) {
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
      (select id from services where type_id = 1 order by id limit 1), p.customer_id, p.location_id, sl.provider_id, sl.ps_id, ${yearId},
      (select id from referral_statuses where name = 'Activo'), ${period.start_date}::date, 5, 30
    from slot sl join pool p on p.rn = 1 + ((sl.rn * ${REFERRALS_PER_PROVIDER} + sl.k) % p.n)`)
  await db.execute(sql`
    with chosen as (select r.* from referrals r where r.number like '2098-%'),
      days as (select d::date as day from generate_series(${period.start_date}::date, ${period.end_date}::date, interval '1 day') as d where extract(isodow from d) <= 5),
      office as (select id from users where email = 'oficina@example.com')
    insert into service_sessions (id, provider_id, provider_specialty_id, service_id, location_id, date, time, duration_id, session_type_id, session_outcome_id, notes, hash, created_by, updated_by)
    select gen_random_uuid(), c.provider_id, c.provider_specialty_id, c.service_id, c.location_id, d.day, '08:00',
      (select id from service_durations where minutes = 30 limit 1), (select id from session_types order by id limit 1),
      (select id from session_outcomes where delivered order by id limit 1), 'bench:' || c.id, md5(random()::text), (select id from office), (select id from office)
    from chosen c cross join days d`)
  await db.execute(sql`
    insert into visits (session_id, student_id, referral_id, visit_outcome_id)
    select s.id, r.student_id, r.id, (select vo.id from visit_outcomes vo where vo.session_outcome_id = s.session_outcome_id and not vo.absence order by vo.id limit 1)
    from service_sessions s join referrals r on r.id = substring(s.notes from 7)::int where s.notes like 'bench:%'`)
  await db.execute(sql`
    insert into provider_contracts (provider_id, contract_type_id, start_date, end_date, status, created_by, approved_at)
    select p.id, (select id from contract_types order by id limit 1), ${period.start_date}::date - 30, ${period.end_date}::date + 300, 'approved',
      (select id from users where email = 'oficina@example.com'), now()
    from providers p where p.email like 'bench%'`)
  await db.execute(sql`
    insert into provider_contract_rates (contract_id, service_id, duration_id, rate_cents)
    select c.id, (select id from services where type_id = 1 order by id limit 1), (select id from service_durations where minutes = 30 limit 1), 4500 + (c.id % 7) * 125
    from provider_contracts c join providers p on p.id = c.provider_id where p.email like 'bench%'`)
  await db.execute(sql`analyze`)
  return rowsOf<{ visits: number }>(
    await db.execute(sql`select count(*)::int as visits from visits v join service_sessions s on s.id = v.session_id join providers p on p.id = s.provider_id
      where p.email like 'bench%' and s.date between ${period.start_date}::date and ${period.end_date}::date`),
  )[0]!.visits
}

/** Takes the bench providers' bills away (lines, events), so the next build starts clean. */
async function reset(handle: DatabaseHandle, periodId: number) {
  const bills = sql`select b.id from provider_bills b join providers p on p.id = b.provider_id where p.email like 'bench%' and b.period_id = ${periodId}`
  await handle.db.execute(sql`delete from document_events where document_type = 'provider-bill' and document_id in (${bills})`)
  await handle.db.execute(sql`delete from provider_bills where id in (${bills})`)
}

async function summary(handle: DatabaseHandle, periodId: number) {
  return rowsOf<{ bills: number; lines: number; total: string }>(
    await handle.db.execute(sql`select count(distinct b.id)::int as bills, count(l.id)::int as lines, coalesce(sum(l.amount_cents), 0)::text as total
      from provider_bills b join providers p on p.id = b.provider_id left join provider_bill_lines l on l.bill_id = b.id
      where p.email like 'bench%' and b.period_id = ${periodId}`),
  )[0]!
}

async function measure(engine: Engine, handle: DatabaseHandle) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-bills-'))
  try {
    const now = new Date()
    await seedIfEmpty(handle.db, now)
    const year = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from academic_years where start_date <= current_date order by start_date desc limit 1`))[0]!
    const period = rowsOf<Period>(
      await handle.db.execute(sql`select id, start_date::text, end_date::text from visit_periods where academic_year_id = ${year.id} order by start_date offset 1 limit 1`),
    )[0]!
    const started = performance.now()
    const visits = await fill(handle, year.id, period)
    console.log(`${engine}: ${visits} visits of ${PROVIDERS} bench providers in period ${period.start_date}..${period.end_date}, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`)

    const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => now })
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }),
    })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    const post = async (url: string, body: unknown) => {
      const response = await app.request(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
      return response.json() as Promise<{ id: number; hash: string }>
    }
    const providerIds = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from providers where email like 'bench%' order by id`)).map((row) => row.id)

    const throughApi = async () => {
      for (const providerId of providerIds) {
        const bill = await post('/api/provider-bills', { provider_id: providerId, period_id: period.id })
        await post(`/api/provider-bills/${bill.id}/import-period-services`, { hash: bill.hash })
      }
    }
    // The least that must be written: one bill per provider, one line per billable visit at its contract's rate, the totals.
    const bareSql = async () => {
      await handle.db.execute(sql`insert into provider_bills (provider_id, period_id, status, created_by)
        select p.id, ${period.id}, 'draft', (select id from users where email = 'oficina@example.com') from providers p where p.email like 'bench%'`)
      await handle.db.execute(sql`insert into provider_bill_lines (bill_id, kind, visit_id, service_id, duration_id, service_date, quantity, rate_cents, amount_cents)
        select b.id, 'visit', v.id, s.service_id, s.duration_id, s.date, 1, r.rate_cents, r.rate_cents
        from provider_bills b
        join service_sessions s on s.provider_id = b.provider_id and s.date between ${period.start_date}::date and ${period.end_date}::date and s.deleted_at is null
        join visits v on v.session_id = s.id
        join provider_contracts c on c.provider_id = b.provider_id and c.status = 'approved' and s.date between c.start_date and c.end_date
        join provider_contract_rates r on r.contract_id = c.id and r.service_id = s.service_id and r.duration_id = s.duration_id
        where b.period_id = ${period.id} and b.provider_id in (select id from providers where email like 'bench%')`)
      await handle.db.execute(sql`update provider_bills b set total_cents = (select coalesce(sum(amount_cents), 0) from provider_bill_lines l where l.bill_id = b.id)
        where b.period_id = ${period.id} and b.provider_id in (select id from providers where email like 'bench%')`)
    }

    const best: Record<string, number> = { api: Infinity, sql: Infinity }
    const built: Record<string, Awaited<ReturnType<typeof summary>>> = {}
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of [['api', throughApi], ['sql', bareSql]] as const) {
        await reset(handle, period.id)
        const start = performance.now()
        await run()
        best[name] = Math.min(best[name]!, performance.now() - start)
        built[name] = await summary(handle, period.id)
      }
    }
    console.table([
      { path: 'API (create + import, per provider)', 'best ms': best.api!.toFixed(0), bills: built.api!.bills, lines: built.api!.lines, 'total cents': built.api!.total },
      { path: 'bare SQL (3 statements)', 'best ms': best.sql!.toFixed(0), bills: built.sql!.bills, lines: built.sql!.lines, 'total cents': built.sql!.total },
    ])
    console.log(`ratio API / bare SQL: ${(best.api! / best.sql!).toFixed(2)}; per visit through the API: ${((best.api! / Math.max(1, built.api!.lines)) * 1000).toFixed(0)} µs`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await forEachEngine(measure)
