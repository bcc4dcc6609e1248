import { sql } from 'drizzle-orm'
import { check, date, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { MeasurementKind } from '../../../src/domain/plans/objective-data'
import { lookupTable } from './lookup'

export const genders = lookupTable('genders')
export const impediments = lookupTable('impediments')
export const locationTypes = lookupTable('location_types')
export const contactMethods = lookupTable('contact_methods')
export const daysOfWeek = lookupTable('days_of_week')
export const referralEventTypes = lookupTable('referral_event_types')
/**
 * How an objective is measured. `kind` shapes the values a session records for it and its target
 * (src/domain/plans/objective-data.ts): percentage 0–100, count 0–999, minutes 0–600, level 1–5.
 */
export const measurementTypes = pgTable(
  'measurement_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    sort_index: integer('sort_index').notNull().default(0),
    kind: text('kind').$type<MeasurementKind>().notNull().default('percentage'),
  },
  (table) => [check('measurement_types_kind_check', sql`${table.kind} in ('percentage', 'count', 'minutes', 'level')`)],
)
export const progressLevels = lookupTable('progress_levels')
export const academicGrades = lookupTable('academic_grades')

export const municipalities = pgTable('municipalities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Educational region (ORE) the municipality belongs to. */
  region: text('region').notNull(),
})

export const academicYears = pgTable('academic_years', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  /** First day intervention plans for this year may be created (spec §4). */
  plans_start: date('plans_start', { mode: 'string' }).notNull(),
})

export const disciplines = pgTable('disciplines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  diagnostic_impressions: jsonb('diagnostic_impressions').$type<string[]>().notNull().default([]),
})

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  /** 1 therapy, 2 evaluation (spec §9). */
  type_id: integer('type_id').notNull(),
  discipline_id: integer('discipline_id').references(() => disciplines.id),
  code: text('code').notNull().unique(),
})
