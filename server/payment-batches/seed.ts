import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { batchFlow } from '../../src/domain/workflows/batch-flow'
import { billFlow } from '../../src/domain/workflows/bill-flow'
import type { Flow } from '../../src/domain/workflows/flow'
import { paymentFlow } from '../../src/domain/workflows/payment-flow'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { writeEvent } from '../workflows/events'
import { moveDocument } from '../workflows/move'

/**
 * Demo payments: the demo providers' approved bills of the previous academic year's first three
 * periods (inserted here directly, a bill of one summary line each, since the bills' own code
 * builds them from visits), and
 *  - the first period's bills paid by a PROCESSED batch (prepared and submitted by Finanzas,
 *    approved by the office administrator, its ACH file generated), with payments and stubs;
 *  - the second period's in a batch WAITING FOR APPROVAL (submitted by Finanzas, so the
 *    administrator may approve it and Finanzas may not);
 *  - the third period's approved and in no batch yet, for a new batch;
 * and a few payments of the old system for each demo provider (/legacy/provider-payments).
 */

const PROVIDER_EMAILS = ['terapeuta@example.com', 'terapeuta2@example.com', 'supervisor@example.com']
/** Sessions and rate of each demo provider's summary line, per period (amount = quantity × rate). */
const LINES = [
  [18, 4800],
  [22, 4600],
  [12, 6000],
]

type Tx = Transaction

/** A line of a demo document's history, told as it would have happened (the seed builds the past at once). */
async function event(tx: Tx, flow: Flow, documentId: number, action: string, from: string | null, to: string, userId: number, at: Date, comment: string | null = null) {
  await writeEvent(tx, flow, { documentId, action, from, to, comment, userId, at })
}

const daysAfter = (date: string, days: number) => {
  const instant = new Date(`${date}T12:00:00Z`)
  instant.setUTCDate(instant.getUTCDate() + days)
  return instant
}

export async function seedPayments(tx: Tx, now: Date): Promise<void> {
  const people = await tx
    .select({ id: schema.users.id, email: schema.users.email, provider_id: schema.users.provider_id })
    .from(schema.users)
    .where(inArray(schema.users.email, [...PROVIDER_EMAILS, 'finanzas@example.com', 'oficina@example.com']))
  const finance = people.find((person) => person.email === 'finanzas@example.com')
  const office = people.find((person) => person.email === 'oficina@example.com')
  const providerIds = PROVIDER_EMAILS.map((email) => people.find((person) => person.email === email)?.provider_id).filter((id): id is number => typeof id === 'number')
  const periods = await tx.select().from(schema.visitPeriods).where(eq(schema.visitPeriods.status, 'locked')).orderBy(asc(schema.visitPeriods.start_date)).limit(3)
  if (!finance || !office || providerIds.length === 0 || periods.length < 3) return
  const accounts = await tx
    .select()
    .from(schema.providerBankAccounts)
    .where(and(inArray(schema.providerBankAccounts.provider_id, providerIds), isNotNull(schema.providerBankAccounts.id)))

  const billsOf: number[][] = []
  for (const [periodIndex, period] of periods.entries()) {
    const ids: number[] = []
    for (const [index, providerId] of providerIds.entries()) {
      const [quantity, rate] = LINES[index % LINES.length]!
      const sessions = quantity! - periodIndex
      const approvedAt = daysAfter(period.end_date, 5)
      const [bill] = await tx
        .insert(schema.providerBills)
        .values({
          provider_id: providerId,
          period_id: period.id,
          status: 'approved',
          hash: randomUUID(),
          total_cents: sessions * rate!,
          created_by: finance.id,
          created_at: approvedAt,
          updated_at: approvedAt,
          submitted_by: finance.id,
          submitted_at: approvedAt,
          approved_by: office.id,
          approved_at: approvedAt,
        })
        .returning({ id: schema.providerBills.id })
      await tx.insert(schema.providerBillLines).values({
        bill_id: bill!.id,
        kind: 'item',
        service_date: period.end_date,
        description: `Sesiones de terapia del periodo ${period.name} (resumen de demostración)`,
        quantity: sessions,
        rate_cents: rate!,
        amount_cents: sessions * rate!,
      })
      await event(tx, billFlow, bill!.id, 'create', null, 'draft', finance.id, approvedAt)
      await event(tx, billFlow, bill!.id, 'approve', 'submitted', 'approved', office.id, approvedAt)
      ids.push(bill!.id)
    }
    billsOf.push(ids)
  }

  async function batchOf(name: string, periodIndex: number, status: 'processed' | 'submitted') {
    const period = periods[periodIndex]!
    const created = daysAfter(period.end_date, 7)
    const submitted = daysAfter(period.end_date, 8)
    const approved = daysAfter(period.end_date, 9)
    const processed = daysAfter(period.end_date, 10)
    const effective = daysAfter(period.end_date, 12).toISOString().slice(0, 10)
    const bills = await tx.select().from(schema.providerBills).where(inArray(schema.providerBills.id, billsOf[periodIndex]!))
    const total = bills.reduce((sum, bill) => sum + bill.total_cents, 0)
    const done = status === 'processed'
    const [batch] = await tx
      .insert(schema.paymentBatches)
      .values({
        name,
        status,
        hash: randomUUID(),
        effective_date: effective,
        owner_id: finance!.id,
        created_by: finance!.id,
        submitted_by: finance!.id,
        submitted_at: submitted,
        approved_by: done ? office!.id : null,
        approved_at: done ? approved : null,
        claimed_by: done ? finance!.id : null,
        claimed_at: done ? processed : null,
        processed_at: done ? processed : null,
        ach_generated_at: done ? processed : null,
        ach_generated_by: done ? finance!.id : null,
        ach_generations: done ? 1 : 0,
        total_cents: total,
        payment_count: bills.length,
        created_at: created,
        updated_at: done ? processed : submitted,
      })
      .returning({ id: schema.paymentBatches.id })
    const id = batch!.id
    await event(tx, batchFlow, id, 'create', null, 'draft', finance!.id, created)
    await event(tx, batchFlow, id, 'submit', 'draft', 'submitted', finance!.id, submitted)
    if (done) {
      await event(tx, batchFlow, id, 'approve', 'submitted', 'approved', office!.id, approved)
      await event(tx, batchFlow, id, 'claim', 'approved', 'processing', finance!.id, processed)
      await event(tx, batchFlow, id, 'get-ach-file', 'processing', 'processing', finance!.id, processed, `Archivo ACH A: ${bills.length} pagos`)
      await event(tx, batchFlow, id, 'mark-processed', 'processing', 'processed', finance!.id, processed)
    }
    for (const [index, bill] of bills.entries()) {
      const account = accounts.find((row) => row.provider_id === bill.provider_id)
      const [payment] = await tx
        .insert(schema.providerPayments)
        .values({
          batch_id: id,
          provider_id: bill.provider_id,
          bill_id: bill.id,
          amount_cents: bill.total_cents,
          status: done ? 'paid' : 'pending',
          hash: randomUUID(),
          bank_account_id: account?.id ?? null,
          bank_name: account?.bank_name ?? null,
          account_type: account?.account_type ?? null,
          account_last4: account?.account_last4 ?? null,
          routing_last4: account?.routing_last4 ?? null,
          // The processed batch was approved for these accounts: frozen on its payments (issue 22).
          ...(done && account
            ? {
                approved_routing_encrypted: account.routing_encrypted,
                approved_account_encrypted: account.account_encrypted,
                approved_account_type: account.account_type,
                approved_account_holder: account.account_holder,
                approved_fingerprint: account.fingerprint,
                approved_at: approved,
              }
            : {}),
          trace_number: done ? `02150201${String(index + 1).padStart(7, '0')}` : null,
          paid_at: done ? processed : null,
          created_at: created,
          updated_at: done ? processed : created,
        })
        .returning({ id: schema.providerPayments.id })
      await event(tx, paymentFlow, payment!.id, 'create', null, 'pending', finance!.id, created)
      if (done) {
        await event(tx, paymentFlow, payment!.id, 'mark-processed', 'pending', 'paid', finance!.id, processed)
        await moveDocument(tx, billFlow, { documentId: bill.id, action: 'pay', from: 'approved', userId: finance!.id, at: processed, comment: `Lote de pago ${id}` }, async (to) => {
          await tx.update(schema.providerBills).set({ status: to, updated_at: processed }).where(eq(schema.providerBills.id, bill.id))
        })
      }
    }
  }
  await batchOf(`Pagos ${periods[0]!.name}`, 0, 'processed')
  await batchOf(`Pagos ${periods[1]!.name}`, 1, 'submitted')

  // The old system's payments: monthly, two years before today.
  const legacyRows = providerIds.flatMap((providerId, providerIndex) =>
    Array.from({ length: 6 }, (_, month) => {
      const paid = new Date(Date.UTC(now.getUTCFullYear() - 2, month + 1, 15))
      return {
        provider_id: providerId,
        legacy_reference: `SIS-${paid.getUTCFullYear()}-${String(providerIndex + 1).padStart(2, '0')}${String(month + 1).padStart(2, '0')}`,
        paid_on: paid.toISOString().slice(0, 10),
        period_label: `${String(month + 1).padStart(2, '0')}/${paid.getUTCFullYear()}`,
        description: 'Pago de servicios (sistema anterior)',
        amount_cents: 150_000 + providerIndex * 12_500 + month * 1_075,
        method: month % 3 === 2 ? 'Cheque' : 'Depósito directo',
      }
    }),
  )
  await tx.insert(schema.legacyProviderPayments).values(legacyRows)
}
