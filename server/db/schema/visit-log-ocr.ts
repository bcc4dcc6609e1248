import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { OcrProposedRow, OcrReadingStatus } from '../../../src/domain/visit-logs/ocr'
import { users } from './auth'
import { providerLocationVisitLogs } from './visit-logs'

/**
 * An OCR reading of a visit log's scan (server/ocr): queued as a background job (server/jobs),
 * its proposed rows stored when read, confirmed by a person into visits. The newest reading of a
 * log is the one its screen shows; an older one cannot be confirmed.
 */
export const visitLogOcrReadings = pgTable(
  'visit_log_ocr_readings',
  {
    id: serial('id').primaryKey(),
    log_id: integer('log_id')
      .notNull()
      .references(() => providerLocationVisitLogs.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id'),
    status: text('status').$type<OcrReadingStatus>().notNull().default('queued'),
    rows: jsonb('rows').$type<OcrProposedRow[]>().notNull().default(sql`'[]'::jsonb`),
    pages: integer('pages'),
    /** Reading time in milliseconds (the OCR figure per page the bench reports too). */
    millis: integer('millis'),
    error_code: text('error_code'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    confirmed_by: integer('confirmed_by').references(() => users.id),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    confirmed_sessions: integer('confirmed_sessions'),
    confirmed_visits: integer('confirmed_visits'),
  },
  (table) => [
    index('visit_log_ocr_readings_log_idx').on(table.log_id, table.id),
    check('visit_log_ocr_readings_status_check', sql`${table.status} in ('queued', 'reading', 'proposed', 'failed', 'confirmed')`),
  ],
)
