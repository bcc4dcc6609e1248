import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { visitPeriods } from './billing'
import { serviceSessions, visits } from './service-sessions'

/**
 * The pre-bill scrubber's audit and support's visit entry (server/scrubber). The exclusion itself
 * is `visit_billing_exclusions` (provider-bills.ts: what the bills read); every exclusion and
 * every lifting of one is also written here, so who excluded what, when and why outlives a
 * later change of mind. Period locks and unlocks are workflow events (`document_events`).
 */
export const visitExclusionEvents = pgTable(
  'visit_exclusion_events',
  {
    id: serial('id').primaryKey(),
    visit_id: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    period_id: integer('period_id')
      .notNull()
      .references(() => visitPeriods.id),
    action: text('action').$type<'exclude' | 'include'>().notNull(),
    reason: text('reason').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visit_exclusion_events_visit_idx').on(table.visit_id, table.id),
    index('visit_exclusion_events_period_idx').on(table.period_id, table.id),
    check('visit_exclusion_events_action_check', sql`${table.action} in ('exclude', 'include')`),
  ],
)

/**
 * A session support staff entered on a provider's behalf (`/support/provider/register-visits`),
 * with why: the session itself is an ordinary one (the provider sees it as hers), its history
 * (session_changes) names the staff member, and this row keeps the reason beside it.
 */
export const supportSessionEntries = pgTable(
  'support_session_entries',
  {
    session_id: uuid('session_id')
      .primaryKey()
      .references(() => serviceSessions.id),
    provider_id: integer('provider_id').notNull(),
    reason: text('reason').notNull(),
    entered_by: integer('entered_by')
      .notNull()
      .references(() => users.id),
    entered_at: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_session_entries_provider_idx').on(table.provider_id, table.entered_at)],
)
