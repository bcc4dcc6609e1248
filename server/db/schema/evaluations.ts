import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { lookupTable } from './lookup'
import { providers } from './organisation'
import { services } from './reference'
import { referrals } from './students'

/**
 * Evaluations (spec §3 "Evaluation", §7 "Evaluations"): what an evaluator records about one
 * student's referral — the day, the findings and recommendations, and the evaluation services
 * (service type_id 2) she gave, each with its type (initial, re-evaluation, …).
 */

/** Initial, re-evaluation, independent, … (GET /evaluations/types). */
export const evaluationTypes = lookupTable('evaluation_types')

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    /** The student's referral; it decides who reads and changes the evaluation. */
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** The evaluator: the referral's provider when it was recorded. */
    provider_id: integer('provider_id').references(() => providers.id),
    evaluated_on: date('evaluated_on', { mode: 'string' }).notNull(),
    findings: text('findings').notNull().default(''),
    recommendations: text('recommendations').notNull().default(''),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    updated_by: integer('updated_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('evaluations_referral_idx').on(table.referral_id, table.id), index('evaluations_date_idx').on(table.evaluated_on, table.id)],
)

/** One evaluation service (type_id 2) given in the evaluation, with its type; a service once per evaluation. */
export const evaluationServices = pgTable(
  'evaluation_services',
  {
    id: serial('id').primaryKey(),
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    type_id: integer('type_id')
      .notNull()
      .references(() => evaluationTypes.id),
  },
  (table) => [unique('evaluation_services_unique').on(table.evaluation_id, table.service_id)],
)
