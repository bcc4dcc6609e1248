import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * The history of every workflow document (visit logs now; bills, contracts, payment batches and
 * payments next), one table for all: which document (`document_type`, `document_id`), which
 * action, from which status to which, who, when, and why. Written only by
 * server/workflows/events.ts (for the runner's moves, server/workflows/move.ts, and a document's
 * other history lines), in the same transaction as the change it records; a test
 * (server/workflows/status-writes.test.ts) holds every other file to it.
 */
export const documentEvents = pgTable(
  'document_events',
  {
    id: serial('id').primaryKey(),
    document_type: text('document_type').notNull(),
    document_id: integer('document_id').notNull(),
    /** The flow's action code, or `create` for the document's first event. */
    action: text('action').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    comment: text('comment'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_events_document_idx').on(table.document_type, table.document_id, table.id)],
)
