import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { FormField, FormValues } from '../../../src/domain/forms/fields'
import { users } from './auth'
import { referrals } from './students'

/**
 * Form templates and the forms filled from them (spec §7 "Forms"): the "no localización" form a
 * discussion period attaches when the family could not be reached, the plan's certification form.
 * A template is its list of fields; a form is one referral's answers to them.
 */
export const formTemplates = pgTable('form_templates', {
  id: serial('id').primaryKey(),
  /** Stable name code uses to find a template ('unreachable', 'certification'). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  fields: jsonb('fields').$type<FormField[]>().notNull(),
})

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    template_id: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    /** The student's referral the form is about: it decides who may read and change the form. */
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<FormValues>().notNull(),
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
  (table) => [index('forms_referral_idx').on(table.referral_id)],
)
