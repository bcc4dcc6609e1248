import { and, asc, count, eq } from 'drizzle-orm'
import { AUTOCOMPLETE_ITEMS_MAX, type AutocompleteItemInput } from '../../src/domain/users/schemas'
import type { AutocompleteItem } from '../../src/domain/users/types'
import type { Executor } from '../db/client'
import { userAutocompleteItems } from '../db/schema'
import { HttpError, notFound } from '../http/errors'

const columns = { id: userAutocompleteItems.id, type_id: userAutocompleteItems.type_id, text: userAutocompleteItems.text }

/** A person's saved phrases of one type, oldest first (the order she saved them in). */
export function listAutocompleteItems(db: Executor, userId: number, typeId: number): Promise<AutocompleteItem[]> {
  return db
    .select(columns)
    .from(userAutocompleteItems)
    .where(and(eq(userAutocompleteItems.user_id, userId), eq(userAutocompleteItems.type_id, typeId)))
    .orderBy(asc(userAutocompleteItems.id))
}

/**
 * Saves a phrase; saving one already saved answers the saved one (`created: false`), so a
 * repeated request never makes a duplicate. At most AUTOCOMPLETE_ITEMS_MAX per type.
 */
export async function addAutocompleteItem(tx: Executor, userId: number, input: AutocompleteItemInput, now: Date) {
  const mine = and(eq(userAutocompleteItems.user_id, userId), eq(userAutocompleteItems.type_id, input.type_id))
  const [existing] = await tx.select(columns).from(userAutocompleteItems).where(and(mine, eq(userAutocompleteItems.text, input.text)))
  if (existing) return { item: existing, created: false }
  const [held] = await tx.select({ n: count() }).from(userAutocompleteItems).where(mine)
  if ((held?.n ?? 0) >= AUTOCOMPLETE_ITEMS_MAX) {
    throw new HttpError(409, 'too_many_items', `Se pueden guardar a lo sumo ${AUTOCOMPLETE_ITEMS_MAX} frases de cada tipo.`)
  }
  // A simultaneous save of the same phrase may win the race: then its row is the answer.
  const [item] = await tx
    .insert(userAutocompleteItems)
    .values({ user_id: userId, type_id: input.type_id, text: input.text, created_at: now })
    .onConflictDoNothing()
    .returning(columns)
  if (item) return { item, created: true }
  const [raced] = await tx.select(columns).from(userAutocompleteItems).where(and(mine, eq(userAutocompleteItems.text, input.text)))
  return { item: raced!, created: false }
}

export async function deleteAutocompleteItem(tx: Executor, userId: number, itemId: number): Promise<void> {
  const removed = await tx
    .delete(userAutocompleteItems)
    .where(and(eq(userAutocompleteItems.id, itemId), eq(userAutocompleteItems.user_id, userId)))
    .returning({ id: userAutocompleteItems.id })
  if (removed.length === 0) throw notFound()
}
