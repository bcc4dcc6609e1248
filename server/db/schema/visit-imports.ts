import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ImportErrorStatus, VisitImportCounts, VisitImportErrorCode, VisitImportStatus, VisitImportValues } from '../../../src/domain/visit-imports/visit-imports'
import { users } from './auth'
import { visitPeriods } from './billing'
import { serviceSessions, visits } from './service-sessions'
import { referrals } from './students'

/**
 * Visit imports (server/visit-imports): a district's file of visits brought into a billing period.
 * The import is a job whose progress lives here (the screen polls it); bad rows stay as errors
 * with their original values; good rows become ordinary sessions and visits, and
 * visit_import_visits says which ones came from an import (their origin).
 */
export const visitImports = pgTable(
  'visit_imports',
  {
    id: serial('id').primaryKey(),
    period_id: integer('period_id')
      .notNull()
      .references(() => visitPeriods.id),
    filename: text('filename').notNull(),
    /** sha256 of the file's bytes: the same file into the same period (and to_date) is not imported twice. */
    file_hash: text('file_hash').notNull(),
    to_date: date('to_date', { mode: 'string' }),
    status: text('status').$type<VisitImportStatus>().notNull(),
    total_rows: integer('total_rows').notNull().default(0),
    processed_rows: integer('processed_rows').notNull().default(0),
    counts: jsonb('counts').$type<VisitImportCounts>().notNull(),
    error_code: text('error_code'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Written after every chunk; a running import whose heartbeat is old lost its process. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('visit_imports_period_idx').on(table.period_id, table.created_at),
    // One live import per file, period and to_date: a repeat finds it instead of importing again
    // (a failed one does not count, so the file can be tried again).
    uniqueIndex('visit_imports_file_unique')
      .on(table.period_id, table.file_hash, sql`coalesce(${table.to_date}, '1900-01-01'::date)`)
      .where(sql`status <> 'failed'`),
    check('visit_imports_status_check', sql`${table.status} in ('running', 'done', 'failed')`),
  ],
)

export const visitImportErrors = pgTable(
  'visit_import_errors',
  {
    id: serial('id').primaryKey(),
    import_id: integer('import_id')
      .notNull()
      .references(() => visitImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    code: text('code').$type<VisitImportErrorCode>().notNull(),
    column: text('column'),
    /** The row's cells by column key, as the file had them or as last corrected. */
    values: jsonb('values').$type<VisitImportValues>().notNull(),
    status: text('status').$type<ImportErrorStatus>().notNull().default('open'),
    visit_id: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    note: text('note'),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('visit_import_errors_row_unique').on(table.import_id, table.row),
    index('visit_import_errors_status_idx').on(table.import_id, table.status, table.row),
    check('visit_import_errors_status_check', sql`${table.status} in ('open', 'fixed', 'dismissed')`),
  ],
)

/**
 * The origin of an imported visit, and its natural key: one visit per referral, date and time.
 * The key is unique, so two imports racing over the same rows cannot both add one.
 */
export const visitImportVisits = pgTable(
  'visit_import_visits',
  {
    visit_id: uuid('visit_id')
      .primaryKey()
      .references(() => visits.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id')
      .notNull()
      .references(() => serviceSessions.id, { onDelete: 'cascade' }),
    import_id: integer('import_id')
      .notNull()
      .references(() => visitImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
  },
  (table) => [unique('visit_import_visits_key_unique').on(table.referral_id, table.date, table.time), index('visit_import_visits_import_idx').on(table.import_id)],
)
