import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
  (table) => [index('idempotency_keys_created_idx').on(table.created_at), index('idempotency_keys_device_idx').on(table.device_id, table.sequence)],
)

/**
 * The devices that send mutations: whose they are, when they were last heard from, the highest
 * sequence delivered, and what each reported about its queue on its last contact (depth, oldest
 * pending change, the sequences still unsent, persistent storage). Gaps are worked out from
 * these and the idempotency records (server/devices/health.ts).
 */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_sequence: integer('last_sequence').notNull().default(0),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the device sends a report (only the batched push carries one). */
    reported_at: timestamp('reported_at', { withTimezone: true }),
    queue_depth: integer('queue_depth'),
    oldest_pending_at: timestamp('oldest_pending_at', { withTimezone: true }),
    last_numbered: integer('last_numbered'),
    /** Inclusive ranges [from, to] of sequences still in the device's outbox at its last report. */
    unsent: jsonb('unsent').$type<[number, number][]>(),
    persisted: boolean('persisted'),
  },
  (table) => [index('devices_user_idx').on(table.user_id)],
)
