import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { PeriodStatus } from '../../../src/domain/billing/periods'
import { academicYears } from './reference'

/**
 * Billing (visit) periods: month-like slices of an academic year (src/domain/billing/periods.ts).
 * A period holds no visits of its own: its visits are the recorded ones (service_sessions and
 * visits) dated inside it, so a visit is never stored twice. Visit imports (issue 14 item 3) will
 * add their own tables that point at a period.
 */
export const visitPeriods = pgTable(
  'visit_periods',
  {
    id: serial('id').primaryKey(),
    academic_year_id: integer('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<PeriodStatus>().notNull().default('open'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('visit_periods_year_start_unique').on(table.academic_year_id, table.start_date),
    index('visit_periods_dates_idx').on(table.start_date, table.end_date),
    check('visit_periods_dates_check', sql`${table.start_date} <= ${table.end_date}`),
    check('visit_periods_status_check', sql`${table.status} in ('open', 'locked')`),
  ],
)
