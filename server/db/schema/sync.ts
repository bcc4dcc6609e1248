import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Exactly-once writes: every mutation a device sends carries an id (Idempotency-Key). The id is
 * recorded in the same transaction as the mutation's effect, with the answer; a repeat of the id
 * gets that first answer back and changes nothing. Kept at least 120 days so a tablet that was
 * off for a school break can still replay safely (server/sync/retention.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_id: text('device_id'),
    sequence: integer('sequence'),
    /** SHA-256 of method, path and body: the same id with another request is refused. */
    request_hash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idempotency_keys_created_idx').on(table.created_at)],
)

/** The devices that send mutations, with the highest sequence number seen from each. */
export const devices = pgTable('devices', {
  id: text('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  last_sequence: integer('last_sequence').notNull().default(0),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
})
