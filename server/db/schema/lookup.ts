import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

/**
 * Most reference lists are a plain id + name with an order. One helper keeps them identical,
 * so the public endpoints and the seed can treat them alike.
 */
export function lookupTable<TName extends string>(name: TName) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort_index: integer('sort_index').notNull().default(0),
  })
}
