import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Files attached to a record (spec §3 Attachment), e.g. a provider specialty's licences. The
 * bytes live in file storage (server/files) under `storage_key`; this row says what they are.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    container_type: text('container_type').notNull(),
    container_id: integer('container_id').notNull(),
    filename: text('filename').notNull(),
    description: text('description').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    storage_key: text('storage_key').notNull(),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.container_type, table.container_id, table.filename)],
)
