/**
 * The compensatory monitor over a school year of sessions, for `npm run bench:referrals` (called
 * with the database it filled with 20,000 referrals). Sessions are generated for the first
 * BENCH_MONITOR_REFERRALS assigned referrals (default 2,000): one per scheduled day (the first
 * `weekly_frequency` weekdays of each week) over the whole academic year, 85 % given, 8 % missed
 * by the provider, 7 % by the student. The app runs with its clock at the year's last day, so the
 * ledger covers the whole year (up to the day before its last). Measured: `GET /compensatory-services-requests/monitor` (first
 * page, most owed first) and `/total`, each through the whole API, against a bare statement that
 * reads the same facts (referrals in force and their visits grouped by outcome and length) and
 * answers them as JSON with no auth, no rule, no names and no paging: the least any
 * implementation has to read.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { DatabaseHandle } from '../../server/db/client'
import { DEMO_PASSWORD } from '../../server/seed'

const REFERRALS_WITH_SESSIONS = Number(process.env.BENCH_MONITOR_REFERRALS ?? 2_000)
const REQUESTS = Number(process.env.BENCH_MONITOR_REQUESTS ?? 30)

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!

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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The academic year the referrals were made in (the one holding today). */
async function schoolYear(handle: DatabaseHandle) {
  return rowsOf<{ id: number; start_date: string; end_date: string }>(
    await handle.db.execute(sql`select id, start_date::text, end_date::text from academic_years where start_date <= current_date order by start_date desc limit 1`),
  )[0]!
}

/** A school year of sessions and their visits for the first assigned referrals; answers how many. */
async function generateSessions(handle: DatabaseHandle, year: { start_date: string; end_date: string }) {
  await handle.db.execute(sql`
    with chosen as (
        select r.* from referrals r join referral_statuses rs on rs.id = r.status_id
        where r.provider_id is not null and rs.name <> 'Cancelado' order by r.id limit ${REFERRALS_WITH_SESSIONS}),
      days as (select d::date as day from generate_series(${year.start_date}::date, ${year.end_date}::date, interval '1 day') as d
        where extract(isodow from d) <= 5),
      outcome as (select so.id as session_outcome_id, so.name from session_outcomes so),
      office as (select id from users where email = 'oficina@example.com')
    insert into service_sessions (id, provider_id, provider_specialty_id, service_id, location_id, date, time, duration_id,
      session_type_id, session_outcome_id, notes, hash, created_by, updated_by)
    select gen_random_uuid(), c.provider_id, c.provider_specialty_id, c.service_id, c.location_id, d.day, '08:00',
      (select id from service_durations where minutes = 30 limit 1), (select id from session_types order by id limit 1),
      (select session_outcome_id from outcome where name = case
        when (c.id * 31 + extract(doy from d.day)::int) % 100 < 85 then 'Sesión ofrecida'
        when (c.id * 31 + extract(doy from d.day)::int) % 100 < 93 then 'Proveedor ausente'
        else 'Estudiante ausente' end),
      'bench:' || c.id, md5(random()::text), (select id from office), (select id from office)
    from chosen c join days d on d.day >= c.start_date and extract(isodow from d.day) <= c.weekly_frequency`)
  // Each session's one visit, with the visit outcome that fits its session outcome.
  await handle.db.execute(sql`
    insert into visits (session_id, student_id, referral_id, visit_outcome_id)
    select s.id, r.student_id, r.id, (select vo.id from visit_outcomes vo join session_outcomes so on so.id = vo.session_outcome_id
        where vo.session_outcome_id = s.session_outcome_id and vo.name in ('Asistió', 'No ofrecida por ausencia del proveedor', 'Ausencia justificada') limit 1)
    from service_sessions s join referrals r on r.id = substring(s.notes from 7)::int
    where s.notes like 'bench:%'`)
  await handle.db.execute(sql`analyze`)
  return rowsOf<{ sessions: number; students: number }>(
    await handle.db.execute(sql`select count(*)::int as sessions, count(distinct v.student_id)::int as students from visits v join service_sessions s on s.id = v.session_id where s.notes like 'bench:%'`),
  )[0]!
}

export async function measureMonitor(engine: string, handle: DatabaseHandle): Promise<Array<Record<string, string>>> {
  const year = await schoolYear(handle)
  const started = performance.now()
  const generated = await generateSessions(handle, year)
  console.log(`${engine}: ${generated.sessions} sessions for ${generated.students} students over ${year.start_date} – ${year.end_date} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-monitor-'))
  // The clock at noon of the year's last day (the day after already belongs to the next year):
  // the ledger runs over the whole year up to the day before.
  const now = new Date(`${year.end_date}T16:00:00Z`)
  const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => now })
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }),
  })
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
  const from = year.start_date
  const to = year.end_date
  const bare = new Hono().get('/ledger-facts', async (c) =>
    c.json(
      rowsOf(
        await handle.db.execute(sql`
          select r.id, r.student_id, r.service_id, r.start_date, r.end_date, r.weekly_frequency, r.session_minutes,
            g.given, g.cause, g.minutes, g.n
          from referrals r
          join referral_statuses rs on rs.id = r.status_id and rs.name <> 'Cancelado'
          left join (
            select v.referral_id, (so.delivered and not vo.absence) as given, mc.cause, d.minutes, count(*)::int as n
            from visits v
            join service_sessions s on s.id = v.session_id
            join session_outcomes so on so.id = s.session_outcome_id
            join visit_outcomes vo on vo.id = v.visit_outcome_id
            join service_durations d on d.id = s.duration_id
            left join visit_outcome_miss_causes mc on mc.visit_outcome_id = v.visit_outcome_id
            where s.deleted_at is null and s.date between ${from}::date and ${to}::date
            group by 1, 2, 3, 4) g on g.referral_id = r.id
          where r.provider_id is not null and r.start_date <= ${to}::date and (r.end_date is null or r.end_date >= ${from}::date)`),
      ),
    ),
  )
  const get = (url: string) => async () => {
    const response = await app.request(url, { headers })
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<{ total?: number; lines?: number; students?: number; owed_minutes?: number }>
  }
  const total = await get('/api/compensatory-services-requests/total')()
  console.log(`${engine}: ledger lines ${total.lines}, students owed ${total.students}, owed minutes ${total.owed_minutes}`)
  const factRows = ((await (await bare.request('/ledger-facts')).json()) as unknown[]).length
  console.log(`${engine}: bare statement answers ${factRows} rows (referrals × visit groups)`)
  const baseline = await timed(async () => (await bare.request('/ledger-facts')).text())
  const rows: Array<Record<string, string>> = []
  for (const [name, url] of [
    ['monitor, first page', '/api/compensatory-services-requests/monitor'],
    ['total', '/api/compensatory-services-requests/total'],
  ] as const) {
    const full = await timed(get(url))
    rows.push({ engine, measure: `GET …/${name}, p95 (${REQUESTS} requests)`, value: `${p95(full).toFixed(1)} ms`, baseline: `bare SQL ${p95(baseline).toFixed(1)} ms`, ratio: (p95(full) / p95(baseline)).toFixed(2) })
  }
  rmSync(folder, { recursive: true, force: true })
  return rows
}
