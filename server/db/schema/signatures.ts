import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/** Binary column: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A user's drawn signature (spec §3 "User": a signature), one row per save. The rows are never
 * changed or deleted: the latest is the current one, the earlier ones are the history, so a
 * document signed last year can still show the signature it was signed with.
 */
export const userSignatures = pgTable(
  'user_signatures',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'image/png' or 'image/svg+xml', checked against the bytes before saving. */
    content_type: text('content_type').notNull(),
    image: bytea('image').notNull(),
    /** SHA-256 of the image bytes (hex): what a signed document can cite. */
    sha256: text('sha256').notNull(),
    /** Where the save came from (the client address as the sign-in limits read it). */
    created_from: text('created_from').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_signatures_user_idx').on(table.user_id, table.id)],
)
