import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { BoilerplateCategoryInput, BoilerplateSearch, BoilerplateTextInput, BoilerplateTextPutInput } from '../../src/domain/boilerplate/schemas'
import type { BoilerplateCategory, BoilerplateText } from '../../src/domain/boilerplate/types'
import type { Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { boilerplateCategories, boilerplateTexts, users } from '../db/schema'
import { conflict, HttpError, invalid, notFound } from '../http/errors'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'

/** The categories by name, each with how many texts it holds. */
export async function listCategories(db: Executor): Promise<BoilerplateCategory[]> {
  return db
    .select({ id: boilerplateCategories.id, name: boilerplateCategories.name, text_count: sql<number>`count(${boilerplateTexts.id})::int` })
    .from(boilerplateCategories)
    .leftJoin(boilerplateTexts, eq(boilerplateTexts.category_id, boilerplateCategories.id))
    .groupBy(boilerplateCategories.id)
    .orderBy(sql`lower(${boilerplateCategories.name})`, asc(boilerplateCategories.id))
}

async function categoryRow(db: Executor, id: number): Promise<BoilerplateCategory> {
  const row = (await listCategories(db)).find((category) => category.id === id)
  if (!row) throw notFound('La categoría no existe.')
  return row
}

export const categoryTaken = () => conflict('category_taken', 'Ya existe una categoría con ese nombre.')

export async function createCategory(tx: Executor, input: BoilerplateCategoryInput, now: Date): Promise<BoilerplateCategory> {
  const [row] = await tx.insert(boilerplateCategories).values({ name: input.name, created_at: now }).onConflictDoNothing().returning({ id: boilerplateCategories.id })
  if (!row) throw categoryTaken()
  return categoryRow(tx, row.id)
}

export async function renameCategory(tx: Executor, id: number, input: BoilerplateCategoryInput): Promise<BoilerplateCategory> {
  await categoryRow(tx, id)
  const [taken] = await tx
    .select({ id: boilerplateCategories.id })
    .from(boilerplateCategories)
    .where(and(sql`lower(${boilerplateCategories.name}) = lower(${input.name})`, sql`${boilerplateCategories.id} <> ${id}`))
  if (taken) throw categoryTaken()
  await tx.update(boilerplateCategories).set({ name: input.name }).where(eq(boilerplateCategories.id, id))
  return categoryRow(tx, id)
}

/** A category is deleted only when empty: its texts would otherwise be lost with it. */
export async function deleteCategory(tx: Executor, id: number): Promise<void> {
  const [locked] = await tx.select({ id: boilerplateCategories.id }).from(boilerplateCategories).where(eq(boilerplateCategories.id, id)).for('update')
  if (!locked) throw notFound('La categoría no existe.')
  const [held] = await tx.select({ n: count() }).from(boilerplateTexts).where(eq(boilerplateTexts.category_id, id))
  if ((held?.n ?? 0) > 0) throw conflict('category_in_use', 'La categoría tiene textos: muévalos o elimínelos antes.')
  await tx.delete(boilerplateCategories).where(eq(boilerplateCategories.id, id))
}

const textColumns = {
  id: boilerplateTexts.id,
  category_id: boilerplateTexts.category_id,
  category_name: boilerplateCategories.name,
  title: boilerplateTexts.title,
  body: boilerplateTexts.body,
  hash: boilerplateTexts.hash,
  created_at: boilerplateTexts.created_at,
  updated_at: boilerplateTexts.updated_at,
  updated_by_name: sql<string | null>`(${users.first_name} || ' ' || ${users.last_name})`,
}

type TextRow = Omit<BoilerplateText, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }

const answerOf = (row: TextRow): BoilerplateText => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() })

const textsFrom = (db: Executor) =>
  db
    .select(textColumns)
    .from(boilerplateTexts)
    .innerJoin(boilerplateCategories, eq(boilerplateCategories.id, boilerplateTexts.category_id))
    .leftJoin(users, eq(users.id, boilerplateTexts.updated_by))

function filtersOf(search: BoilerplateSearch): SQL | undefined {
  const where: SQL[] = []
  // Every word must appear in the title or the body: "carta ausencia" finds the absence letter.
  for (const word of search.q?.split(/\s+/) ?? []) {
    const pattern = likePattern(word)
    where.push(or(ilike(boilerplateTexts.title, pattern), ilike(boilerplateTexts.body, pattern))!)
  }
  if (search.category_id !== undefined) where.push(eq(boilerplateTexts.category_id, search.category_id))
  return and(...where)
}

/** GET /boilerplate: a page of texts. */
export async function pageTexts(db: Executor, search: BoilerplateSearch): Promise<Page<BoilerplateText>> {
  const where = filtersOf(search)
  const order = orderOf(
    search.sort,
    { title: sql`lower(${boilerplateTexts.title})`, category: sql`lower(${boilerplateCategories.name})`, updated_at: boilerplateTexts.updated_at, id: boilerplateTexts.id },
    [boilerplateTexts.id],
  )
  const page = await listPage(db, textsFrom(db).where(where).$dynamic(), search, order)
  return { items: page.items.map(answerOf), total: page.total }
}

export async function textDetail(db: Executor, id: number, lock = false): Promise<BoilerplateText> {
  const query = textsFrom(db).where(eq(boilerplateTexts.id, id))
  const [row] = lock ? await query.for('update', { of: boilerplateTexts }) : await query
  if (!row) throw notFound('El texto no existe.')
  return answerOf(row)
}

/** A category named by a body that does not exist is the body's mistake (422). */
async function assertCategory(tx: Executor, id: number) {
  const [row] = await tx.select({ id: boilerplateCategories.id }).from(boilerplateCategories).where(eq(boilerplateCategories.id, id)).for('share')
  if (!row) throw invalid({ category_id: 'unknown_reference' })
}

export async function createText(tx: Executor, input: BoilerplateTextInput, userId: number, now: Date): Promise<BoilerplateText> {
  await assertCategory(tx, input.category_id)
  const [row] = await tx
    .insert(boilerplateTexts)
    .values({ ...input, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
    .returning({ id: boilerplateTexts.id })
  return textDetail(tx, row!.id)
}

/** Replaces a text edited from version `hash`; a stale one is 409 with the current text. */
export async function updateText(tx: Executor, id: number, input: BoilerplateTextPutInput, userId: number, now: Date): Promise<BoilerplateText> {
  const current = await textDetail(tx, id, true)
  if (current.hash !== input.hash) {
    throw new HttpError(409, 'version_conflict', 'El texto cambió desde que lo abrió.', undefined, undefined, { current })
  }
  await assertCategory(tx, input.category_id)
  const { hash: _hash, ...fields } = input
  await tx
    .update(boilerplateTexts)
    .set({ ...fields, updated_by: userId, updated_at: now, hash: sql`md5(random()::text)` })
    .where(eq(boilerplateTexts.id, id))
  return textDetail(tx, id)
}

export async function deleteText(tx: Executor, id: number): Promise<void> {
  const removed = await tx.delete(boilerplateTexts).where(eq(boilerplateTexts.id, id)).returning({ id: boilerplateTexts.id })
  if (removed.length === 0) throw notFound('El texto no existe.')
}
