import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sumCents } from '../../src/domain/money/money'
import {
  billAdjustmentTypes,
  providerBillLines,
  providerBills,
  providerContractRates,
  providerContracts,
  providerSpecialties,
  purchasableItems,
  serviceSessions,
  users,
  visitBillingExclusions,
  visits,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { officeClient, type Account } from '../test-support/office'
import { pgErrorCode } from '../http/pg-errors'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'
import { refusingLines } from './db-errors'

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
let adminId: number

const BASE = '/api/provider-bills'
const providerOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!
const act = (account: Account, id: number, action: string, body: unknown) => api.call(account, 'POST', `${BASE}/${id}/${action}`, body)

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = (await providerOf('terapeuta@example.com')).provider_id!
  carlos = (await providerOf('terapeuta2@example.com')).provider_id!
  adminId = (await providerOf('oficina@example.com')).id
  await t.db.update(providerSpecialties).set({ license_expiration: '2098-12-31', insurance_expiration: '2098-12-31' })
})
afterAll(() => t?.close())

/** Marisol's seeded bills, newest period last. */
async function seededBills(providerId: number) {
  return t.db.select().from(providerBills).where(eq(providerBills.provider_id, providerId)).orderBy(providerBills.period_id)
}

/**
 * A fresh draft of Marisol's newest seeded period. Whatever live bill the period holds is cancelled
 * first (through the API while it may be; an approved one, left by an earlier test, in the database),
 * so its visits are free again.
 */
async function freshDraft() {
  const bills = await seededBills(marisol)
  const periodId = bills[bills.length - 1]!.period_id
  for (const bill of bills.filter((one) => one.period_id === periodId && one.status !== 'cancelled')) {
    if (bill.status === 'approved') {
      await t.db.update(providerBillLines).set({ live: false }).where(eq(providerBillLines.bill_id, bill.id))
      await t.db.update(providerBills).set({ status: 'cancelled' }).where(eq(providerBills.id, bill.id))
    } else {
      expect((await act('admin', bill.id, 'cancel', { hash: bill.hash })).status).toBe(200)
    }
  }
  const created = await api.call('admin', 'POST', BASE, { provider_id: marisol, period_id: periodId })
  expect(created.status).toBe(201)
  return created.body
}

describe('/provider-bills', () => {
  it('answers statuses, adjustment types and years from the server; the seed built bills', async () => {
    const statuses = await api.get('admin', `${BASE}/status-list`)
    expect(statuses.body.map((status: { code: string }) => status.code)).toEqual(['draft', 'submitted', 'rejected', 'approved', 'paid', 'cancelled'])
    expect((await api.get('provider', `${BASE}/adjustment-types`)).body.length).toBeGreaterThan(0)
    expect((await api.get('admin', `${BASE}/periods`)).body[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), academic_year_name: expect.any(String) })
    const years = await api.get('admin', `${BASE}/years-list`)
    expect(years.body.length).toBeGreaterThan(0)
    const list = await api.get('admin', `${BASE}?page_size=500&academic_year_id=${years.body[0].id}`)
    expect(list.body.items.map((bill: { status: string }) => bill.status)).toEqual(expect.arrayContaining(['approved', 'submitted', 'draft']))
    const approved = await api.get('admin', `${BASE}?status=approved&provider_id=${marisol}`)
    expect(approved.body.items.length).toBeGreaterThan(0)
    expect(approved.body.items.every((bill: { status: string; total_cents: number }) => bill.status === 'approved' && bill.total_cents > 0)).toBe(true)
    expect((await api.get('admin', `${BASE}?status=nope`)).status).toBe(422)
    expect((await api.get('admin', `${BASE}?sort=-total&q=Marisol`)).body.items.length).toBeGreaterThan(0)
  })

  it('finance creates one live bill per provider and period; others may not', async () => {
    const [bill] = await seededBills(carlos)
    const again = await api.call('admin', 'POST', BASE, { provider_id: carlos, period_id: bill!.period_id })
    expect(again).toMatchObject({ status: 409, body: { code: 'bill_exists', bill_id: bill!.id } })
    expect((await api.call('billing', 'POST', BASE, { provider_id: carlos, period_id: bill!.period_id })).status).toBe(403)
    expect((await api.call('provider', 'POST', BASE, { provider_id: marisol, period_id: bill!.period_id })).status).toBe(403)
    expect((await api.call('admin', 'POST', BASE, { provider_id: carlos, period_id: 999999 })).body).toMatchObject({ code: 'unknown_reference' })
    expect((await api.call('admin', 'POST', BASE, { provider_id: 'x' })).status).toBe(422)
  })

  it('imports the period services at the contract rates, reports visits it cannot price, and never bills a visit twice', async () => {
    const draft = await freshDraft()
    expect(draft).toMatchObject({ status: 'draft', total_cents: 0, visit_count: 0, can_edit: true, can_delete: true, allowed_actions: ['submit', 'cancel'] })
    expect((await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: 'stale' })).body.code).toBe('version_conflict')
    // The contract's rates taken out: every visit is reported as unpriced, none priced at 0.
    const [contract] = await t.db.select().from(providerContracts).where(and(eq(providerContracts.provider_id, marisol), eq(providerContracts.status, 'approved')))
    const rates = await t.db.select().from(providerContractRates).where(eq(providerContractRates.contract_id, contract!.id))
    await t.db.delete(providerContractRates).where(eq(providerContractRates.contract_id, contract!.id))
    let unpriced
    try {
      unpriced = await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: draft.hash })
    } finally {
      await t.db.insert(providerContractRates).values(rates)
    }
    expect(unpriced.body).toMatchObject({ imported: 0, bill: { total_cents: 0, lines: [] } })
    expect(unpriced.body.skipped.length).toBeGreaterThan(0)
    expect(unpriced.body.skipped.every((skipped: { reason: string }) => skipped.reason === 'no_rate')).toBe(true)
    // With the rates back, the visits are priced at them.
    const imported = await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: unpriced.body.bill.hash })
    expect(imported.status).toBe(200)
    const bill = imported.body.bill
    // Those of a service and length the contract has a rate for are priced; the rest stay reported.
    expect(imported.body.imported).toBeGreaterThan(0)
    expect(imported.body.imported + imported.body.skipped.length).toBe(unpriced.body.skipped.length)
    expect(imported.body.skipped.every((skipped: { reason: string }) => skipped.reason === 'no_rate')).toBe(true)
    expect(bill.visit_count).toBe(imported.body.imported)
    expect(bill.total_cents).toBe(sumCents(bill.lines.map((line: { amount_cents: number }) => line.amount_cents)))
    for (const line of bill.lines) {
      const rate = rates.find((one) => one.service_id === line.service_id && one.duration_id === line.duration_id)
      expect(line).toMatchObject({ kind: 'visit', quantity: 1, rate_cents: rate!.rate_cents, amount_cents: rate!.rate_cents })
      expect(line.service_date >= bill.period_start && line.service_date <= bill.period_end).toBe(true)
    }
    // Importing again adds nothing: every priced visit is on a live line already.
    const twice = await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: bill.hash })
    expect(twice.body.imported).toBe(0)
    expect(twice.body.bill.total_cents).toBe(bill.total_cents)
    const events = await api.get('admin', `${BASE}/${draft.id}/events`)
    expect(events.body.map((event: { action: string }) => event.action)).toEqual(['create', 'import-period-services', 'import-period-services', 'import-period-services'])
  })

  it('reports every visit of a provider with no approved contract as outside a contract', async () => {
    // His draft (the payment batches' seed adds approved bills of earlier periods too).
    const bill = (await seededBills(carlos)).find((row) => row.status === 'draft')
    const imported = await api.call('admin', 'POST', `${BASE}/${bill!.id}/import-period-services`, { hash: bill!.hash })
    expect(imported.body.imported).toBe(0)
    expect(imported.body.skipped.length).toBeGreaterThan(0)
    expect(imported.body.skipped.every((skipped: { reason: string }) => skipped.reason === 'no_contract')).toBe(true)
  })

  it('keeps item and adjustment lines with the price they were priced at, and the total as the sum of the lines', async () => {
    const draft = await freshDraft()
    const [item] = await t.db.select().from(purchasableItems).limit(1)
    const [type] = await t.db.select().from(billAdjustmentTypes).limit(1)
    const put = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, {
      hash: draft.hash,
      comment: 'Incluye materiales',
      lines: [
        { kind: 'item', purchasable_item_id: item!.id, quantity: 3 },
        { kind: 'adjustment', adjustment_type_id: type!.id, description: 'Descuento acordado', amount_cents: -1001 },
      ],
    })
    expect(put.status).toBe(200)
    expect(put.body.total_cents).toBe(3 * item!.price_cents - 1001)
    expect(put.body.comment).toBe('Incluye materiales')
    const itemLine = put.body.lines.find((line: { kind: string }) => line.kind === 'item')
    // The item's price changes later: the line that keeps its id keeps its price; a new line takes today's.
    await t.db.update(purchasableItems).set({ price_cents: item!.price_cents + 500 }).where(eq(purchasableItems.id, item!.id))
    try {
      const kept = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, {
        hash: put.body.hash,
        lines: [
          { kind: 'item', id: itemLine.id, purchasable_item_id: item!.id, quantity: 1 },
          { kind: 'item', purchasable_item_id: item!.id, quantity: 1 },
        ],
      })
      expect(kept.body.lines.map((line: { rate_cents: number }) => line.rate_cents)).toEqual([item!.price_cents, item!.price_cents + 500])
      expect(kept.body.total_cents).toBe(2 * item!.price_cents + 500)
      expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: kept.body.hash, lines: [{ kind: 'item', purchasable_item_id: 999999, quantity: 1 }] })).body).toMatchObject({
        code: 'unknown_reference',
        errors: { 'lines.0.purchasable_item_id': 'unknown_reference' },
      })
      expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: kept.body.hash, lines: [{ kind: 'adjustment', adjustment_type_id: type!.id, description: 'x', amount_cents: 0 }] })).status).toBe(422)
      expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: put.body.hash, lines: [] })).body.code).toBe('version_conflict')
      expect((await api.call('provider', 'PUT', `${BASE}/${draft.id}`, { hash: kept.body.hash, lines: [] })).status).toBe(403)
    } finally {
      await t.db.update(purchasableItems).set({ price_cents: item!.price_cents }).where(eq(purchasableItems.id, item!.id))
    }
  })

  it('totals equal the sum of the lines under any split of the amounts (property)', async () => {
    const draft = await freshDraft()
    const [type] = await t.db.select().from(billAdjustmentTypes).limit(1)
    let hash = draft.hash as string
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -500_000, max: 500_000 }).filter((amount) => amount !== 0), { minLength: 0, maxLength: 12 }),
        async (amounts) => {
          const lines = amounts.map((amount_cents, index) => ({ kind: 'adjustment', adjustment_type_id: type!.id, description: `Parte ${index + 1}`, amount_cents }))
          const put = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash, lines })
          expect(put.status).toBe(200)
          hash = put.body.hash
          expect(put.body.total_cents).toBe(amounts.reduce((sum, amount) => sum + amount, 0))
          const [stored] = await t.db
            .select({ total: providerBills.total_cents, sum: sql<number>`(select coalesce(sum(amount_cents), 0)::int from provider_bill_lines where bill_id = ${draft.id})` })
            .from(providerBills)
            .where(eq(providerBills.id, draft.id))
          expect(stored!.total).toBe(stored!.sum)
        },
      ),
      { numRuns: 15 },
    )
  })

  it('moves through the workflow with hash and comment, and is changed only while draft or rejected', async () => {
    const draft = await freshDraft()
    const imported = (await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: draft.hash })).body.bill
    const submitted = await act('admin', draft.id, 'submit', { hash: imported.hash })
    expect(submitted.body).toMatchObject({ status: 'submitted', status_name: 'Enviada', allowed_actions: ['reject', 'cancel'], can_edit: false, can_delete: false })
    expect((await api.get('finance', `${BASE}/${draft.id}`)).body.allowed_actions).toEqual(['approve', 'reject', 'cancel'])
    expect((await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: submitted.body.hash, lines: [] })).body).toMatchObject({ code: 'action_not_allowed', current: { status: 'submitted' } })
    expect((await act('admin', draft.id, 'reject', { hash: submitted.body.hash })).status).toBe(422)
    const rejected = await act('admin', draft.id, 'reject', { hash: submitted.body.hash, comment: 'Falta el recibo de materiales' })
    expect(rejected.body).toMatchObject({ status: 'rejected', can_edit: true })
    expect((await act('admin', draft.id, 'approve', { hash: rejected.body.hash })).body.code).toBe('action_not_allowed')
    const again = await act('admin', draft.id, 'submit', { hash: rejected.body.hash })
    expect((await act('finance', draft.id, 'approve', { hash: rejected.body.hash })).body.code).toBe('version_conflict')
    expect((await act('provider', draft.id, 'approve', { hash: again.body.hash })).status).toBe(403)
    // The administrator made and submitted it: another Finanzas person approves.
    expect((await act('admin', draft.id, 'approve', { hash: again.body.hash })).body.code).toBe('maker_cannot_approve')
    const approved = await act('finance', draft.id, 'approve', { hash: again.body.hash })
    expect(approved.body).toMatchObject({ status: 'approved', allowed_actions: [] })
    expect(approved.body.approved_at).not.toBeNull()
    expect((await act('admin', draft.id, 'cancel', { hash: approved.body.hash })).body.code).toBe('action_not_allowed')
    expect((await api.call('admin', 'DELETE', `${BASE}/${draft.id}?hash=${approved.body.hash}`)).status).toBe(409)
    expect((await act('admin', draft.id, 'teleport', { hash: approved.body.hash })).status).toBe(404)
    const events = await api.get('admin', `${BASE}/${draft.id}/events`)
    expect(events.body.map((event: { action: string }) => event.action)).toEqual(['create', 'import-period-services', 'submit', 'reject', 'submit', 'approve'])
    expect(events.body[3]).toMatchObject({ comment: 'Falta el recibo de materiales', from_status: 'submitted', to_status: 'rejected' })
  })

  it('cancelling lets the visits go to a new bill; a draft never submitted may be deleted', async () => {
    const draft = await freshDraft()
    const imported = (await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: draft.hash })).body
    expect(imported.imported).toBeGreaterThan(0)
    const cancelled = await act('admin', draft.id, 'cancel', { hash: imported.bill.hash })
    expect(cancelled.body.status).toBe('cancelled')
    const live = await t.db.select().from(providerBillLines).where(and(eq(providerBillLines.bill_id, draft.id), eq(providerBillLines.live, true)))
    expect(live).toEqual([])
    const next = (await api.call('admin', 'POST', BASE, { provider_id: marisol, period_id: draft.period_id })).body
    const reimported = (await api.call('admin', 'POST', `${BASE}/${next.id}/import-period-services`, { hash: next.hash })).body
    expect(reimported.imported).toBe(imported.imported)
    expect(reimported.bill.total_cents).toBe(imported.bill.total_cents)
    // The new draft was never submitted: it may be deleted (stale hash first: 409).
    expect((await api.call('admin', 'DELETE', `${BASE}/${next.id}?hash=old`)).body.code).toBe('version_conflict')
    expect((await api.call('provider', 'DELETE', `${BASE}/${next.id}?hash=${reimported.bill.hash}`)).status).toBe(403)
    expect((await api.call('admin', 'DELETE', `${BASE}/${next.id}?hash=${reimported.bill.hash}`)).status).toBe(204)
    expect((await api.get('admin', `${BASE}/${next.id}`)).status).toBe(404)
  })

  it('a provider reaches only her own bills (404 otherwise), in lists, reads, events, PDFs and actions', async () => {
    const [his] = await seededBills(carlos)
    const [hers] = await seededBills(marisol)
    expect((await api.get('provider', `${BASE}/${hers!.id}`)).status).toBe(200)
    expect((await api.get('provider', `${BASE}/${his!.id}`)).status).toBe(404)
    expect((await api.get('provider', `${BASE}/${his!.id}/events`)).status).toBe(404)
    expect((await api.get('provider', `${BASE}/${his!.id}/download-bill-pdf`)).status).toBe(404)
    // Bills are prepared by Finanzas only: a provider's action is refused before the bill is looked up, as for any id.
    expect((await act('provider', his!.id, 'submit', { hash: his!.hash })).status).toBe(403)
    expect((await api.call('provider', 'POST', `${BASE}/${his!.id}/import-period-services`, { hash: his!.hash })).status).toBe(403)
    const list = await api.get('provider', `${BASE}?page_size=500`)
    expect(list.body.items.length).toBeGreaterThan(0)
    expect(list.body.items.every((item: { provider_id: number }) => item.provider_id === marisol)).toBe(true)
    expect((await api.get('provider', `${BASE}?provider_id=${carlos}`)).body).toEqual({ items: [], total: 0 })
    // A supervisor does not read her supervised provider's pay; billing staff reach no bills.
    expect((await api.get('supervisor', `${BASE}/${hers!.id}`)).status).toBe(404)
    expect((await api.get('billing', `${BASE}/${hers!.id}`)).status).toBe(403)
  })

  it('prints the bill as a PDF with its lines and total', async () => {
    const approved = (await api.get('admin', `${BASE}?status=approved&provider_id=${marisol}`)).body.items[0]
    const response = await t.authed(`${BASE}/${approved.id}/download-bill-pdf`, await api.token('provider'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text
    expect(text).toContain('Factura de proveedor')
    expect(text).toContain(approved.provider_name)
    expect(text).toContain('Aprobada')
    const dollars = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD' }).format(approved.total_cents / 100)
    expect(text).toContain(dollars)
  })
})

describe('issue 22: maker–checker and money bounds on bills', () => {
  it('whoever created OR submitted a bill cannot approve it (maker_cannot_approve); the approval records who and when', async () => {
    const draft = await freshDraft()
    const imported = (await api.call('admin', 'POST', `${BASE}/${draft.id}/import-period-services`, { hash: draft.hash })).body.bill
    expect(imported.total_cents).toBeGreaterThan(0)
    // The administrator made it, Finanzas submits it: neither approves it.
    const submitted = (await act('finance', draft.id, 'submit', { hash: imported.hash })).body
    expect(submitted.status).toBe('submitted')
    expect(submitted.allowed_actions).not.toContain('approve')
    expect((await api.get('admin', `${BASE}/${draft.id}`)).body.allowed_actions).not.toContain('approve')
    expect(await act('admin', draft.id, 'approve', { hash: submitted.hash })).toMatchObject({ status: 409, body: { code: 'maker_cannot_approve' } })
    expect(await act('finance', draft.id, 'approve', { hash: submitted.hash })).toMatchObject({ status: 409, body: { code: 'maker_cannot_approve' } })
    await api.token('finance2')
    t.clock.set('2026-03-10T14:06:00Z')
    try {
      const approved = await act('finance2', draft.id, 'approve', { hash: submitted.hash })
      const checker = (await providerOf('finanzas2@example.com')).id
      expect(approved).toMatchObject({ status: 200, body: { status: 'approved', approved_by: checker, approved_at: '2026-03-10T14:06:00.000Z', submitted_by: (await providerOf('finanzas@example.com')).id } })
      expect(approved.body.approved_by_name).toBeTruthy()
    } finally {
      t.clock.set(TEST_NOW)
    }
    // The database refuses the maker recorded as the approver.
    const refused = await t.db
      .update(providerBills)
      .set({ approved_by: adminId })
      .where(eq(providerBills.id, draft.id))
      .then(() => null, (error: unknown) => pgErrorCode(error))
    expect(refused).toBe('23514')
  })

  it('totals are 64-bit cents: past 2,147,483,647 is exact, past the NACHA per-entry maximum is 422 amount_out_of_range, never 500', async () => {
    const draft = await freshDraft()
    const [type] = await t.db.select().from(billAdjustmentTypes).limit(1)
    const adjustment = (amount_cents: number, index = 0) => ({ kind: 'adjustment', adjustment_type_id: type!.id, description: `Ajuste ${index + 1}`, amount_cents })
    const big = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: draft.hash, lines: [adjustment(1_000_000_000, 0), adjustment(1_000_000_000, 1), adjustment(1_000_000_000, 2)] })
    expect(big).toMatchObject({ status: 200, body: { total_cents: 3_000_000_000 } })
    const over = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: big.body.hash, lines: Array.from({ length: 11 }, (_, index) => adjustment(1_000_000_000, index)) })
    expect(over).toMatchObject({ status: 422, body: { code: 'amount_out_of_range' } })
    const line = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: big.body.hash, lines: [adjustment(10_000_000_000)] })
    expect(line).toMatchObject({ status: 422, body: { errors: { 'lines.0.amount_cents': 'amount_out_of_range' } } })
    // The database holds the same bounds.
    const refused = await t.db
      .update(providerBills)
      .set({ total_cents: 10_000_000_000 })
      .where(eq(providerBills.id, draft.id))
      .then(() => null, (error: unknown) => pgErrorCode(error))
    expect(refused).toBe('23514')
  })

  it('a bill whose total is negative is neither submitted nor approved (bill_total_negative), at the database too', async () => {
    const draft = await freshDraft()
    const [type] = await t.db.select().from(billAdjustmentTypes).limit(1)
    const put = await api.call('admin', 'PUT', `${BASE}/${draft.id}`, { hash: draft.hash, lines: [{ kind: 'adjustment', adjustment_type_id: type!.id, description: 'Descuento', amount_cents: -50_000 }] })
    expect(put).toMatchObject({ status: 200, body: { total_cents: -50_000 } })
    expect(await act('admin', draft.id, 'submit', { hash: put.body.hash })).toMatchObject({ status: 409, body: { code: 'bill_total_negative' } })
    const refused = await t.db
      .update(providerBills)
      .set({ status: 'approved' })
      .where(eq(providerBills.id, draft.id))
      .then(() => null, (error: unknown) => pgErrorCode(error))
    expect(refused).toBe('23514')
  })
})

describe('controls at the database', () => {
  /** A live visit line for `visitId` on bill `billId`, as any path would write it. */
  const lineFor = (billId: number, visitId: string) =>
    t.db.insert(providerBillLines).values({ bill_id: billId, kind: 'visit', visit_id: visitId, quantity: 1, rate_cents: 100, amount_cents: 100 })
  const refusal = async (write: () => Promise<unknown>) => {
    try {
      await refusingLines(write)
      return null
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, code: error.code }
      throw error
    }
  }

  async function unbilledVisitOf(providerId: number) {
    const rows = await t.db.execute(sql`select v.id from visits v join service_sessions s on s.id = v.session_id
      where s.provider_id = ${providerId} and s.deleted_at is null
      and not exists (select 1 from provider_bill_lines l where l.visit_id = v.id and l.live)
      and not exists (select 1 from visit_billing_exclusions e where e.visit_id = v.id) order by s.date desc limit 1`)
    return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id
  }

  it('refuses a line for a visit the scrubber excluded, and accepts it once the exclusion is lifted', async () => {
    const draft = await freshDraft()
    const visitId = await unbilledVisitOf(marisol)
    await t.db.insert(visitBillingExclusions).values({ visit_id: visitId, reason: 'Sin firma del encargado', excluded_by: adminId })
    expect(await refusal(() => lineFor(draft.id, visitId))).toEqual({ status: 409, code: 'visit_excluded_from_billing' })
    await t.db.delete(visitBillingExclusions).where(eq(visitBillingExclusions.visit_id, visitId))
    expect(await refusal(() => lineFor(draft.id, visitId))).toBeNull()
    // The same visit on a second live line: the live-visit index refuses double billing.
    expect(await refusal(() => lineFor(draft.id, visitId))).toEqual({ status: 409, code: 'visit_already_billed' })
  })

  it('refuses a visit outside an approved contract of the bill provider, or another provider’s visit', async () => {
    const draft = await freshDraft()
    const visitId = await unbilledVisitOf(marisol)
    const [session] = await t.db.select({ id: serviceSessions.id, date: serviceSessions.date }).from(visits).innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id)).where(eq(visits.id, visitId))
    const [contract] = await t.db.select().from(providerContracts).where(and(eq(providerContracts.provider_id, marisol), eq(providerContracts.status, 'approved')))
    // The contract now ends the day before the visit: refused.
    await t.db.update(providerContracts).set({ end_date: sql`${session!.date}::date - 1` }).where(eq(providerContracts.id, contract!.id))
    try {
      expect(await refusal(() => lineFor(draft.id, visitId))).toEqual({ status: 409, code: 'visit_outside_contract' })
    } finally {
      await t.db.update(providerContracts).set({ end_date: contract!.end_date }).where(eq(providerContracts.id, contract!.id))
    }
    // Carlos's visit on Marisol's bill: refused; Marisol's own, in her contract's dates: accepted.
    expect(await refusal(() => lineFor(draft.id, '00000000-0000-0000-0000-000000000000'))).toEqual({ status: 409, code: 'visit_outside_contract' })
    const carlosVisit = await unbilledVisitOf(carlos)
    expect(await refusal(() => lineFor(draft.id, carlosVisit))).toMatchObject({ code: 'visit_outside_contract' })
    expect(await refusal(() => lineFor(draft.id, visitId))).toBeNull()
  })
})
