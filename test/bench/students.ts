/**
 * `npm run bench:students`: the office's student list and search with 20,000 students, through
 * the whole API (auth, permission, module check, validation, JSON) against a bare handler running
 * the same SQL (pageStudents) in the same run, on PGlite and — when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server — on PostgreSQL; then the import of a 20,000-row
 * sheet and its second, unchanged run. BENCH_ENGINES=postgres or =pglite measures one engine;
 * BENCH_WITHOUT_TRGM=1 drops the trigram index first (the search as before it).
 * Prints a table; never fails on a figure.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq, isNotNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { PERMISSIONS } from '../../src/domain/permissions/permissions'
import { StudentSearch } from '../../src/domain/students/schemas'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { locations, students } from '../../server/db/schema'
import type { OfficeViewer } from '../../server/permissions/viewer'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { STUDENT_COUNT } from '../../server/seed/students'
import { pageStudents } from '../../server/students/read'
import { databaseUrl, scratchName, withClient } from '../../server/test-support/template'

const TARGET_STUDENTS = 20_000
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

/** A CSV of every student; odd rows change the first name, so a first run writes half of them. */
async function importSheet(handle: DatabaseHandle): Promise<string> {
  const schools = await handle.db.select({ id: locations.id, code: locations.school_code }).from(locations).where(isNotNull(locations.school_code))
  const codeOf = new Map(schools.map((school) => [school.id, school.code!]))
  const all = await handle.db.select().from(students)
  const lines = all.map((student, index) =>
    [student.sie_number, index % 2 ? `${student.first_name}a` : student.first_name, student.last_name, student.second_last_name ?? '', student.birth_date, codeOf.get(student.location_id!) ?? ''].join(','),
  )
  return ['SIE,Nombre,Apellido paterno,Apellido materno,Fecha de nacimiento,Código de escuela', ...lines].join('\n')
}

async function measure(engineName: string, handle: DatabaseHandle) {
  let engine = engineName
  const started = performance.now()
  await seedIfEmpty(handle.db, new Date(), { officeStudents: TARGET_STUDENTS - STUDENT_COUNT })
  console.log(`${engine}: seeded ${TARGET_STUDENTS} students in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // BENCH_WITHOUT_TRGM=1: the name search as it was before the trigram index (migration 0004).
  if (process.env.BENCH_WITHOUT_TRGM === '1') {
    await handle.db.execute(sql`drop index if exists students_search_trgm_idx`)
    engine = `${engine}, no trigram index`
  }
  // Fresh statistics, as autovacuum would have them on a live database, so the planner sees 20,000 rows.
  await handle.db.execute(sql`analyze`)
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-students-'))
  const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => new Date() })
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }),
  })
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
  // The bare handler: the same query function, with no auth, permission, module check or validation.
  const admin: OfficeViewer = { userId: 1, providerId: null, supervised: [], permissions: { permissions: [...PERMISSIONS], customer_permissions: [] } }
  const bare = new Hono().get('/students', async (c) => c.json(await pageStudents(handle.db, admin, v.parse(StudentSearch, c.req.query()))))

  const [sample] = await handle.db.select().from(students).where(eq(students.id, 12_345))
  const cases: Record<string, string> = {
    'list page 40 by name': 'page=40&page_size=50&sort=name',
    'search by surname': `q=${encodeURIComponent(sample!.last_name)}`,
    'search by full name': `q=${encodeURIComponent(`${sample!.first_name} ${sample!.last_name} ${sample!.second_last_name}`)}`,
    'search by SIE prefix': `q=${sample!.sie_number.slice(0, 6)}`,
  }
  const rows: Array<Record<string, string>> = []
  for (const [name, query] of Object.entries(cases)) {
    const full = await samples(async () => {
      const response = await app.request(`/api/students?${query}`, { headers })
      if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`)
      await response.text()
    })
    const baseline = await samples(async () => (await bare.request(`/students?${query}`)).text())
    rows.push({ engine, measure: `GET /students ${name}, p95`, value: `${p95(full).toFixed(1)} ms`, baseline: `bare ${p95(baseline).toFixed(1)} ms`, ratio: (p95(full) / p95(baseline)).toFixed(2) })
  }

  // The trigram index measured against no index in the same run, one after the other (the
  // machine's load changes between runs more than the index does): the bare handler's p95 for
  // the name searches, with the index, then with it dropped, then it is made again.
  if (process.env.BENCH_WITHOUT_TRGM !== '1') {
    const nameSearches: Record<string, string> = {
      'search by surname': cases['search by surname']!,
      'search by full name': cases['search by full name']!,
      'search by part of a surname': `q=${encodeURIComponent(sample!.last_name.slice(1, 5))}`,
    }
    const bareP95 = async (query: string) => p95(await samples(async () => (await bare.request(`/students?${query}`)).text()))
    const withIndex: Record<string, number> = {}
    for (const [name, query] of Object.entries(nameSearches)) withIndex[name] = await bareP95(query)
    await handle.db.execute(sql`drop index students_search_trgm_idx`)
    for (const [name, query] of Object.entries(nameSearches)) {
      const without = await bareP95(query)
      rows.push({ engine, measure: `bare ${name}, p95, trigram index vs none`, value: `${withIndex[name]!.toFixed(1)} ms`, baseline: `none ${without.toFixed(1)} ms`, ratio: (withIndex[name]! / without).toFixed(2) })
    }
    await handle.db.execute(sql`create index students_search_trgm_idx on students using gin (search_text gin_trgm_ops)`)
    await handle.db.execute(sql`analyze students`)
  }

  const csv = await importSheet(handle)
  for (const run of ['first run', 'second run']) {
    const form = new FormData()
    form.set('file', new File([csv], 'activos.csv'))
    const encoded = new Response(form)
    const body = new Uint8Array(await encoded.arrayBuffer())
    const upload = { ...headers, 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) }
    const start = performance.now()
    const response = await app.request('/api/import/active-students?wait=true', { method: 'POST', headers: upload, body })
    const seconds = (performance.now() - start) / 1000
    const { job } = (await response.json()) as { job: { total_rows: number; counts: Record<string, number> } }
    const counts = Object.entries(job.counts).map(([status, count]) => `${status} ${count}`).join(', ')
    rows.push({ engine, measure: `import ${job.total_rows} rows, ${run}`, value: `${seconds.toFixed(1)} s`, baseline: counts, ratio: 'budget 30 s' })
  }
  rmSync(folder, { recursive: true, force: true })
  return rows
}

const results: Array<Record<string, string>> = []
// BENCH_ENGINES=postgres (or pglite) measures one engine only; both by default.
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
