import { randomUUID } from 'node:crypto'
import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { PurchasableItemInput, PurchasableItemPutInput, PurchasableItemSearch } from '../../src/domain/finance/schemas'
import type { PurchasableItem } from '../../src/domain/finance/types'
import type { Executor } from '../db/client'
import { providerBillLines, purchasableItems, purchasableItemTypes } from '../db/schema'
import { conflict, notFound } from '../http/errors'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import { assertReferencesExist, staleVersion } from '../http/references'

/**
 * Purchasable items in the office's order. `sort_index` is dense (0…n-1): every create, move and
 * delete renumbers the list under a table lock, so two people reordering at once take turns
 * instead of leaving gaps or duplicates.
 */

const columns = {
  id: purchasableItems.id,
  name: purchasableItems.name,
  type_id: purchasableItems.type_id,
  type_name: purchasableItemTypes.name,
  price_cents: purchasableItems.price_cents,
  sort_index: purchasableItems.sort_index,
  hash: purchasableItems.hash,
}

const joined = (db: Executor) => db.select(columns).from(purchasableItems).innerJoin(purchasableItemTypes, eq(purchasableItemTypes.id, purchasableItems.type_id))

export async function pageItems(db: Executor, query: PurchasableItemSearch): Promise<Page<PurchasableItem>> {
  const where = and(query.q ? ilike(purchasableItems.name, likePattern(query.q)) : undefined, query.type_id ? eq(purchasableItems.type_id, query.type_id) : undefined)
  const { limit, offset } = limitOffset(query)
  const order = orderOf(
    query.sort,
    { sort_index: purchasableItems.sort_index, name: purchasableItems.name, type: purchasableItemTypes.name, price: purchasableItems.price_cents, id: purchasableItems.id },
    [purchasableItems.id],
  )
  const items = joined(db).where(where).orderBy(...order).limit(limit).offset(offset)
  const total = db.select({ total: countAll }).from(purchasableItems).where(where)
  return pageOf(items, total)
}

export const itemTypes = (db: Executor) =>
  db.select({ id: purchasableItemTypes.id, name: purchasableItemTypes.name }).from(purchasableItemTypes).orderBy(asc(purchasableItemTypes.sort_index), asc(purchasableItemTypes.id))

export async function itemOf(db: Executor, id: number): Promise<PurchasableItem> {
  const [row] = await joined(db).where(eq(purchasableItems.id, id))
  if (!row) throw notFound('El artículo no existe.')
  return row
}

// One writer of the order at a time; readers are not blocked (SHARE ROW EXCLUSIVE conflicts only with writers).
const lockOrder = (tx: Executor) => tx.execute(sql`lock table ${purchasableItems} in share row exclusive mode`)

/** Writes 0…n-1 in the given order, touching only rows whose place changed. */
async function renumber(tx: Executor, ids: number[]) {
  if (ids.length === 0) return
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${purchasableItems} set sort_index = ordered.position - 1
    from unnest(array[${list}]::int[]) with ordinality as ordered(id, position)
    where ${purchasableItems.id} = ordered.id and ${purchasableItems.sort_index} <> ordered.position - 1`)
}

async function orderedIds(tx: Executor, except?: number): Promise<number[]> {
  const rows = await tx.select({ id: purchasableItems.id }).from(purchasableItems).orderBy(asc(purchasableItems.sort_index), asc(purchasableItems.id))
  return rows.map((row) => row.id).filter((id) => id !== except)
}

const placed = (ids: number[], id: number, index: number | undefined) => {
  const at = Math.min(index ?? ids.length, ids.length)
  return [...ids.slice(0, at), id, ...ids.slice(at)]
}

export async function createItem(tx: Executor, input: PurchasableItemInput, now: Date): Promise<PurchasableItem> {
  await assertReferencesExist(tx, { type_id: [purchasableItemTypes, input.type_id] })
  await lockOrder(tx)
  const ids = await orderedIds(tx)
  const { sort_index, ...fields } = input
  const [row] = await tx
    .insert(purchasableItems)
    .values({ ...fields, sort_index: ids.length, hash: randomUUID(), updated_at: now })
    .returning({ id: purchasableItems.id })
  await renumber(tx, placed(ids, row!.id, sort_index))
  return itemOf(tx, row!.id)
}

/** PUT: the item and its place (an index past the end means last); the others shift to stay dense. */
export async function putItem(tx: Executor, id: number, input: PurchasableItemPutInput, now: Date): Promise<PurchasableItem> {
  await lockOrder(tx)
  const current = await itemOf(tx, id)
  const { hash, sort_index, ...fields } = input
  if (hash !== current.hash) throw staleVersion(current, 'El artículo cambió desde que se abrió.')
  await assertReferencesExist(tx, { type_id: [purchasableItemTypes, input.type_id] })
  await tx.update(purchasableItems).set({ ...fields, hash: randomUUID(), updated_at: now }).where(eq(purchasableItems.id, id))
  await renumber(tx, placed(await orderedIds(tx, id), id, sort_index))
  return itemOf(tx, id)
}

export async function deleteItem(tx: Executor, id: number): Promise<void> {
  await lockOrder(tx)
  await itemOf(tx, id)
  // A bill line priced it: the item stays (the line keeps its price and points at it).
  const [billed] = await tx.select({ id: providerBillLines.id }).from(providerBillLines).where(eq(providerBillLines.purchasable_item_id, id)).limit(1)
  if (billed) throw conflict('item_in_use', 'El artículo aparece en facturas de proveedores: no se puede eliminar.')
  await tx.delete(purchasableItems).where(eq(purchasableItems.id, id))
  await renumber(tx, await orderedIds(tx))
}
