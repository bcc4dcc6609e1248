import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { prepareVisits } from './load/visits'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const handle = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'stall-db-')) })
await seedIfEmpty(handle.db, new Date())
const valid = await prepareVisits(handle.db, Number(process.env.ROWS ?? 20000))
const folder = mkdtempSync(path.join(tmpdir(), 'stall-'))
const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: folder, STATIC_DIR: folder }), now: () => new Date() })
const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'oficina@example.com', password: DEMO_PASSWORD }) })
const token = ((await login.json()) as { accessToken: string }).accessToken
const form = new FormData()
form.set('file', new File([valid.csv], 'v.csv', { type: 'text/csv' }))
const encoded = new Response(form)
const body = new Uint8Array(await encoded.arrayBuffer())
let last = performance.now(); let worst = 0; const gaps: number[] = []
const timer = setInterval(() => { const now = performance.now(); const gap = now - last - 20; if (gap > 100) gaps.push(Math.round(gap)); worst = Math.max(worst, gap); last = now }, 20)
const t0 = performance.now()
const response = await app.request(`/api/service-visits/periods/${valid.periodId}/imports?wait=true`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) } })
console.log(response.status, JSON.stringify(await response.json()).slice(0, 300))
clearInterval(timer)
console.log('total s', ((performance.now() - t0) / 1000).toFixed(1), 'worst gap ms', Math.round(worst), 'gaps>100', gaps.length, gaps.slice(0, 40))
process.exit(0)
