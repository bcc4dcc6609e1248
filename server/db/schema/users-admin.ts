import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * The administration of accounts (spec §7 "Users"): who changed which account or role, and each
 * person's saved phrases. Audit rows name users by id without a foreign key on the target, so
 * the history of an account outlives anything done to it.
 */
export const userAuditEvents = pgTable(
  'user_audit_events',
  {
    id: serial('id').primaryKey(),
    /** Who made the change (null: the system, e.g. the seed). */
    actor_user_id: integer('actor_user_id').references(() => users.id),
    target_user_id: integer('target_user_id').notNull(),
    /** What happened: user.created, user.updated, user.deactivated, user.password_changed, role.granted, role.removed … */
    action: text('action').notNull(),
    /** The change's facts (fields changed, role and customer): never a password or its hash. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_audit_events_target_idx').on(table.target_user_id, table.created_at)],
)

/** A user's saved phrases per type (spec §3 "User": autocomplete items with a type_id). */
export const userAutocompleteItems = pgTable(
  'user_autocomplete_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type_id: integer('type_id').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_autocomplete_items_text_key').on(table.user_id, table.type_id, table.text)],
)
