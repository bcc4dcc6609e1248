import { readerLanguage } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { BillCreateInput, BillExtraLine, BillPutInput } from '../../src/domain/provider-bills/schemas'
import type { BillImportResult, ProviderBill, SkippedVisit } from '../../src/domain/provider-bills/types'
import { lineAmount, MAX_ENTRY_CENTS } from '../../src/domain/money/money'
import { BILL_EDITABLE_STATUSES, billFlow } from '../../src/domain/workflows/bill-flow'
import type { Executor } from '../db/client'
import { billAdjustmentTypes, providerBillLines as lines, providerBills as bills, providers, purchasableItems, visitPeriods } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../http/pg-errors'
import { assertReferencesExist } from '../http/references'
import { editable, type WriteContext } from '../core/editable'
import type { OfficeViewer } from '../permissions/viewer'
import { deleteEvents, writeEvent } from '../workflows/events'
import type { DocumentStore } from '../workflows/run-action'
import { assertMayPrepare, visibleBill, type BillRow } from './access'
import { refusingLines } from './db-errors'
import { readBill } from './read'

/**
 * Bill writes, each in the caller's transaction. The house order on every change of an existing
 * bill: visible (404), may change (403), still editable (409 action_not_allowed), the body (422),
 * the version (409 version_conflict), the references (422 unknown_reference). Every change of the
 * lines recomputes `total_cents` as the exact sum of the lines in the same transaction, so the
 * total is never out of step with what it sums.
 */

async function answer(tx: Executor, viewer: OfficeViewer, id: number): Promise<ProviderBill> {
  const bill = await readBill(tx, viewer, id)
  if (!bill) throw notFound('La factura no existe.')
  return bill
}

/** The sum of the live lines, written on the bill with a new version. */
export async function recomputeTotal(tx: Executor, billId: number, now: Date): Promise<void> {
  await tx
    .update(bills)
    .set({
      total_cents: sql`(select coalesce(sum(${lines.amount_cents}), 0)::bigint from ${lines} where ${lines.bill_id} = ${billId})`,
      hash: randomUUID(),
      updated_at: now,
    })
    .where(eq(bills.id, billId))
}

/** A bill under review or decided is not edited; it is rejected or cancelled instead. */
const billEditing = editable({
  statuses: BILL_EDITABLE_STATUSES,
  notEditable: 'La factura solo se modifica en borrador o rechazada.',
  stale: 'La factura cambió desde que se abrió. Compare ambas versiones.',
  answer,
})

/** The visible, changeable, editable bill at the version the person saw. */
async function editableBill(ctx: WriteContext, id: number, hashOf: () => string): Promise<BillRow> {
  const row = await visibleBill(ctx.tx, ctx.viewer, id, true)
  assertMayPrepare(ctx.viewer)
  await billEditing.assertEditableAt(ctx, row, hashOf)
  return row
}

/** POST /provider-bills: a draft for a provider and period, with its first event. One live bill per pair (409). */
export async function createBill(ctx: WriteContext, input: BillCreateInput): Promise<ProviderBill> {
  const { tx, viewer, now } = ctx
  assertMayPrepare(viewer)
  await assertReferencesExist(tx, { provider_id: [providers, input.provider_id], period_id: [visitPeriods, input.period_id] })
  const [existing] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.provider_id, input.provider_id), eq(bills.period_id, input.period_id), ne(bills.status, 'cancelled')))
  if (existing) throw billExists(existing.id)
  const inserted = await tx
    .insert(bills)
    .values({
      provider_id: input.provider_id,
      period_id: input.period_id,
      comment: input.comment,
      status: billFlow.initial,
      hash: randomUUID(),
      created_by: viewer.userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: bills.id })
    .catch((error: unknown) => {
      // Two people creating the same bill at once: the partial unique index refuses the second.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw billExists(null)
      throw error
    })
  const id = inserted[0]!.id
  await writeEvent(tx, billFlow, { documentId: id, action: 'create', from: null, to: billFlow.initial, comment: null, userId: viewer.userId, at: now })
  return answer(tx, viewer, id)
}

const billExists = (id: number | null) =>
  new HttpError(409, 'bill_exists', 'El proveedor ya tiene una factura para este periodo.', undefined, undefined, id === null ? undefined : { bill_id: id })

/** The lines PUT sends, priced: an item at its price now unless the line keeps its id (and its price). */
async function pricedExtraLines(tx: Executor, billId: number, input: readonly BillExtraLine[]) {
  const kept = new Map(
    (
      await tx
        .select()
        .from(lines)
        .where(and(eq(lines.bill_id, billId), inArray(lines.kind, ['item', 'adjustment'])))
    ).map((line) => [line.id, line]),
  )
  const itemIds = [...new Set(input.flatMap((line) => (line.kind === 'item' ? [line.purchasable_item_id] : [])))]
  const typeIds = [...new Set(input.flatMap((line) => (line.kind === 'adjustment' ? [line.adjustment_type_id] : [])))]
  const items = new Map(
    itemIds.length === 0 ? [] : (await tx.select().from(purchasableItems).where(inArray(purchasableItems.id, itemIds))).map((item) => [item.id, item]),
  )
  const types = new Set(
    typeIds.length === 0 ? [] : (await tx.select({ id: billAdjustmentTypes.id }).from(billAdjustmentTypes).where(inArray(billAdjustmentTypes.id, typeIds))).map((type) => type.id),
  )
  const errors: Record<string, string> = {}
  const rows = input.map((line, index) => {
    const previous = line.id === undefined ? undefined : kept.get(line.id)
    if (line.kind === 'item') {
      const item = items.get(line.purchasable_item_id)
      if (!item) errors[`lines.${index}.purchasable_item_id`] = 'unknown_reference'
      const rate = previous?.kind === 'item' && previous.purchasable_item_id === line.purchasable_item_id ? previous.rate_cents : (item?.price_cents ?? 0)
      return {
        bill_id: billId,
        kind: 'item' as const,
        purchasable_item_id: line.purchasable_item_id,
        description: line.description || item?.name || '',
        quantity: line.quantity,
        rate_cents: rate,
        amount_cents: lineAmount(rate, line.quantity),
      }
    }
    if (!types.has(line.adjustment_type_id)) errors[`lines.${index}.adjustment_type_id`] = 'unknown_reference'
    return {
      bill_id: billId,
      kind: 'adjustment' as const,
      adjustment_type_id: line.adjustment_type_id,
      description: line.description,
      quantity: 1,
      rate_cents: line.amount_cents,
      amount_cents: line.amount_cents,
    }
  })
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', errors)
  return rows
}

/** PUT /provider-bills/{id}: the comment and all item and adjustment lines (visit lines come from the import). */
export async function changeBill(ctx: WriteContext, id: number, body: () => unknown, parse: (raw: unknown) => BillPutInput): Promise<ProviderBill> {
  let input: BillPutInput | undefined
  const row = await editableBill(ctx, id, () => (input = parse(body())).hash)
  const { comment, lines: extra } = input!
  const rows = await pricedExtraLines(ctx.tx, row.id, extra)
  await ctx.tx.delete(lines).where(and(eq(lines.bill_id, id), inArray(lines.kind, ['item', 'adjustment'])))
  if (rows.length > 0) await ctx.tx.insert(lines).values(rows)
  await assertTotalInRange(ctx.tx, id, rows)
  await ctx.tx.update(bills).set({ comment }).where(eq(bills.id, id))
  await recomputeTotal(ctx.tx, id, ctx.now)
  return answer(ctx.tx, ctx.viewer, id)
}

/**
 * Money bounds (issue 22): the bill's total — its visit lines plus the item and adjustment lines
 * about to be written — stays within the NACHA per-entry maximum (422 amount_out_of_range, also
 * a CHECK in the database). Summed in BigInt: no total of valid lines overflows here.
 */
async function assertTotalInRange(tx: Executor, billId: number, extra: readonly { amount_cents: number }[]): Promise<void> {
  const [visitSum] = await tx
    .select({ cents: sql<string>`coalesce(sum(${lines.amount_cents}), 0)::text` })
    .from(lines)
    .where(and(eq(lines.bill_id, billId), eq(lines.kind, 'visit')))
  const total = extra.reduce((sum, line) => sum + BigInt(line.amount_cents), BigInt(visitSum?.cents ?? '0'))
  if (total > BigInt(MAX_ENTRY_CENTS) || total < -BigInt(MAX_ENTRY_CENTS)) {
    throw new HttpError(422, 'amount_out_of_range', 'El total de la factura supera el máximo de un pago ($99,999,999.99).', { lines: 'amount_out_of_range' })
  }
}

/** DELETE /provider-bills/{id}?hash=: a draft never submitted, with its lines and history. Otherwise it is cancelled. */
export async function deleteBill(ctx: WriteContext, id: number, hashOf: () => string): Promise<void> {
  const row = await editableBill(ctx, id, hashOf)
  const bill = await answer(ctx.tx, ctx.viewer, row.id)
  if (!bill.can_delete) {
    throw new HttpError(409, 'action_not_allowed', 'Una factura ya enviada no se elimina: se cancela.', undefined, undefined, { status: row.status, current: bill })
  }
  await ctx.tx.delete(bills).where(eq(bills.id, id))
  await deleteEvents(ctx.tx, billFlow, id)
}

/**
 * The period's visits of the bill's provider that may be billed and are not yet on a live line:
 * given (a delivered session, an outcome that is no absence), of a live session, not excluded by
 * the scrubber, with the approved contract covering its date (the latest starting one when two
 * overlap) and that contract's rate for its service and length (null when none).
 */
function billableVisits(providerId: number, periodId: number) {
  return sql`
    select v.id as visit_id, s.date as service_date, s.service_id, s.duration_id, v.student_id,
      con.id as contract_id, r.rate_cents
    from visits v
    join service_sessions s on s.id = v.session_id
    join session_outcomes so on so.id = s.session_outcome_id
    join visit_outcomes vo on vo.id = v.visit_outcome_id
    join visit_periods p on p.id = ${periodId}
    left join lateral (
      select c.id from provider_contracts c
      where c.provider_id = s.provider_id and c.status = 'approved' and s.date between c.start_date and c.end_date
      order by c.start_date desc, c.id desc limit 1
    ) con on true
    left join provider_contract_rates r on r.contract_id = con.id and r.service_id = s.service_id and r.duration_id = s.duration_id
    where s.provider_id = ${providerId} and s.deleted_at is null and s.date between p.start_date and p.end_date
      and so.delivered and not vo.absence
      and not exists (select 1 from visit_billing_exclusions e where e.visit_id = v.id)
      and not exists (select 1 from provider_bill_lines l where l.visit_id = v.id and l.live)`
}

/**
 * The priced visit lines of one bill inserted, and the billable visits left off (none has a
 * price), in one statement: the billable visits are read once for both (reading them again for
 * the report was a quarter of the call's time).
 */
async function importVisitLines(tx: Executor, billId: number, providerId: number, periodId: number): Promise<{ imported: number; skipped: SkippedVisit[] }> {
  // The visits left out are listed to the reader in her language.
  const english = readerLanguage() === 'en'
  const result = await refusingLines(() =>
    tx.execute(sql`
      with billable as materialized (${billableVisits(providerId, periodId)}),
      inserted as (
        insert into provider_bill_lines (bill_id, kind, visit_id, service_id, duration_id, service_date, description, quantity, rate_cents, amount_cents)
        select ${billId}, 'visit', b.visit_id, b.service_id, b.duration_id, b.service_date, '', 1, b.rate_cents, b.rate_cents
        from billable b
        where b.rate_cents is not null
        returning id
      )
      select (select count(*)::int from inserted) as imported,
        coalesce((select json_agg(left_off order by left_off.service_date, left_off.student_name) from (
          select b.visit_id, b.service_date::text as service_date,
            concat_ws(' ', st.first_name, st.last_name, st.second_last_name) as student_name,
            ${english ? sql`coalesce(sv.name_en, sv.name)` : sql`sv.name`} as service_name, ${english ? sql`coalesce(d.name_en, d.name)` : sql`d.name`} as duration_name,
            case when b.contract_id is null then 'no_contract' else 'no_rate' end as reason
          from billable b
          join students st on st.id = b.student_id
          join services sv on sv.id = b.service_id
          join service_durations d on d.id = b.duration_id
          where b.rate_cents is null
          order by b.service_date, student_name
          limit 500) left_off), '[]'::json) as skipped`),
  )
  return (result as unknown as { rows: { imported: number; skipped: SkippedVisit[] }[] }).rows[0]!
}

/** Inserts the priced visit lines of one bill; answers how many. */
export async function insertVisitLines(tx: Executor, billId: number, providerId: number, periodId: number): Promise<number> {
  return (await importVisitLines(tx, billId, providerId, periodId)).imported
}

/**
 * POST /provider-bills/{id}/import-period-services (hash): the period's billable visits of the
 * provider become visit lines at their contract's rate; a visit with no approved contract or no
 * rate is reported, never priced at 0. Importing again adds only visits not yet on a live bill.
 */
export async function importPeriodServices(ctx: WriteContext, id: number, hashOf: () => string): Promise<BillImportResult> {
  const row = await editableBill(ctx, id, hashOf)
  const { imported, skipped } = await importVisitLines(ctx.tx, row.id, row.provider_id, row.period_id)
  await recomputeTotal(ctx.tx, row.id, ctx.now)
  await writeEvent(ctx.tx, billFlow, {
    documentId: row.id,
    action: 'import-period-services',
    from: row.status,
    to: row.status,
    comment: `${imported} visitas importadas`,
    userId: ctx.viewer.userId,
    at: ctx.now,
  })
  return { bill: await answer(ctx.tx, ctx.viewer, row.id), imported, skipped }
}

/**
 * The bill as a workflow document (server/workflows/run-action.ts): cancelling also lets go of
 * its visits (lines no longer live), so a new bill of the period may carry them.
 */
export function billStore(): DocumentStore<BillRow, ProviderBill> {
  return {
    lock: (tx, id, viewer) => visibleBill(tx, viewer, id, true),
    async apply(tx, document, change) {
      if (change.to === 'cancelled') await tx.update(lines).set({ live: false }).where(eq(lines.bill_id, document.id))
      // Money bounds (issue 22): a negative total is neither sent nor approved (the database refuses it too).
      if ((change.to === 'submitted' || change.to === 'approved') && document.total_cents < 0) {
        throw new HttpError(409, 'bill_total_negative', 'El total de la factura es negativo: corríjalo antes de enviarla o aprobarla.')
      }
      const set: Partial<typeof bills.$inferInsert> = { status: change.to, hash: change.hash, updated_at: change.at }
      // Maker–checker: who sent it and who approved it, and when (decide() already refused the maker).
      if (change.to === 'submitted') Object.assign(set, { submitted_by: change.userId, submitted_at: change.at, approved_by: null, approved_at: null })
      if (change.to === 'approved') Object.assign(set, { approved_by: change.userId, approved_at: change.at })
      await tx.update(bills).set(set).where(eq(bills.id, document.id))
    },
    answer: (tx, id, viewer) => answer(tx, viewer, id),
  }
}
