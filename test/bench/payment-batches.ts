/**
 * `npm run bench:batches`: a payment batch for 200 providers — gathering their approved bills
 * (POST /provider-payment-batches) and generating its ACH file (GET …/get-ach-file: decrypting
 * 200 accounts, nach2, trace numbers, the audit event) — through the whole API, against the bare
 * SQL that reads and writes the same rows in the same run, on PGlite and PostgreSQL (engines.ts:
 * BENCH_ENGINES, BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints a table; never fails on a figure. BENCH_ROUNDS (default 5) rounds after one warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { abaCheckDigit } from '../../src/domain/finance/aba'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { DatabaseHandle } from '../../server/db/client'
import { loadBankCipher } from '../../server/finance/bank-cipher'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/seed'
import { forEachEngine, type Engine } from './engines'

const PROVIDERS = 200
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!

async function measure(engine: Engine, handle: DatabaseHandle) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-batches-'))
  try {
    const now = new Date()
    await seedIfEmpty(handle.db, now)
    const db = handle.db
    const config = readConfig({ DATA_DIR: folder, STATIC_DIR: folder })
    const cipher = await loadBankCipher(db, config)
    const period = rowsOf<{ id: number }>(await db.execute(sql`select id from visit_periods order by start_date desc limit 1`))[0]!
    const creator = rowsOf<{ id: number }>(await db.execute(sql`select id from users where email = 'finanzas@example.com'`))[0]!
    await db.execute(sql`
      insert into providers (first_name, last_name, email, provider_status_id)
      select 'Bench', 'Proveedor ' || g, 'bench' || g || '@example.com', (select provider_status_id from providers order by id limit 1)
      from generate_series(1, ${PROVIDERS}) g`)
    const bench = rowsOf<{ id: number }>(await db.execute(sql`select id from providers where email like 'bench%' order by id`))
    const routing = `02150999${abaCheckDigit('02150999')}`
    for (const [index, provider] of bench.entries()) {
      const account = String(100000 + index)
      await db.execute(sql`insert into provider_bank_accounts (provider_id, bank_name, account_holder, account_type, routing_encrypted, routing_last4, account_encrypted, account_last4)
        values (${provider.id}, 'Banco', ${`Proveedor ${index}`}, 'checking', ${cipher.encrypt(routing)}, ${routing.slice(-4)}, ${cipher.encrypt(account)}, ${account.slice(-4)})`)
    }
    await db.execute(sql`insert into provider_bills (provider_id, period_id, status, total_cents, created_by)
      select p.id, ${period.id}, 'approved', 100000 + p.id * 7, ${creator.id} from providers p where p.email like 'bench%'`)

    const app = await createApp({ db, config, now: () => now })
    const tokenOf = async (email: string) => {
      const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) })
      return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`, 'Content-Type': 'application/json' }
    }
    const finance = await tokenOf('finanzas@example.com')
    const office = await tokenOf('oficina@example.com')
    const call = async (headers: Record<string, string>, method: string, url: string, body?: unknown) => {
      const response = await app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
      return response
    }
    /** Frees the bench period's bills again (the batches of a round are deleted under the API). */
    const reset = () => db.execute(sql`delete from payment_batches where name like 'Bench%'`)

    const samples = { create: [] as number[], ach: [] as number[], bareCreate: [] as number[], bareAch: [] as number[] }
    for (let round = 0; round <= ROUNDS; round++) {
      await reset()
      let start = performance.now()
      const created = (await (await call(finance, 'POST', '/api/provider-payment-batches', { name: `Bench ${round}`, effective_date: '2030-01-15', period_id: period.id })).json()) as { id: number; hash: string; payment_count: number }
      const createMs = performance.now() - start
      if (created.payment_count !== PROVIDERS) throw new Error(`gathered ${created.payment_count}`)
      const submitted = (await (await call(finance, 'POST', `/api/provider-payment-batches/${created.id}/submit`, { hash: created.hash })).json()) as { hash: string }
      const approved = (await (await call(office, 'POST', `/api/provider-payment-batches/${created.id}/approve`, { hash: submitted.hash })).json()) as { hash: string }
      await call(office, 'POST', `/api/provider-payment-batches/${created.id}/claim`, { hash: approved.hash })
      start = performance.now()
      const text = await (await call(office, 'GET', `/api/provider-payment-batches/${created.id}/get-ach-file`)).text()
      const achMs = performance.now() - start
      if (text.split('\r\n').filter((line) => line.startsWith('6')).length !== PROVIDERS) throw new Error('ACH entries missing')
      await reset()

      // Bare SQL: the same gathering as one insert-select, and the accounts read and decrypted.
      start = performance.now()
      await db.transaction(async (tx) => {
        const [batch] = rowsOf<{ id: number }>(await tx.execute(sql`insert into payment_batches (name, effective_date, owner_id, created_by) values ('Bench bare', '2030-01-15', ${creator.id}, ${creator.id}) returning id`))
        await tx.execute(sql`insert into provider_payments (batch_id, provider_id, bill_id, amount_cents, bank_account_id)
          select ${batch!.id}, b.provider_id, b.id, b.total_cents, a.id from provider_bills b left join provider_bank_accounts a on a.provider_id = b.provider_id
          where b.period_id = ${period.id} and b.status = 'approved' and not exists (select 1 from provider_payments p where p.bill_id = b.id and p.status <> 'cancelled')`)
        await tx.execute(sql`update payment_batches set total_cents = (select sum(amount_cents) from provider_payments where batch_id = ${batch!.id}) where id = ${batch!.id}`)
      })
      const bareCreateMs = performance.now() - start
      start = performance.now()
      const accounts = rowsOf<{ routing_encrypted: string; account_encrypted: string; amount_cents: number }>(
        await db.execute(sql`select a.routing_encrypted, a.account_encrypted, p.amount_cents from provider_payments p join provider_bank_accounts a on a.id = p.bank_account_id
          join payment_batches b on b.id = p.batch_id where b.name = 'Bench bare' order by p.id`),
      )
      const lines = accounts.map((row) => `6${cipher.decrypt(row.routing_encrypted)}${cipher.decrypt(row.account_encrypted)}${row.amount_cents}`)
      const bareAchMs = performance.now() - start
      if (lines.length !== PROVIDERS) throw new Error('bare read missing rows')
      if (round === 0) continue
      samples.create.push(createMs)
      samples.ach.push(achMs)
      samples.bareCreate.push(bareCreateMs)
      samples.bareAch.push(bareAchMs)
    }
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(`${engine}, ${PROVIDERS} providers, median of ${ROUNDS} rounds`)
    console.table([
      { step: 'gather 200 bills into a batch', api: ms(median(samples.create)), bare_sql: ms(median(samples.bareCreate)) },
      { step: 'ACH file of 200 payments', api: ms(median(samples.ach)), bare_sql: ms(median(samples.bareAch)) },
    ])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await forEachEngine(measure)
