import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

/**
 * Most reference lists are a plain id + name (Spanish, and English beside it) with an order. One helper keeps them identical,
 * so the public endpoints and the seed can treat them alike.
 */
export function lookupTable<TName extends string>(name: TName) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The English name (server/reference/language.ts answers it to an en-US caller); Spanish when null. */
    name_en: text('name_en'),
    sort_index: integer('sort_index').notNull().default(0),
  })
}
