import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, visitBillingExclusions, visitExclusionEvents } from '../db/schema'
import { pgErrorCode } from '../http/pg-errors'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * Issue 15 "Controls", the reverse of BL001: a visit on a live provider bill (any bill not
 * cancelled) cannot be excluded from billing — refused by the trigger of migration 0024 (BL003)
 * and by POST /scrubber/visits/{id}/exclusion (409 visit_on_live_bill). Cancelling the bill
 * frees the visit for an exclusion.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>
let clerkId: number

interface BilledVisit {
  visit_id: string
  line_id: number
  bill_id: number
  bill_status: string
  bill_hash: string
}

/** Visits on a live line of a bill in `statuses`, in an open billing period, not excluded. */
async function billedVisits(statuses: string[]): Promise<BilledVisit[]> {
  const result = await t.db.execute(sql`
    select l.visit_id, l.id as line_id, b.id as bill_id, b.status as bill_status, b.hash as bill_hash
    from provider_bill_lines l
    join provider_bills b on b.id = l.bill_id
    join visits v on v.id = l.visit_id
    join service_sessions s on s.id = v.session_id
    join visit_periods p on s.date between p.start_date and p.end_date
    where l.live and p.status = 'open' and b.status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})
      and not exists (select 1 from visit_billing_exclusions e where e.visit_id = l.visit_id)
    order by b.id, l.id`)
  return (result as unknown as { rows: BilledVisit[] }).rows
}

/** The SQLSTATE a raw write ends with (null when it succeeds). */
async function sqlState(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write()
    return null
  } catch (error) {
    return pgErrorCode(error) ?? 'unknown'
  }
}

const excludeRaw = (visitId: string) =>
  t.db.execute(sql`insert into visit_billing_exclusions (visit_id, reason, excluded_by) values (${visitId}, 'prueba', ${clerkId})`)

/** Runs `body` in a transaction that is rolled back, so a test leaves the seed as it found it. */
async function rolledBack(body: (tx: TestApp['db']) => Promise<void>) {
  const rollback = new Error('rollback')
  await t.db
    .transaction(async (tx) => {
      await body(tx as unknown as TestApp['db'])
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  clerkId = (await t.db.select().from(users).where(eq(users.email, 'facturacion@example.com')))[0]!.id
})
afterAll(() => t?.close())

describe('the database refuses excluding a visit on a live bill (BL003)', () => {
  it('refuses for every live bill status the seed has, on insert and on moving an exclusion onto it', async () => {
    const billed = await billedVisits(['draft', 'submitted', 'rejected', 'approved', 'paid'])
    const statuses = [...new Set(billed.map((row) => row.bill_status))]
    expect(statuses.length).toBeGreaterThan(1)
    for (const status of statuses) {
      const row = billed.find((candidate) => candidate.bill_status === status)!
      expect(await sqlState(() => excludeRaw(row.visit_id)), status).toBe('BL003')
    }
    // An exclusion of an unbilled visit moved onto a billed one: refused too.
    const unbilled = await t.db.execute(sql`select v.id from visits v
      where not exists (select 1 from provider_bill_lines l where l.visit_id = v.id and l.live)
      and not exists (select 1 from visit_billing_exclusions e where e.visit_id = v.id) limit 1`)
    const free = (unbilled as unknown as { rows: { id: string }[] }).rows[0]!.id
    await rolledBack(async (tx) => {
      await tx.execute(sql`insert into visit_billing_exclusions (visit_id, reason, excluded_by) values (${free}, 'prueba', ${clerkId})`)
      const moved = await sqlState(() => tx.transaction((savepoint) => savepoint.execute(sql`update visit_billing_exclusions set visit_id = ${billed[0]!.visit_id} where visit_id = ${free}`)))
      expect(moved).toBe('BL003')
    })
  })

  it('accepts the exclusion once the line is no longer live (its bill cancelled), and then refuses the line again (BL001)', async () => {
    const [row] = await billedVisits(['draft', 'submitted', 'rejected'])
    await rolledBack(async (tx) => {
      await tx.execute(sql`update provider_bill_lines set live = false where id = ${row!.line_id}`)
      await tx.execute(sql`insert into visit_billing_exclusions (visit_id, reason, excluded_by) values (${row!.visit_id}, 'prueba', ${clerkId})`)
      const revived = await sqlState(() => tx.transaction((savepoint) => savepoint.execute(sql`update provider_bill_lines set live = true where id = ${row!.line_id}`)))
      expect(revived).toBe('BL001')
    })
  })
})

describe('POST /scrubber/visits/{id}/exclusion of a billed visit', () => {
  it('answers 409 visit_on_live_bill naming the bill, writes nothing, and excludes once the bill is cancelled', async () => {
    const [approved] = await billedVisits(['approved', 'paid'])
    const refusedApproved = await api.call('billing', 'POST', `/api/scrubber/visits/${approved!.visit_id}/exclusion`, { reason: 'Sin firma' })
    expect(refusedApproved).toMatchObject({ status: 409, body: { code: 'visit_on_live_bill', bill_id: approved!.bill_id, bill_status: approved!.bill_status } })

    const [open] = await billedVisits(['draft', 'submitted', 'rejected'])
    const refused = await api.call('billing', 'POST', `/api/scrubber/visits/${open!.visit_id}/exclusion`, { reason: 'Sin firma' })
    expect(refused).toMatchObject({ status: 409, body: { code: 'visit_on_live_bill', bill_id: open!.bill_id } })
    expect(await t.db.select().from(visitBillingExclusions).where(eq(visitBillingExclusions.visit_id, open!.visit_id))).toEqual([])
    expect(await t.db.select().from(visitExclusionEvents).where(eq(visitExclusionEvents.visit_id, open!.visit_id))).toEqual([])

    const cancelled = await api.call('admin', 'POST', `/api/provider-bills/${open!.bill_id}/cancel`, { hash: open!.bill_hash })
    expect(cancelled.body.status).toBe('cancelled')
    const excluded = await api.call('billing', 'POST', `/api/scrubber/visits/${open!.visit_id}/exclusion`, { reason: 'Sin firma' })
    expect(excluded).toMatchObject({ status: 201, body: { reason: 'Sin firma' } })
  })
})

/**
 * Two transactions racing (PostgreSQL only: PGlite has one connection, so there is no race): a
 * bill line made live again is not yet committed when the exclusion is inserted. Without the locks
 * of migration 0024 each would see nothing of the other and both would commit; with them the
 * exclusion waits for the line's transaction and then sees its line.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the exclusion racing a bill line (PostgreSQL)', () => {
  it('waits for the line’s transaction and then refuses (BL003)', async () => {
    const [row] = await billedVisits(['draft', 'submitted', 'rejected'])
    await t.db.execute(sql`update provider_bill_lines set live = false where id = ${row!.line_id}`)
    let lineWritten!: () => void
    const written = new Promise<void>((resolve) => (lineWritten = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const lineTx = t.db.transaction(async (tx) => {
      await tx.execute(sql`update provider_bill_lines set live = true where id = ${row!.line_id}`)
      lineWritten()
      await released
    })
    await written
    const exclusion = sqlState(() => excludeRaw(row!.visit_id))
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    await lineTx
    expect(await exclusion).toBe('BL003')
  })
})
