import { and, eq, inArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { abaCheckDigit } from '../../src/domain/finance/aba'
import { pgErrorCode } from '../http/pg-errors'
import { documentEvents, paymentBatches, providerBills, providerPayments, users, visitPeriods } from '../db/schema'
import { entryHashOf, readNacha } from '../test-support/nacha-reader'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let marisol: number
let carlos: number
const BASE = '/api/provider-payment-batches'
const PAYMENTS = '/api/provider-payments'
/** Marisol's demo account number (server/seed/finance.ts): it must never appear in an answer. */
const MARISOL_ACCOUNT = '004512349871'

const providerOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.provider_id!
const act = (account: Account, id: number, action: string, body: unknown) => api.call(account, 'POST', `${BASE}/${id}/${action}`, body)

/** Fresh approved bills (one per provider) in a period of their own, outside the seeded ones. */
let periodCursor = 3
async function freshBills(providerIds: number[], cents = 12_345): Promise<{ periodId: number; billIds: number[] }> {
  const periods = await t.db.select().from(visitPeriods).orderBy(visitPeriods.start_date)
  const period = periods[periodCursor++]!
  const creator = (await t.db.select().from(users).where(eq(users.email, 'finanzas@example.com')))[0]!
  const rows = await t.db
    .insert(providerBills)
    .values(providerIds.map((provider_id, index) => ({ provider_id, period_id: period.id, status: 'approved', total_cents: cents + index, created_by: creator.id })))
    .returning({ id: providerBills.id })
  return { periodId: period.id, billIds: rows.map((row) => row.id) }
}

async function newBatch(billIds: number[], account: Account = 'finance') {
  const created = await api.call(account, 'POST', BASE, { name: 'Lote de prueba', effective_date: '2026-03-13', bill_ids: billIds })
  expect(created.status).toBe(201)
  return created.body
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = await providerOf('terapeuta@example.com')
  carlos = await providerOf('terapeuta2@example.com')
})
afterAll(() => t?.close())

describe('/provider-payment-batches', () => {
  it('answers the statuses from the server, and the seeded batches', async () => {
    const statuses = await api.get('finance', `${BASE}/status-list`)
    expect(statuses.body.map((status: { code: string }) => status.code)).toEqual(['draft', 'submitted', 'rejected', 'approved', 'processing', 'processed'])
    const list = await api.get('finance', `${BASE}?sort=id`)
    expect(list.body.items.map((batch: { status: string }) => batch.status)).toEqual(['processed', 'submitted'])
    const waiting = list.body.items[1]
    // Finanzas submitted it: only someone else may approve it.
    expect(waiting.allowed_actions).toEqual(['reject'])
    expect((await api.get('admin', `${BASE}/${waiting.id}`)).body.allowed_actions).toEqual(['approve', 'reject'])
    expect((await api.get('finance', `${BASE}?status=processed`)).body.total).toBe(1)
    expect((await api.get('finance', `${BASE}?sort=bogus`)).status).toBe(422)
  })

  it('gathers the payable bills of a period, one payment per bill with the bill total', async () => {
    const payable = await api.get('finance', `${BASE}/payable-bills`)
    expect(payable.status).toBe(200)
    expect(payable.body.length).toBeGreaterThan(0)
    const periodId = payable.body[0].period_id
    // The seeds leave approved bills in more than one period: a batch for one period takes that period's.
    const inPeriod = payable.body.filter((bill: { period_id: number }) => bill.period_id === periodId)
    const created = await api.call('finance', 'POST', BASE, { name: 'Tercer periodo', effective_date: '2026-03-20', period_id: periodId })
    expect(created).toMatchObject({ status: 201, body: { status: 'draft', payment_count: inPeriod.length, can_edit: true, allowed_actions: ['submit'] } })
    const total = inPeriod.reduce((sum: number, bill: { total_cents: number }) => sum + bill.total_cents, 0)
    expect(created.body.total_cents).toBe(total)
    const payments = await api.get('finance', `${PAYMENTS}?batch_id=${created.body.id}`)
    expect(payments.body.items.map((payment: { amount_cents: number }) => payment.amount_cents).sort()).toEqual(inPeriod.map((bill: { total_cents: number }) => bill.total_cents).sort())
    // Gathered once: they are no longer payable, and naming a bill again is refused.
    expect((await api.get('finance', `${BASE}/payable-bills`)).body.length).toBe(payable.body.length - inPeriod.length)
    const again = await api.call('finance', 'POST', BASE, { name: 'Otra vez', effective_date: '2026-03-20', bill_ids: [inPeriod[0].id] })
    expect(again).toMatchObject({ status: 409, body: { code: 'bill_already_in_batch' } })
    const unknown = await api.call('finance', 'POST', BASE, { name: 'Nada', effective_date: '2026-03-20', bill_ids: [999999] })
    expect(unknown).toMatchObject({ status: 422, body: { code: 'unknown_reference' } })
    expect((await api.call('finance', 'POST', BASE, { name: '', effective_date: '2026-03-20' })).status).toBe(422)
    // Deleting the draft frees its bills; its payments' history goes with them.
    const paymentIds = payments.body.items.map((payment: { id: number }) => payment.id)
    const paymentEvents = () => t.db.select().from(documentEvents).where(and(eq(documentEvents.document_type, 'provider-payment'), inArray(documentEvents.document_id, paymentIds)))
    expect(await paymentEvents()).toHaveLength(paymentIds.length)
    const removed = await api.call('finance', 'DELETE', `${BASE}/${created.body.id}?hash=${created.body.hash}`)
    expect(removed.status).toBe(204)
    expect((await api.get('finance', `${BASE}/payable-bills`)).body.length).toBe(payable.body.length)
    expect(await paymentEvents()).toEqual([])
  })

  it('from creation through a second person’s approval to the ACH file and processing', async () => {
    const { billIds } = await freshBills([marisol, carlos])
    const batch = await newBatch(billIds)
    const submitted = await act('finance', batch.id, 'submit', { hash: batch.hash })
    expect(submitted.body).toMatchObject({ status: 'submitted', submitted_by_name: expect.any(String), can_edit: false })

    // Separation of duties: the submitter cannot approve (409 with a code), someone else can.
    const self = await act('finance', batch.id, 'approve', { hash: submitted.body.hash })
    expect(self).toMatchObject({ status: 409, body: { code: 'maker_cannot_approve' } })
    const approved = await act('admin', batch.id, 'approve', { hash: submitted.body.hash, comment: 'Revisado' })
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', approved_by_name: expect.any(String) } })

    // The ACH file only for whoever holds it while processing.
    expect((await api.get('finance', `${BASE}/${batch.id}/get-ach-file`)).body.code).toBe('ach_not_available')
    const claimed = await act('admin', batch.id, 'claim', { hash: approved.body.hash })
    expect(claimed.body).toMatchObject({ status: 'processing', can_download_ach: true })
    expect((await act('admin', batch.id, 'mark-processed', { hash: claimed.body.hash })).body.code).toBe('ach_not_generated')
    expect((await api.get('finance', `${BASE}/${batch.id}/get-ach-file`)).status).toBe(409)

    const response = await t.authed(`${BASE}/${batch.id}/get-ach-file`, await api.token('admin'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('ach-lote-')
    const text = await response.text()
    const file = readNacha(text)
    expect(file.recordTypes.slice(0, 6)).toEqual(['1', '5', '6', '6', '8', '9'])
    expect(file.lines.every((line) => line.length === 94)).toBe(true)
    expect(file.lines.length % 10).toBe(0)
    expect(file.fillers.every((line) => line === '9'.repeat(94))).toBe(true)
    expect(file.control.blockCount).toBe(file.lines.length / 10)
    const [ach] = file.batches
    expect(ach).toMatchObject({ serviceClassCode: '220', secCode: 'PPD', batchNumber: 1, effectiveDate: '260313' })
    const payments = (await api.get('admin', `${PAYMENTS}?batch_id=${batch.id}&sort=id`)).body.items
    expect(ach!.entries.map((entry) => entry.amountCents)).toEqual(payments.map((payment: { amount_cents: number }) => payment.amount_cents))
    expect(ach!.entries.map((entry) => entry.traceNumber)).toEqual(payments.map((payment: { trace_number: string }) => payment.trace_number))
    expect(ach!.control.entryHash).toBe(entryHashOf(ach!.entries))
    expect(file.control.entryHash).toBe(entryHashOf(ach!.entries))
    const sum = payments.reduce((total: number, payment: { amount_cents: number }) => total + payment.amount_cents, 0)
    expect(ach!.control.totalCreditCents).toBe(sum)
    expect(file.control).toMatchObject({ batchCount: 1, entryAddendaCount: 2, totalDebitCents: 0, totalCreditCents: sum })

    const current = (await api.get('admin', `${BASE}/${batch.id}`)).body
    expect(current.ach_generated_at).not.toBeNull()
    const done = await act('admin', batch.id, 'mark-processed', { hash: current.hash })
    expect(done.body).toMatchObject({ status: 'processed', allowed_actions: [] })
    const bills = await t.db.select().from(providerBills).where(inArray(providerBills.id, billIds))
    expect(bills.every((bill) => bill.status === 'paid')).toBe(true)
    const paid = (await api.get('admin', `${PAYMENTS}?batch_id=${batch.id}`)).body.items
    expect(paid.every((payment: { status: string; paid_at: string }) => payment.status === 'paid' && payment.paid_at)).toBe(true)

    const events = (await api.get('finance', `${BASE}/${batch.id}/events`)).body.map((event: { action: string }) => event.action)
    expect(events).toEqual(['create', 'submit', 'approve', 'claim', 'get-ach-file', 'mark-processed'])
    // A copy of the file once processed, for anyone of finance: also audited.
    expect((await t.authed(`${BASE}/${batch.id}/get-ach-file`, await api.token('finance'))).status).toBe(200)
    // The bill's payments, from the bill's side.
    expect((await api.get('finance', `/api/provider-bills/${billIds[0]}/payments`)).body).toMatchObject([{ bill_id: billIds[0], status: 'paid' }])
    // Each bill and payment was paid by the automatic row of its own flow, with its line of history.
    const billEvents = (await api.get('finance', `/api/provider-bills/${billIds[0]}/events`)).body
    expect(billEvents.at(-1)).toMatchObject({ action: 'pay', from_status: 'approved', to_status: 'paid', to_status_name: 'Pagada', comment: `Lote de pago ${batch.id}` })
    const paymentEvents = (await api.get('finance', `${PAYMENTS}/${paid[0].id}/events`)).body
    expect(paymentEvents.map((event: { action: string; to_status: string }) => [event.action, event.to_status])).toEqual([
      ['create', 'pending'],
      ['mark-processed', 'paid'],
    ])
    // Nobody asks for an automatic move: it names no route, and no paid bill offers it.
    const paidBill = (await api.get('finance', `/api/provider-bills/${billIds[0]}`)).body
    expect(paidBill).toMatchObject({ status: 'paid', allowed_actions: [] })
    expect((await api.call('finance', 'POST', `/api/provider-bills/${billIds[1]}/pay`, { hash: paidBill.hash })).status).toBe(404)
  })

  it('the database itself refuses an approval recorded by the submitter', async () => {
    const [row] = await t.db.select().from(paymentBatches).where(eq(paymentBatches.status, 'submitted')).limit(1)
    await expect(t.db.update(paymentBatches).set({ approved_by: row!.submitted_by }).where(eq(paymentBatches.id, row!.id))).rejects.toThrow()
    // A live payment per bill: a second one for a bill already paid is refused too.
    const [payment] = await t.db.select().from(providerPayments).limit(1)
    const { id: _id, ...copy } = payment!
    await expect(t.db.insert(providerPayments).values({ ...copy, status: 'pending' })).rejects.toThrow()
  })

  it('reject needs a comment and sends it back to be corrected; the submitter may not approve after resubmitting either', async () => {
    const { billIds } = await freshBills([marisol])
    const batch = await newBatch(billIds)
    const submitted = (await act('finance', batch.id, 'submit', { hash: batch.hash })).body
    expect((await act('admin', batch.id, 'reject', { hash: submitted.hash })).status).toBe(422)
    const rejected = await act('admin', batch.id, 'reject', { hash: submitted.hash, comment: 'Falta una factura' })
    expect(rejected.body).toMatchObject({ status: 'rejected', can_edit: true })
    const edited = await api.call('finance', 'PUT', `${BASE}/${batch.id}`, { hash: rejected.body.hash, name: 'Lote corregido', effective_date: '2026-03-16', notes: null })
    expect(edited.body).toMatchObject({ name: 'Lote corregido' })
    expect((await api.call('finance', 'PUT', `${BASE}/${batch.id}`, { hash: rejected.body.hash, name: 'x', effective_date: '2026-03-16' })).body.code).toBe('version_conflict')
    // Now the administrator submits it: neither she (the submitter) nor Finanzas (the maker) may approve it; a second Finanzas person may.
    const resubmitted = (await act('admin', batch.id, 'submit', { hash: edited.body.hash })).body
    expect((await act('admin', batch.id, 'approve', { hash: resubmitted.hash })).body.code).toBe('maker_cannot_approve')
    expect((await act('finance', batch.id, 'approve', { hash: resubmitted.hash })).body.code).toBe('maker_cannot_approve')
    expect((await act('finance2', batch.id, 'approve', { hash: resubmitted.hash })).body.status).toBe('approved')
    expect((await api.call('finance', 'DELETE', `${BASE}/${batch.id}?hash=x`)).body.code).toBe('action_not_allowed')
  })

  it('refuses to submit an empty batch', async () => {
    const batch = await newBatch([])
    expect((await act('finance', batch.id, 'submit', { hash: batch.hash })).body.code).toBe('batch_empty')
  })

  it('changes the owner to finance staff only, as an event', async () => {
    const { billIds } = await freshBills([carlos])
    const batch = await newBatch(billIds)
    const providerUser = (await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com')))[0]!
    const financeUser = (await t.db.select().from(users).where(eq(users.email, 'oficina@example.com')))[0]!
    expect((await api.call('finance', 'POST', `${BASE}/${batch.id}/change-owner`, { hash: batch.hash, userId: providerUser.id })).body.code).toBe('invalid_owner')
    const changed = await api.call('finance', 'POST', `${BASE}/${batch.id}/change-owner`, { hash: batch.hash, userId: financeUser.id })
    expect(changed.body).toMatchObject({ owner_id: financeUser.id })
    expect((await api.call('finance', 'POST', `${BASE}/${batch.id}/change-owner`, { hash: batch.hash, userId: financeUser.id })).body.code).toBe('version_conflict')
    const events = (await api.get('finance', `${BASE}/${batch.id}/events`)).body
    expect(events.at(-1)).toMatchObject({ action: 'change-owner', from_status: 'draft', to_status: 'draft' })
    expect((await api.get('finance', `${BASE}/owners`)).body.some((owner: { id: number }) => owner.id === financeUser.id)).toBe(true)
  })

  it('makes the batch PDF report', async () => {
    const [batch] = (await api.get('finance', `${BASE}?status=processed`)).body.items
    const response = await t.authed(`${BASE}/${batch.id}/pdf-report`, await api.token('finance'))
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
    expect(text).toContain(`Lote de pago núm. ${batch.id}`)
    expect(text).not.toContain(MARISOL_ACCOUNT)
  })

  it('is finance staff’s alone: providers and other staff get 403', async () => {
    expect((await api.get('provider', BASE)).status).toBe(403)
    expect((await api.get('billing', BASE)).status).toBe(403)
    expect((await api.get('provider', `${BASE}/1/get-ach-file`)).status).toBe(403)
  })
})

/** Approved by a second person, claimed by `holder`: ready for its ACH file. */
async function claimedBatch(billIds: number[], holder: Account = 'admin') {
  const batch = await newBatch(billIds)
  const submitted = (await act('finance', batch.id, 'submit', { hash: batch.hash })).body
  const approved = (await act('admin', batch.id, 'approve', { hash: submitted.hash })).body
  expect(approved.status).toBe('approved')
  const claimed = (await act(holder, batch.id, 'claim', { hash: approved.hash })).body
  expect(claimed.status).toBe('processing')
  return claimed
}

const userIdOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id

describe('issue 22: maker–checker, bank details frozen at approval, one ACH file per batch version', () => {
  it('maker–checker: whoever created OR submitted a batch cannot approve it (maker_cannot_approve); the approval records who and when', async () => {
    const { billIds } = await freshBills([carlos])
    const batch = await newBatch(billIds)
    // Finanzas made it, the administrator submits it: the maker may not approve although someone else submitted.
    const submitted = (await act('admin', batch.id, 'submit', { hash: batch.hash })).body
    expect((await api.get('finance', `${BASE}/${batch.id}`)).body.allowed_actions).toEqual(['reject'])
    expect(await act('finance', batch.id, 'approve', { hash: submitted.hash })).toMatchObject({ status: 409, body: { code: 'maker_cannot_approve' } })
    expect(await act('admin', batch.id, 'approve', { hash: submitted.hash })).toMatchObject({ status: 409, body: { code: 'maker_cannot_approve' } })
    await api.token('finance2')
    t.clock.set('2026-03-10T14:05:00Z')
    try {
      const approved = await act('finance2', batch.id, 'approve', { hash: submitted.hash })
      expect(approved).toMatchObject({ status: 200, body: { status: 'approved', approved_by: await userIdOf('finanzas2@example.com'), approved_at: '2026-03-10T14:05:00.000Z' } })
      expect(approved.body.approved_by_name).toBeTruthy()
    } finally {
      t.clock.set(TEST_NOW)
    }
    // The database refuses the maker recorded as approver too.
    await expect(t.db.update(paymentBatches).set({ approved_by: batch.created_by }).where(eq(paymentBatches.id, batch.id))).rejects.toThrow()
  })

  it('five concurrent downloads of the ACH file make ONE stored file: the same bytes and trace numbers every time', async () => {
    const { billIds } = await freshBills([marisol, carlos], 20_000)
    const batch = await claimedBatch(billIds)
    const token = await api.token('admin')
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.authed(`${BASE}/${batch.id}/get-ach-file`, token)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(new Set(texts).size).toBe(1)
    expect(new Set(answers.map((answer) => answer.headers.get('content-disposition'))).size).toBe(1)
    const stored = await t.db.execute(sql`select count(*)::int as files from ach_files where batch_id = ${batch.id}`)
    expect((stored as unknown as { rows: { files: number }[] }).rows[0]!.files).toBe(1)
    const traces = readNacha(texts[0]!).batches[0]!.entries.map((entry) => entry.traceNumber)
    const payments = (await api.get('admin', `${PAYMENTS}?batch_id=${batch.id}&sort=id`)).body.items
    expect(payments.map((payment: { trace_number: string }) => payment.trace_number)).toEqual(traces)
    // Asked again later: still the same bytes.
    expect(await (await t.authed(`${BASE}/${batch.id}/get-ach-file`, token)).text()).toBe(texts[0])

    // A re-issue is explicit, needs a reason, and is audited; it makes the next version (file ID modifier B).
    expect((await api.call('admin', 'POST', `${BASE}/${batch.id}/reissue-ach-file`, {})).status).toBe(422)
    expect((await api.call('finance', 'POST', `${BASE}/${batch.id}/reissue-ach-file`, { reason: 'El banco lo perdió' })).body.code).toBe('ach_not_available')
    const reissued = await t.authed(`${BASE}/${batch.id}/reissue-ach-file`, token, { method: 'POST', body: JSON.stringify({ reason: 'El banco rechazó la transmisión' }), headers: { 'Content-Type': 'application/json' } })
    expect(reissued.status).toBe(200)
    const second = await reissued.text()
    expect(readNacha(second).header.fileIdModifier).toBe('B')
    expect(readNacha(texts[0]!).header.fileIdModifier).toBe('A')
    expect(await (await t.authed(`${BASE}/${batch.id}/get-ach-file`, token)).text()).toBe(second)
    const events = (await api.get('admin', `${BASE}/${batch.id}/events`)).body
    expect(events.filter((event: { action: string }) => event.action === 'reissue-ach-file')).toMatchObject([{ comment: expect.stringContaining('El banco rechazó la transmisión') }])
  })

  it('pays the bank account the batch was approved for; a change after approval shows on the batch and refuses the file (bank_account_changed) until a new approval', async () => {
    const { billIds } = await freshBills([marisol], 30_000)
    const batch = await newBatch(billIds)
    const submitted = (await act('finance', batch.id, 'submit', { hash: batch.hash })).body
    const approved = (await act('admin', batch.id, 'approve', { hash: submitted.hash })).body
    expect(approved).toMatchObject({ status: 'approved', bank_account_changed: false })
    // The approved account is frozen on the payment.
    const [frozen] = await t.db.select().from(providerPayments).where(eq(providerPayments.batch_id, batch.id))
    expect(frozen!.approved_account_encrypted).toBeTruthy()
    expect(frozen!.approved_account_encrypted).not.toContain(MARISOL_ACCOUNT)

    // Marisol (or whoever holds her session) changes the account after the approval.
    const [mine] = (await api.get('provider', '/api/provider-bank-accounts')).body.items
    const newRouting = `02100002${abaCheckDigit('02100002')}`
    const put = await api.call('provider', 'PUT', `/api/provider-bank-accounts/${mine.id}`, {
      hash: mine.hash,
      bank_name: 'Banco Nuevo',
      account_holder: 'Marisol Rivera Torres',
      account_type: 'checking',
      routing_number: newRouting,
      account_number: '55566677788',
    })
    expect(put.status).toBe(200)
    const shown = (await api.get('finance', `${BASE}/${batch.id}`)).body
    expect(shown.bank_account_changed).toBe(true)
    const [payment] = (await api.get('finance', `${PAYMENTS}?batch_id=${batch.id}`)).body.items
    expect(payment).toMatchObject({ account_masked: '****9871', bank_account_changed: true })

    const claimed = (await act('admin', batch.id, 'claim', { hash: shown.hash })).body
    expect(await api.get('admin', `${BASE}/${batch.id}/get-ach-file`)).toMatchObject({ status: 409, body: { code: 'bank_account_changed' } })

    // A new approval: sent back for approval, approved by someone who neither made nor sent it; it re-freezes.
    const back = await act('admin', batch.id, 'request-reapproval', { hash: claimed.hash, comment: 'Cambió la cuenta de Marisol' })
    expect(back.body).toMatchObject({ status: 'submitted', approved_by: null })
    expect((await act('admin', batch.id, 'approve', { hash: back.body.hash })).body.code).toBe('maker_cannot_approve')
    const reapproved = await act('finance2', batch.id, 'approve', { hash: back.body.hash })
    expect(reapproved.body).toMatchObject({ status: 'approved', bank_account_changed: false })
    const held = (await act('finance2', batch.id, 'claim', { hash: reapproved.body.hash })).body
    const response = await t.authed(`${BASE}/${batch.id}/get-ach-file`, await api.token('finance2'))
    expect(response.status).toBe(200)
    const [entry] = readNacha(await response.text()).batches[0]!.entries
    expect(entry!.account).toBe('55566677788')
    expect(entry!.receivingDfi).toBe(newRouting.slice(0, 8))
    expect((await api.get('finance', `${PAYMENTS}?batch_id=${batch.id}`)).body.items[0]).toMatchObject({ account_masked: '****7788', bank_account_changed: false })
    expect(held.status).toBe('processing')
  })

  it('amounts are 64-bit cents bounded by the NACHA per-entry maximum, at the database too', async () => {
    const [row] = await t.db.select().from(providerPayments).limit(1)
    // Past 2,147,483,647 cents is a valid 64-bit amount; past $99,999,999.99 is refused.
    await t.db.update(providerPayments).set({ amount_cents: 3_000_000_000 }).where(eq(providerPayments.id, row!.id))
    expect((await t.db.select().from(providerPayments).where(eq(providerPayments.id, row!.id)))[0]!.amount_cents).toBe(3_000_000_000)
    await t.db.update(providerPayments).set({ amount_cents: row!.amount_cents }).where(eq(providerPayments.id, row!.id))
    const refused = await t.db
      .update(providerPayments)
      .set({ amount_cents: 10_000_000_000 })
      .where(eq(providerPayments.id, row!.id))
      .then(() => null, (error: unknown) => pgErrorCode(error))
    expect(refused).toBe('23514')
  })
})

describe('/provider-payments', () => {
  it('a provider reaches only her own payments, stubs and bills’ payments (404 otherwise)', async () => {
    const own = await api.get('provider', `${PAYMENTS}?page_size=500`)
    expect(own.body.items.length).toBeGreaterThan(0)
    expect(own.body.items.every((payment: { provider_id: number }) => payment.provider_id === marisol)).toBe(true)
    expect(own.body.items[0].allowed_actions).toEqual([])
    const his = (await api.get('finance', `${PAYMENTS}?provider_id=${carlos}`)).body.items[0]
    expect((await api.get('provider', `${PAYMENTS}/${his.id}`)).status).toBe(404)
    expect((await api.get('provider', `${PAYMENTS}/${his.id}/payment-stub`)).status).toBe(404)
    expect((await api.get('provider', `/api/download-pdf/provider-payment-stub/${his.id}`)).status).toBe(404)
    expect((await api.get('provider', `${PAYMENTS}/${his.id}/events`)).status).toBe(404)
    expect((await api.get('provider', `/api/provider-bills/${his.bill_id}/payments`)).status).toBe(404)
    expect((await api.get('provider', `${PAYMENTS}?provider_id=${carlos}`)).body.total).toBe(0)
    expect((await api.call('provider', 'POST', PAYMENTS, { batch_id: his.batch_id, bill_id: his.bill_id })).status).toBe(403)
    expect((await api.call('provider', 'POST', `${PAYMENTS}/${own.body.items[0].id}/cancel`, { hash: own.body.items[0].hash })).status).toBe(403)
  })

  it('the stub PDF reads back with the payment, masked account only', async () => {
    const paid = (await api.get('provider', `${PAYMENTS}?status=paid`)).body.items[0]
    const response = await t.authed(`/api/download-pdf/provider-payment-stub/${paid.id}`, await api.token('provider'))
    expect(response.status).toBe(200)
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
    expect(text).toContain(`Comprobante de pago núm. ${paid.id}`)
    expect(text).toContain(paid.provider_name)
    expect(text).toContain(paid.account_masked)
    expect(text).not.toContain(MARISOL_ACCOUNT)
    const amount = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD' }).format(paid.amount_cents / 100)
    expect(text).toContain(amount)
    const all = await t.authed(`${PAYMENTS}/payment-stubs`, await api.token('provider'))
    expect(all.status).toBe(200)
    expect((await api.get('finance', `${PAYMENTS}/payment-stubs`)).status).toBe(422)
  })

  it('adds, edits, cancels and removes payments only while the batch is prepared', async () => {
    const { billIds } = await freshBills([marisol, carlos])
    const batch = await newBatch([billIds[0]!])
    const added = await api.call('finance', 'POST', PAYMENTS, { batch_id: batch.id, bill_id: billIds[1] })
    expect(added).toMatchObject({ status: 201, body: { bill_id: billIds[1], status: 'pending' } })
    expect((await api.call('finance', 'POST', PAYMENTS, { batch_id: batch.id, bill_id: billIds[1] })).body.code).toBe('bill_already_in_batch')
    const memo = await api.call('finance', 'PUT', `${PAYMENTS}/${added.body.id}`, { hash: added.body.hash, memo: 'Incluye ajuste' })
    expect(memo.body.memo).toBe('Incluye ajuste')
    let current = (await api.get('finance', `${BASE}/${batch.id}`)).body
    expect(current.payment_count).toBe(2)
    const cancelled = await api.call('finance', 'POST', `${PAYMENTS}/${added.body.id}/cancel`, { hash: memo.body.hash })
    expect(cancelled.body.status).toBe('cancelled')
    current = (await api.get('finance', `${BASE}/${batch.id}`)).body
    expect(current.payment_count).toBe(1)
    // Cancelled, its bill may be paid again.
    const again = await api.call('finance', 'POST', PAYMENTS, { batch_id: batch.id, bill_id: billIds[1] })
    expect(again.status).toBe(201)
    const removed = await api.call('finance', 'DELETE', `${PAYMENTS}/${again.body.id}?hash=${again.body.hash}`)
    expect(removed.status).toBe(204)
    current = (await api.get('finance', `${BASE}/${batch.id}`)).body
    const submitted = (await act('finance', batch.id, 'submit', { hash: current.hash })).body
    expect(submitted.status).toBe('submitted')
    const [first] = (await api.get('finance', `${PAYMENTS}?batch_id=${batch.id}&status=pending`)).body.items
    expect((await api.call('finance', 'POST', `${PAYMENTS}/${first.id}/cancel`, { hash: first.hash })).body.code).toBe('batch_not_editable')
    expect((await api.call('finance', 'DELETE', `${PAYMENTS}/${first.id}?hash=${first.hash}`)).body.code).toBe('action_not_allowed')
    // An unapproved bill cannot be paid.
    const [draft] = await t.db.insert(providerBills).values({ provider_id: carlos, period_id: (await t.db.select().from(visitPeriods))[9]!.id, status: 'draft', total_cents: 500, created_by: submitted.owner_id }).returning()
    const other = await newBatch([])
    expect((await api.call('finance', 'POST', PAYMENTS, { batch_id: other.id, bill_id: draft!.id })).body.code).toBe('bill_not_payable')
  })

  it('never shows a full bank number in lists or answers', async () => {
    const answers = [await api.get('finance', `${PAYMENTS}?page_size=500`), await api.get('finance', `${BASE}?page_size=500`), await api.get('provider', PAYMENTS)]
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(MARISOL_ACCOUNT)
  })

  it('the period workbook lists the period’s payments with their total', async () => {
    const [paid] = (await api.get('finance', `${PAYMENTS}?status=paid&sort=id`)).body.items
    const response = await t.authed(`/api/download-xlsx/provider-payments/period-report?period_id=${paid.period_id}`, await api.token('finance'))
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.getWorksheet('Pagos')!
    const rows = (await api.get('finance', `${PAYMENTS}?page_size=500`)).body.items.filter((payment: { period_id: number }) => payment.period_id === paid.period_id)
    expect(sheet.rowCount).toBe(rows.length + 3)
    const total = rows.reduce((sum: number, payment: { amount_cents: number }) => sum + payment.amount_cents, 0)
    expect(Math.round(Number(sheet.getRow(rows.length + 2).getCell(10).value) * 100)).toBe(total)
    expect((await api.get('provider', `/api/download-xlsx/provider-payments/period-report?period_id=${paid.period_id}`)).status).toBe(403)
    expect((await api.get('finance', `/api/download-xlsx/provider-payments/period-report?period_id=999999`)).status).toBe(404)
  })
})

describe('/legacy/provider-payments', () => {
  it('lists the old system’s payments, a provider her own only', async () => {
    const all = await api.get('finance', '/api/legacy/provider-payments?page_size=500')
    expect(all.body.total).toBe(18)
    const filtered = await api.get('finance', `/api/legacy/provider-payments?provider_id=${carlos}`)
    expect(filtered.body.items.every((row: { provider_id: number }) => row.provider_id === carlos)).toBe(true)
    const own = await api.get('provider', '/api/legacy/provider-payments?page_size=500')
    expect(own.body.total).toBe(6)
    expect(own.body.items.every((row: { provider_id: number }) => row.provider_id === marisol)).toBe(true)
    expect((await api.get('billing', '/api/legacy/provider-payments')).status).toBe(403)
  })
})
