import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { roles, users } from './auth'
import { lookupTable } from './lookup'
import { measurementTypes, services } from './reference'

/**
 * The office console's own tables: permissions granted by roles, service catalogues, expense
 * and time-slot reference lists, and import jobs.
 */

/** Named permissions (src/domain/permissions): the server checks one on every office endpoint. */
export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
})

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull().references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.permission] })],
)

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id').notNull().references(() => services.id),
    name: text('name').notNull(),
  },
  (table) => [index('skills_service_idx').on(table.service_id)],
)

export const objectives = pgTable('objectives', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  measurement_type_id: integer('measurement_type_id').notNull().references(() => measurementTypes.id),
  service_id: integer('service_id').references(() => services.id),
})

export const expenseCategories = lookupTable('expense_categories')

export const expenseTypes = pgTable('expense_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category_id: integer('category_id').notNull().references(() => expenseCategories.id),
  sort_index: integer('sort_index').notNull().default(0),
})

export const serviceTimeSlotTypes = lookupTable('service_time_slot_types')

export const serviceTimeSlots = pgTable('service_time_slots', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slot_type_id: integer('slot_type_id').notNull().references(() => serviceTimeSlotTypes.id),
  start_time: text('start_time').notNull(),
  end_time: text('end_time').notNull(),
  sort_index: integer('sort_index').notNull().default(0),
})

/**
 * A long import runs as a job: its progress and result live here, so the screen can poll it
 * and any instance can answer.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    mode: text('mode').$type<'preview' | 'commit'>().notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
    filename: text('filename').notNull(),
    total_rows: integer('total_rows').notNull().default(0),
    processed_rows: integer('processed_rows').notNull().default(0),
    counts: jsonb('counts').$type<{ updated: number; unchanged: number; referral_changed: number; refused: number }>().notNull(),
    error_code: text('error_code'),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /**
     * Written at the start and after every chunk. A running job whose heartbeat is old has lost
     * its process (a crash, a restart) and is marked failed (server/import/orphans.ts).
     */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_jobs_created_idx').on(table.created_by, table.created_at),
    // Only running jobs are looked up by heartbeat; the partial index stays tiny.
    index('import_jobs_running_idx').on(table.heartbeat_at).where(sql`status = 'running'`),
  ],
)

export const importJobRows = pgTable(
  'import_job_rows',
  {
    job_id: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    sie_number: text('sie_number'),
    student_id: integer('student_id'),
    status: text('status').$type<'updated' | 'unchanged' | 'referral_changed' | 'refused'>().notNull(),
    referral_changed: boolean('referral_changed').notNull().default(false),
    reason: text('reason'),
    column: text('column'),
  },
  (table) => [primaryKey({ columns: [table.job_id, table.row] }), index('import_job_rows_status_idx').on(table.job_id, table.status, table.row)],
)
