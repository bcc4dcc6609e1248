/**
 * `npm run bench:imports`: a 50,000-row visits file (csv) imported into one billing period through
 * the whole API (auth, multipart upload, sheet parsing, every row checked against students,
 * referrals, providers, services, durations and the period, sessions + visits + history + origin
 * written chunk by chunk with progress), against a bare-SQL insert of the same 50,000 sessions and
 * visits in the same run, on PGlite and PostgreSQL (engines.ts: BENCH_ENGINES, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). Prints rows/s and seconds; the budget is 60 s. BENCH_ROWS changes the size.
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
import { VISIT_IMPORT_HEADER } from '../../src/domain/visit-imports/visit-imports'
import { forEachEngine, type Engine } from './engines'

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000)
const REFERRALS = 100
const DAYS = 25
const TIMES = Math.ceil(ROWS / (REFERRALS * DAYS))
const BUDGET_SECONDS = 60

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

const time = (slot: number) => {
  const minutes = 6 * 60 + slot * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

async function measure(engine: Engine, handle: DatabaseHandle) {
  const db = handle.db
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-imports-'))
  try {
    const now = new Date()
    await seedIfEmpty(db, now)
    // The latest period wholly in the past with at least DAYS days.
    const period = rowsOf<{ id: number; start_date: string; end_date: string; academic_year_id: number }>(
      await db.execute(sql`select id, start_date::text, end_date::text, academic_year_id from visit_periods
        where end_date < current_date and end_date - start_date >= ${DAYS - 1} order by start_date desc limit 1`),
    )[0]!
    // One bench provider with REFERRALS active referrals (students of the demo pool), in force all period.
    await db.execute(sql`insert into providers (first_name, last_name, email, provider_status_id)
      values ('Bench', 'Importación', 'bench-import@example.com', (select provider_status_id from providers order by id limit 1))`)
    await db.execute(sql`insert into provider_specialties (provider_id, specialty_id, license_type_id, license_number, license_expiration)
      select p.id, ps.specialty_id, ps.license_type_id, 'BI-1', ps.license_expiration
      from providers p, (select * from provider_specialties order by id limit 1) ps where p.email = 'bench-import@example.com'`)
    await db.execute(sql`
      with bench as (select ps.id as ps_id, ps.provider_id from provider_specialties ps join providers p on p.id = ps.provider_id where p.email = 'bench-import@example.com'),
        pool as (select s.id, s.customer_id, s.location_id, row_number() over (order by s.id) as rn from students s
          where s.customer_id is not null and s.location_id is not null order by s.id limit ${REFERRALS})
      insert into referrals (number, student_id, service_id, customer_id, location_id, provider_id, provider_specialty_id, academic_year_id, status_id, start_date, weekly_frequency, session_minutes)
      select '2097-01-' || lpad(p.rn::text, 6, '0'), p.id, (select id from services where code = 'THL'), p.customer_id, p.location_id, b.provider_id, b.ps_id,
        ${period.academic_year_id}, (select id from referral_statuses where name = 'Activo'), ${period.start_date}::date, 5, 30
      from pool p cross join bench b`)
    const referrals = rowsOf<{ id: number; number: string; sie: string; student_id: number; location_id: number; provider_id: number; ps_id: number }>(
      await db.execute(sql`select r.id, r.number, s.sie_number as sie, r.student_id, r.location_id, r.provider_id, r.provider_specialty_id as ps_id
        from referrals r join students s on s.id = r.student_id where r.number like '2097-01-%' order by r.id`),
    )
    await db.execute(sql`analyze`)

    const days = Array.from({ length: DAYS }, (_, index) => {
      const date = new Date(`${period.start_date}T12:00:00Z`)
      date.setUTCDate(date.getUTCDate() + index)
      return date.toISOString().slice(0, 10)
    })
    const rows: { referral: (typeof referrals)[number]; date: string; time: string }[] = []
    for (let slot = 0; slot < TIMES && rows.length < ROWS; slot++) {
      for (const date of days) for (const referral of referrals) if (rows.length < ROWS) rows.push({ referral, date, time: time(slot) })
    }
    const csv = [VISIT_IMPORT_HEADER, ...rows.map((row) => [row.referral.sie, row.referral.number, 'bench-import@example.com', 'THL', row.date, row.time, '30', ''].join(','))].join('\n')

    // Baseline: the same sessions and visits written with bare SQL, 1,000 rows a statement, no checks.
    const lookups = rowsOf<{ service: number; duration: number; type: number; outcome: number; visit_outcome: number; office: number }>(
      await db.execute(sql`select (select id from services where code = 'THL') as service, (select id from service_durations where minutes = 30) as duration,
        (select id from session_types order by sort_index, id limit 1) as type, (select id from session_outcomes where delivered order by sort_index, id limit 1) as outcome,
        (select vo.id from visit_outcomes vo join session_outcomes so on so.id = vo.session_outcome_id where so.delivered and not vo.absence order by so.sort_index, vo.sort_index, vo.id limit 1) as visit_outcome,
        (select id from users where email = 'oficina@example.com') as office`),
    )[0]!
    const bareStart = performance.now()
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000)
      const sessions = chunk.map((row) => ({
        id: crypto.randomUUID(),
        provider_id: row.referral.provider_id,
        provider_specialty_id: row.referral.ps_id,
        service_id: lookups.service,
        location_id: row.referral.location_id,
        date: row.date,
        time: row.time,
        duration_id: lookups.duration,
        session_type_id: lookups.type,
        session_outcome_id: lookups.outcome,
        notes: 'bench-baseline',
        hash: crypto.randomUUID(),
        created_by: lookups.office,
        updated_by: lookups.office,
        created_at: now,
        updated_at: now,
      }))
      const visits = chunk.map((row, index) => ({ id: crypto.randomUUID(), session_id: sessions[index]!.id, student_id: row.referral.student_id, referral_id: row.referral.id, visit_outcome_id: lookups.visit_outcome, created_at: now }))
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into service_sessions select * from jsonb_populate_recordset(null::service_sessions, ${JSON.stringify(sessions)}::jsonb)`)
        await tx.execute(sql`insert into visits select * from jsonb_populate_recordset(null::visits, ${JSON.stringify(visits)}::jsonb)`)
      })
    }
    const bareSeconds = (performance.now() - bareStart) / 1000
    // Out again, so the import finds none of its rows already there.
    await db.execute(sql`delete from service_sessions where notes = 'bench-baseline'`)
    await db.execute(sql`analyze`)

    const app = await createApp({ db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => now })
    const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'facturacion@example.com', password: DEMO_PASSWORD }) })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    const form = new FormData()
    form.set('file', new File([csv], 'bench.csv', { type: 'text/csv' }))
    const encoded = new Response(form)
    const body = new Uint8Array(await encoded.arrayBuffer())
    const importStart = performance.now()
    const response = await app.request(`/api/service-visits/periods/${period.id}/imports?wait=true`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) },
    })
    const answer = (await response.json()) as { import?: { status: string; counts: Record<string, number> } }
    const importSeconds = (performance.now() - importStart) / 1000
    if (response.status !== 200 || answer.import?.status !== 'done') throw new Error(`import answered ${response.status}: ${JSON.stringify(answer)}`)
    const imported = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from visit_import_visits`))[0]!.n

    console.log(`${engine}, period ${period.start_date}…${period.end_date}, ${rows.length} rows (${(body.length / 1024 / 1024).toFixed(1)} MB csv)`)
    console.table([
      { run: 'import through the API', seconds: importSeconds.toFixed(1), 'rows/s': Math.round(rows.length / importSeconds), counts: JSON.stringify(answer.import.counts) },
      { run: 'bare SQL insert (baseline)', seconds: bareSeconds.toFixed(1), 'rows/s': Math.round(rows.length / bareSeconds), counts: '' },
    ])
    console.log(`ratio ${(importSeconds / bareSeconds).toFixed(2)} × the baseline; ${imported} imported visits in the database; budget ${BUDGET_SECONDS} s: ${importSeconds < BUDGET_SECONDS ? 'within' : 'OVER'}`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await forEachEngine(measure)
