import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { billFlow, type BillAction, type BillStatus } from '../../src/domain/workflows/bill-flow'
import type { Transaction } from '../db/client'
import { billAdjustmentTypes, providerBillLines, providerBills, purchasableItems, serviceSessions, users, visitPeriods } from '../db/schema'
import { writeEvent } from '../workflows/events'
import { moveDocument } from '../workflows/move'
import { insertVisitLines, recomputeTotal } from './writes'

/**
 * Adjustment types and demo bills built from the seeded billing periods: for each demo provider,
 * the periods holding her seeded visits get a bill each, imported as the office would (visits at
 * the approved contract's rates), the oldest approved, the next submitted (when there are three),
 * the newest a draft with an item and an adjustment. Carlos has no approved contract, so his draft bill stays empty and
 * its import reports every visit as outside a contract. Runs after the contracts and the periods.
 */

const ADJUSTMENT_TYPES = ['Bonificación', 'Descuento', 'Reembolso de gastos', 'Corrección de periodo anterior']

const PATH: Record<BillStatus, BillAction[]> = {
  draft: [],
  submitted: ['submit'],
  rejected: ['submit', 'reject'],
  approved: ['submit', 'approve'],
  paid: ['submit', 'approve'],
  cancelled: ['cancel'],
}

export async function seedProviderBills(tx: Transaction, now: Date): Promise<void> {
  const types = await tx
    .insert(billAdjustmentTypes)
    .values(ADJUSTMENT_TYPES.map((name, index) => ({ name, sort_index: index + 1 })))
    .returning()
  const people = await tx.select().from(users).where(inArray(users.email, ['finanzas@example.com', 'oficina@example.com', 'terapeuta@example.com', 'terapeuta2@example.com']))
  const finance = people.find((person) => person.email === 'finanzas@example.com') ?? people.find((person) => person.email === 'oficina@example.com')
  if (!finance) return
  // Maker–checker: Finanzas makes and sends the bills, the administrator approves them.
  const checker = people.find((person) => person.email === 'oficina@example.com' && person.id !== finance.id)
  const [item] = await tx.select().from(purchasableItems).orderBy(asc(purchasableItems.sort_index)).limit(1)
  let at = new Date(now.getTime() - 30 * 60_000)
  for (const email of ['terapeuta@example.com', 'terapeuta2@example.com']) {
    const providerId = people.find((person) => person.email === email)?.provider_id
    if (!providerId) continue
    const periods = await tx
      .selectDistinct({ id: visitPeriods.id, start_date: visitPeriods.start_date })
      .from(visitPeriods)
      .innerJoin(serviceSessions, and(eq(serviceSessions.provider_id, providerId), sql`${serviceSessions.date} between ${visitPeriods.start_date} and ${visitPeriods.end_date}`))
      .orderBy(asc(visitPeriods.start_date))
    // Oldest first: an approved bill (ready for a payment batch), one waiting for review, the newest a draft.
    const plan: Record<number, BillStatus[]> = { 1: ['draft'], 2: ['approved', 'draft'] }
    const statuses: BillStatus[] = email === 'terapeuta@example.com' ? (plan[periods.length] ?? ['approved', 'submitted', 'draft']) : ['draft']
    const chosen = periods.slice(-statuses.length)
    for (const [index, period] of chosen.entries()) {
      const target = statuses[index]!
      at = new Date(at.getTime() + 60_000)
      const [bill] = await tx
        .insert(providerBills)
        .values({ provider_id: providerId, period_id: period.id, status: billFlow.initial, hash: randomUUID(), created_by: finance.id, created_at: at, updated_at: at })
        .returning({ id: providerBills.id })
      const id = bill!.id
      await writeEvent(tx, billFlow, { documentId: id, action: 'create', from: null, to: billFlow.initial, comment: null, userId: finance.id, at })
      const imported = await insertVisitLines(tx, id, providerId, period.id)
      at = new Date(at.getTime() + 5_000)
      await writeEvent(tx, billFlow, { documentId: id, action: 'import-period-services', from: 'draft', to: 'draft', comment: `${imported} visitas importadas`, userId: finance.id, at })
      if (target === 'draft' && imported > 0) {
        if (item) await tx.insert(providerBillLines).values({ bill_id: id, kind: 'item', purchasable_item_id: item.id, description: item.name, quantity: 2, rate_cents: item.price_cents, amount_cents: 2 * item.price_cents })
        await tx.insert(providerBillLines).values({ bill_id: id, kind: 'adjustment', adjustment_type_id: types[1]!.id, description: 'Sesión cobrada dos veces en el periodo anterior', quantity: 1, rate_cents: -4800, amount_cents: -4800 })
      }
      await recomputeTotal(tx, id, at)
      let status: BillStatus = billFlow.initial
      const stamps: Partial<typeof providerBills.$inferInsert> = {}
      for (const action of PATH[target]) {
        if (action === 'approve' && !checker) break
        at = new Date(at.getTime() + 5_000)
        const userId = action === 'approve' ? checker!.id : finance.id
        // The demo's past, walked along the table as the runner takes it.
        status = await moveDocument(tx, billFlow, { documentId: id, action, from: status, userId, at }, async (to) => {
          await tx.update(providerBills).set({ status: to }).where(eq(providerBills.id, id))
        })
        if (action === 'submit') Object.assign(stamps, { submitted_by: userId, submitted_at: at })
        if (action === 'approve') Object.assign(stamps, { approved_by: userId, approved_at: at })
      }
      await tx
        .update(providerBills)
        .set({ updated_at: at, ...stamps })
        .where(eq(providerBills.id, id))
    }
  }
}
