import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { lookupTable } from './lookup'
import { locations, providerSpecialties, providers } from './organisation'
import { services } from './reference'
import { referrals, students } from './students'

export const sessionTypes = lookupTable('session_types')

export const sessionOutcomes = pgTable('session_outcomes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  sort_index: integer('sort_index').notNull().default(0),
  /** Whether the service was given (a session that happened), as opposed to a cancellation. */
  delivered: boolean('delivered').notNull(),
})

/** What happened to each student; only outcomes of the session's outcome fit (spec §3). */
export const visitOutcomes = pgTable('visit_outcomes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  sort_index: integer('sort_index').notNull().default(0),
  session_outcome_id: integer('session_outcome_id')
    .notNull()
    .references(() => sessionOutcomes.id),
  /** The student missed the service: a visit to be replaced later (visits/unreplaced). */
  absence: boolean('absence').notNull().default(false),
})

export const serviceDurations = pgTable('service_durations', {
  id: serial('id').primaryKey(),
  minutes: integer('minutes').notNull().unique(),
  name: text('name').notNull(),
  name_en: text('name_en'),
})

/**
 * A service session a provider gave (or could not give) at a location. The id is made by the
 * device that recorded it, so a session saved offline keeps its identity when it reaches the
 * server. `hash` is the version: every write changes it, and a write based on an older one is
 * refused (409) instead of overwriting someone else's change.
 */
export const serviceSessions = pgTable(
  'service_sessions',
  {
    id: uuid('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    provider_specialty_id: integer('provider_specialty_id').references(() => providerSpecialties.id),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    duration_id: integer('duration_id')
      .notNull()
      .references(() => serviceDurations.id),
    session_type_id: integer('session_type_id')
      .notNull()
      .references(() => sessionTypes.id),
    session_outcome_id: integer('session_outcome_id')
      .notNull()
      .references(() => sessionOutcomes.id),
    notes: text('notes').notNull().default(''),
    hash: text('hash').notNull(),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    updated_by: integer('updated_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted sessions are kept (audits and billing need the trail) but no longer listed. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('service_sessions_provider_date_idx').on(table.provider_id, table.date),
    // Billing reads a period's visits of every provider by date (server/billing).
    index('service_sessions_date_idx').on(table.date),
  ],
)

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => serviceSessions.id, { onDelete: 'cascade' }),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id),
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    visit_outcome_id: integer('visit_outcome_id')
      .notNull()
      .references(() => visitOutcomes.id),
    /** The make-up visit that replaced this missed one, if any. */
    replaced_by_visit_id: uuid('replaced_by_visit_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.session_id, table.referral_id), index('visits_referral_idx').on(table.referral_id)],
)

/** Who changed which session when, and what it looked like after (the provider audit). */
export const sessionChanges = pgTable(
  'session_changes',
  {
    id: serial('id').primaryKey(),
    session_id: uuid('session_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (table) => [index('session_changes_session_idx').on(table.session_id)],
)
