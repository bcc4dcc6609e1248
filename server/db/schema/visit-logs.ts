import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { attachments } from './attachments'
import { users } from './auth'
import { locations, providers } from './organisation'

/**
 * A provider's paper visit log for one location and month (spec §3 "Visit log"), scanned and
 * uploaded by the office. Its status moves by the visit-log workflow
 * (src/domain/workflows/visit-log-flow.ts); every move is in `document_events`.
 */
export const providerLocationVisitLogs = pgTable(
  'provider_location_visit_logs',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: text('status').notNull().default('received'),
    /** Who works on it now (claim); null when nobody does. */
    claimed_by: integer('claimed_by').references(() => users.id),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    /** The scan, through the attachment machinery (container type `provider-location-visit-log`). */
    scan_attachment_id: integer('scan_attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    notes: text('notes'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One paper log per provider, location and month: a second upload is a mistake (409).
    unique('visit_logs_provider_location_month_key').on(table.provider_id, table.location_id, table.year, table.month),
    index('visit_logs_period_idx').on(table.year, table.month, table.id),
    index('visit_logs_status_idx').on(table.status, table.id),
    index('visit_logs_location_idx').on(table.location_id),
    index('visit_logs_claimed_by_idx').on(table.claimed_by),
    check('visit_logs_month_check', sql`${table.month} between 1 and 12`),
    check('visit_logs_status_check', sql`${table.status} in ('received', 'claimed', 'processed')`),
  ],
)
