import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { customers, reportRuns, users, visitPeriods } from '../db/schema'
import { createFileStorage } from '../files/create-storage'
import type { FileStorage } from '../files/storage'
import { JobRunner, jobsFor, stopJobs } from '../jobs/runner'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { failOrphanedRuns, queueReportRun, REPORT_GIVEN_UP_QUEUE, REPORT_QUEUE, registerReportWorker } from './runner'
import { createRun } from './service'

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

/** Asks for a run and waits for it to finish, as the screen does (polling its state). */
async function runReport(account: Account, report_code: string, params: Record<string, unknown> = {}) {
  const asked = await api.call(account, 'POST', '/api/report-runs', { report_code, params })
  expect(asked.status).toBe(202)
  expect(['queued', 'running']).toContain(asked.body.status)
  return finished(account, asked.body.id)
}

/** Polls the run until it is done or failed (the job runner polls its queue every second). */
async function finished(account: Account, id: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const run = await api.get(account, `/api/report-runs/${id}`)
    if (run.body.status === 'done' || run.body.status === 'failed') return run.body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the report did not finish')
}

async function adminId() {
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'oficina@example.com'))
  return admin!.id
}

/** What the server does at a start: a new app on the same database, its job runner started. */
async function restart() {
  await createApp({ db: t.db, config: t.config, now: t.clock.now })
  await jobsFor(t.db).start()
}

async function download(account: Account, id: number) {
  const response = await t.authed(`/api/report-runs/${id}/file`, await api.token(account))
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function sheetOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
  return workbook.worksheets[0]!
}

describe('/report-runs', () => {
  it('makes the active students workbook in the background, with its rows, dates as dates, and a progress of 100', async () => {
    const run = await runReport('admin', 'active-students')
    expect(run).toMatchObject({ status: 'done', progress: 100, file_name: 'estudiantes-activos.xlsx' })
    expect(run.row_count).toBeGreaterThan(100)
    const { response, bytes } = await download('admin', run.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('spreadsheetml')
    const sheet = await sheetOf(bytes)
    expect(sheet.getRow(1).getCell(1).value).toBe('SIE')
    expect(sheet.rowCount).toBe(run.row_count + 1)
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date)
    const list = await api.get('admin', '/api/report-runs')
    expect(list.body.items[0].id).toBe(run.id)
    // The run answers what the list answers: where its file is stored stays on the server.
    expect(Object.keys(run).sort()).toEqual(Object.keys(list.body.items[0]).sort())
    expect(run).not.toHaveProperty('file_key')
  })

  it("narrows a customer-scoped person's report to her customer", async () => {
    const sanJuan = (await t.db.select().from(customers)).find((row) => row.short_name === 'ORE San Juan')!
    const run = await runReport('region', 'active-students')
    expect(run.status).toBe('done')
    const sheet = await sheetOf((await download('region', run.id)).bytes)
    const regions = new Set<unknown>()
    sheet.eachRow((row, index) => index > 1 && regions.add(row.getCell(4).value))
    expect([...regions]).toEqual([sanJuan.name])
  })

  it('makes the visits of a billing period, and checks its filters before queueing', async () => {
    const [period] = await t.db.select().from(visitPeriods).limit(1)
    const run = await runReport('billing', 'visits-per-period', { period_id: period!.id })
    expect(run.status).toBe('done')
    const sheet = await sheetOf((await download('billing', run.id)).bytes)
    expect(String(sheet.getRow(1).getCell(1).value)).toContain(period!.name)
    expect(sheet.getRow(2).getCell(6).value).toBe('Visitas')
    const missing = await api.call('billing', 'POST', '/api/report-runs', { report_code: 'visits-per-period', params: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ 'params.period_id': 'required' })
    const unknown = await api.call('billing', 'POST', '/api/report-runs', { report_code: 'visits-per-period', params: { period_id: 999999 } })
    expect(unknown.body.errors).toEqual({ 'params.period_id': 'unknown_reference' })
    expect((await api.call('billing', 'POST', '/api/report-runs', { report_code: 'nope' })).status).toBe(422)
  })

  it('writes a run in the language of the person who asked, though it is made in the background (issue 23 item 4)', async () => {
    const periods = await t.db.select().from(visitPeriods)
    const february = periods.find((period) => period.start_date === '2026-02-01')!
    const asked = await t.authed('/api/report-runs', await api.token('billing'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
      body: JSON.stringify({ report_code: 'visits-per-period', params: { period_id: february.id } }),
    })
    expect(asked.status).toBe(202)
    const run = await finished('billing', ((await asked.json()) as { id: number }).id)
    expect(run.status).toBe('done')
    // Downloaded later without asking for a language: the file is as it was made, in English.
    const sheet = await sheetOf((await download('billing', run.id)).bytes)
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Period: February 2026 \(02\/01\/2026 to 02\/28\/2026\)$/)
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Region', 'Provider', 'Service', 'Sessions given', 'Sessions not given', 'Visits', 'Students'])
    const services: string[] = []
    sheet.eachRow((row, number) => number > 2 && services.push(String(row.getCell(3).value)))
    expect(services.join(' ')).not.toMatch(/Terapia|Evaluación/)
  })

  it('makes the licences PDF from the licence alerts rule', async () => {
    const run = await runReport('admin', 'expiring-licenses', { state: 'expired' })
    expect(run.status).toBe('done')
    const { response, bytes } = await download('admin', run.id)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    // Read before pdf.js takes the bytes over.
    const raw = Buffer.from(bytes).toString('latin1')
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Licencias vencidas o por vencer')
    expect(text).toContain('Vencida hace')
    expect(text).not.toContain('Vence en')
    // The company's wide logo heads the page (documents/branding.ts), and the app's images are served.
    expect(raw).toContain('/Subtype /Image')
    for (const file of ['avatar.png', 'logo-wide.png', 'logo-wide.svg', 'logo-tall.png']) expect((await t.request(`/branding/${file}`)).status).toBe(200)
  })

  it('lets each person reach only her own runs, needs the report data permission, and keeps providers out', async () => {
    const run = await runReport('admin', 'expiring-licenses')
    expect((await api.get('billing', `/api/report-runs/${run.id}`)).status).toBe(404)
    expect((await download('billing', run.id)).response.status).toBe(404)
    expect((await api.call('billing', 'DELETE', `/api/report-runs/${run.id}`)).status).toBe(404)
    // Consulta holds no billing.manage.
    expect((await api.call('region', 'POST', '/api/report-runs', { report_code: 'visits-per-period', params: { period_id: 1 } })).status).toBe(403)
    expect((await api.call('provider', 'POST', '/api/report-runs', { report_code: 'expiring-licenses' })).status).toBe(403)
    expect((await api.get('provider', '/api/report-runs')).status).toBe(403)
    expect((await api.call('admin', 'DELETE', `/api/report-runs/${run.id}`)).status).toBe(204)
    expect((await api.get('admin', `/api/report-runs/${run.id}`)).status).toBe(404)
  })

  it('fails at a start only a run left with no live job (one made by the in-process runner of earlier versions), and refuses its file', async () => {
    const longAgo = new Date(t.clock.now().getTime() - 3600_000)
    const [row] = await t.db.insert(reportRuns).values({ report_code: 'active-students', params: {}, status: 'running', progress: 40, created_by: await adminId(), created_at: longAgo }).returning()
    expect(await failOrphanedRuns(t.db, t.clock.now())).toBe(1)
    const run = await api.get('admin', `/api/report-runs/${row!.id}`)
    expect(run.body).toMatchObject({ status: 'failed', error_code: 'interrupted' })
    const file = await download('admin', row!.id)
    expect(file.response.status).toBe(409)
  })

  it('marks a run failed when pg-boss gives up on its job (its dead letter queue)', async () => {
    const run = await createRun(t.db, await adminId(), 'active-students', {}, t.clock.now())
    await jobsFor(t.db).enqueue(REPORT_GIVEN_UP_QUEUE, { run_id: run.id })
    expect(await finished('admin', run.id)).toMatchObject({ status: 'failed', error_code: 'interrupted' })
  })

  it('makes after a restart a run queued before it, instead of failing it', async () => {
    // The server stops with a run queued that no worker took yet: an instance that runs no jobs queues it.
    await stopJobs(t.db)
    const queuer = new JobRunner(t.db, { workers: false })
    registerReportWorker({ db: t.db, config: t.config, now: t.clock.now }, createFileStorage(t.config), queuer)
    const run = await createRun(t.db, await adminId(), 'expiring-licenses', {}, new Date(t.clock.now().getTime() - 3600_000))
    await queueReportRun(t.db, run.id, await adminId(), queuer)
    expect((await queuer.stateByKey(REPORT_QUEUE, String(run.id)))?.state).toBe('created')
    await queuer.stop()

    await restart()
    // The start's orphan check leaves it to the worker: its job is alive in the database.
    expect(await failOrphanedRuns(t.db, t.clock.now())).toBe(0)
    const done = await finished('admin', run.id)
    expect(done).toMatchObject({ status: 'done', progress: 100 })
    expect((await download('admin', run.id)).response.status).toBe(200)
  })

  it('makes again after a restart a run the stop cut off while it was being made', async () => {
    // The first server's worker, whose storage holds the finished file until the stop has come.
    await stopJobs(t.db)
    const first = new JobRunner(t.db)
    const real = createFileStorage(t.config)
    let writing: () => void = () => undefined
    const written = new Promise<void>((resolve) => (writing = resolve))
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    const cutOffKeys: string[] = []
    const held: FileStorage = {
      ...real,
      put: async (key: string, bytes: Uint8Array) => {
        writing()
        await released
        await real.put(key, bytes)
        cutOffKeys.push(key)
      },
    }
    registerReportWorker({ db: t.db, config: t.config, now: t.clock.now }, held, first)
    const run = await createRun(t.db, await adminId(), 'expiring-licenses', {}, t.clock.now())
    await queueReportRun(t.db, run.id, await adminId(), first)
    await written
    expect((await api.get('admin', `/api/report-runs/${run.id}`)).body.status).toBe('running')
    // No grace: pg-boss fails the active job for another attempt and aborts its signal.
    await first.stop(0)
    release()

    await restart()
    expect(await finished('admin', run.id)).toMatchObject({ status: 'done', progress: 100 })
    const job = await jobsFor(t.db).stateByKey(REPORT_QUEUE, String(run.id))
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 })
    expect((await download('admin', run.id)).response.status).toBe(200)
    // The cut-off attempt wrote its file after the stop and removed it again: only the run's own is kept.
    const [row] = await t.db.select().from(reportRuns).where(eq(reportRuns.id, run.id))
    await expect.poll(async () => Promise.all(cutOffKeys.map(async (key) => (await real.get(key)) !== null))).toEqual([false])
    expect(cutOffKeys).not.toContain(row!.file_key)
  })
})
