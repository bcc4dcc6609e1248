import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Progress of background jobs (server/jobs). The jobs themselves — queue, state, retries, output —
 * are pg-boss's own tables in the `pgboss` schema, which pg-boss creates and migrates itself; this
 * row is what a running job reports on its way (a fraction and a short detail), so a screen polling
 * any instance reads where the work is. One row per job, written by its worker.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    job_id: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    /** 0 to 1000 (tenths of a percent), so no floating point reaches the screen. */
    permille: integer('permille').notNull().default(0),
    detail: jsonb('detail'),
    /** Who asked for the job (null: the system). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_progress_queue_idx').on(table.queue, table.created_at)],
)
