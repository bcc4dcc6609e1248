/**
 * `npm run bench:load` (issue 24): the heavy inputs that froze the API, each sent to a real
 * server (npm start's, in a child process, on PGlite in a fresh DATA_DIR) while a probe asks
 * GET /api/public/timestamp every 200 ms. Prints per input: the probe's slowest and 99th
 * percentile answer, the server's resident memory growth, the heavy request's answer, and the
 * same probe on the idle server in the same run (the baseline). Targets: probe ≤ 1 s, growth
 * ≤ 600 MB, every heavy answer 2xx or 4xx with a code. Never fails on a figure.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { blankCsv, hugePng, sizeOf, studentsXlsx, visitsXlsx } from './load/inputs'
import { prepareVisits } from './load/visits'
import { startApp, tempDataDir } from './server-process'

const PROBE_MS = 200

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

/**
 * GET on a connection of its own, as an outside probe does (fetch's shared pool would put a
 * probe behind the upload on a connection the server is closing).
 */
function probeOnce(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { headers, agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve())
      response.on('error', reject)
    })
    outgoing.on('error', reject)
  })
}

/** A request every PROBE_MS (not waiting for the last), and the process's memory, until stopped. */
function watch(url: string, pid: number, headers: Record<string, string> = {}) {
  const latencies: number[] = []
  const pending = new Set<Promise<void>>()
  let peakRss = rssMb(pid)
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid))
    const started = performance.now()
    const probe = probeOnce(url, headers).then(
        () => void latencies.push(performance.now() - started),
        () => void latencies.push(Number.POSITIVE_INFINITY),
      )
    pending.add(probe)
    void probe.finally(() => pending.delete(probe))
  }, PROBE_MS)
  return async () => {
    clearInterval(timer)
    await Promise.all(pending)
    const sorted = [...latencies].sort((a, b) => a - b)
    return { max: sorted.at(-1) ?? 0, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0, count: sorted.length, peakRss }
  }
}

async function multipart(fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  return { body, headers: { 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) } }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'no answer')

const dataDir = tempDataDir()
try {
  const files = { students: await studentsXlsx(), blank: await blankCsv(), visits: await visitsXlsx(), png: await hugePng() }
  // The database made and filled before the server opens it (PGlite has one process at a time).
  const handle = await openDatabase({ dataDir })
  await seedIfEmpty(handle.db, new Date())
  const valid = await prepareVisits(handle.db, 60_000)
  await handle.close()

  // A first start may build the app and the server: it may take minutes on a busy machine.
  const app = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 600_000)
  const pid = app.child.pid!
  const api = (route: string) => `${app.url}/api${route}`
  const login = async (email: string) => {
    const answer = await fetch(api('/auth/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) })
    return ((await answer.json()) as { accessToken: string }).accessToken
  }
  const office = await login('oficina@example.com')
  const provider = await login('terapeuta@example.com')
  const probeUrl = api('/public/timestamp')
  const rows: Record<string, string>[] = []

  // The idle server: the same probe for 5 s before anything heavy.
  const idle = watch(probeUrl, pid)
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const baseline = await idle()
  rows.push({ input: 'idle server (baseline)', answer: '', 'probe max': ms(baseline.max), 'probe p99': ms(baseline.p99), 'RSS growth': '', seconds: '5.0' })

  async function heavy(input: string, send: () => Promise<Response>, options: { reader?: boolean; after?: (answer: Response, body: unknown) => Promise<void> } = {}) {
    const before = rssMb(pid)
    const stopProbe = watch(probeUrl, pid)
    const stopReader = options.reader ? watch(api('/service-sessions/visit-outcomes'), pid, { Authorization: `Bearer ${provider}` }) : null
    const started = performance.now()
    // A server that answers before reading the whole body closes the connection: fetch may then
    // see the closed socket instead of the answer.
    const answer = await send().catch((error: unknown) => new Response(JSON.stringify({ code: `client: ${String((error as Error).cause ?? error)}` }), { status: 599 }))
    const body = (await answer.json().catch(() => null)) as { code?: string } | null
    await options.after?.(answer, body)
    const seconds = (performance.now() - started) / 1000
    const probe = await stopProbe()
    const reader = await stopReader?.()
    rows.push({
      input,
      answer: `${answer.status}${body?.code ? ` ${body.code}` : ''}`,
      'probe max': ms(probe.max),
      'probe p99': ms(probe.p99),
      ...(reader ? { 'provider read max': ms(reader.max) } : {}),
      'RSS growth': `${Math.round(Math.max(probe.peakRss, reader?.peakRss ?? 0) - before)} MB`,
      seconds: seconds.toFixed(1),
    })
    // Lets the server settle (and collect) before the next input.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
  }

  const upload = async (route: string, file: string, type: string, fields: Record<string, string> = {}) => {
    const { body, headers } = await multipart(fields, { bytes: new Uint8Array(readFileSync(file)), name: path.basename(file), type })
    return fetch(api(route), { method: 'POST', body, headers: { ...headers, Authorization: `Bearer ${office}` } })
  }
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  await heavy(`active students preview, ${sizeOf(files.students)} xlsx of 540,000 rows`, () => upload('/import/active-students?mode=preview', files.students, xlsxType))
  await heavy(`active students preview, ${sizeOf(files.blank)} csv of blank lines`, () => upload('/import/active-students?mode=preview', files.blank, 'text/csv'))
  await heavy(`visit import, ${sizeOf(files.visits)} xlsx of 200,000 rows`, () => upload(`/service-visits/periods/${valid.periodId}/imports`, files.visits, xlsxType))
  const csvFile = path.join(dataDir, 'visits-60k.csv')
  writeFileSync(csvFile, valid.csv)
  await heavy(`visit import, valid 60,000 rows (${sizeOf(csvFile)} csv), wait=true, provider reading`, () => upload(`/service-visits/periods/${valid.periodId}/imports?wait=true`, csvFile, 'text/csv'), { reader: true })
  await heavy(
    `OCR upload, ${sizeOf(files.png)} PNG of 20,000 × 20,000`,
    () => upload('/provider-location-visit-logs/ocr-upload', files.png, 'image/png', { provider_id: String(valid.providerId), location_id: String(valid.providerLocation), year: '2026', month: '1' }),
    {
      // Accepted, the reading runs as a job: the window lasts until it is done.
      after: async (answer, body) => {
        if (answer.status !== 202) return
        const logId = (body as { log_id: number }).log_id
        for (let polls = 0; polls < 600; polls++) {
          const reading = (await fetch(api(`/provider-location-visit-logs/${logId}/ocr`), { headers: { Authorization: `Bearer ${office}` } }).then((r) => r.json())) as { status: string }
          if (reading.status !== 'queued' && reading.status !== 'reading') return
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      },
    },
  )
  await app.stop()
  console.table(rows)
  console.log('Targets: probe max ≤ 1000 ms, RSS growth ≤ 600 MB, every heavy answer 2xx or 4xx with a code.')
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
