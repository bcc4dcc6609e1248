import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * The office's standard texts (spec §2 "Misc" /boilerplate): letters and notes the staff reuse,
 * grouped in categories. A category's name is unique regardless of case; a text names its
 * category, which cannot be deleted while it holds texts (no cascade: texts are never lost by
 * tidying the categories).
 */
export const boilerplateCategories = pgTable(
  'boilerplate_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('boilerplate_categories_name_key').on(sql`lower(${table.name})`)],
)

export const boilerplateTexts = pgTable(
  'boilerplate_texts',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => boilerplateCategories.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('boilerplate_texts_category_idx').on(table.category_id, table.title),
    index('boilerplate_texts_updated_idx').on(table.updated_at, table.id),
  ],
)

/**
 * One run of a report of the catalogue (/tasks/reports): who asked, which report with which
 * filters, how far it got, and the finished file in file storage (server/files) under
 * `file_key`. Runs are made by jobs of the background runner (server/report-runs/runner.ts): one
 * cut off by a stop is taken again, not failed.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    report_code: text('report_code').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    /** Why it failed (a code the app turns into words). */
    error_code: text('error_code'),
    file_key: text('file_key'),
    file_name: text('file_name'),
    content_type: text('content_type'),
    size_bytes: integer('size_bytes'),
    row_count: integer('row_count'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('report_runs_owner_idx').on(table.created_by, table.id),
    index('report_runs_status_idx').on(table.status),
    check('report_runs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check('report_runs_progress_check', sql`${table.progress} between 0 and 100`),
    check('report_runs_file_check', sql`(${table.status} = 'done') = (${table.file_key} is not null)`),
  ],
)
