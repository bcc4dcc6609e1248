import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { lookupTable } from './lookup'
import { serviceTimeSlots } from './office'
import { customers, locations, providerSpecialties } from './organisation'
import { academicYears, daysOfWeek, referralEventTypes, services } from './reference'
import { visitOutcomes } from './service-sessions'
import { referrals, students } from './students'

/**
 * What hangs on a referral (spec §3 "Referral", §7 "Referrals"): its weekly schedule, its events
 * and their appointments, and the compensatory services requests opened from the owed-minutes
 * ledger (§3 "Compensatory services request"). The referral row itself lives in students.ts.
 */

/** Label, progress form, actions log… (GET /referrals/document-types). */
export const referralDocumentTypes = lookupTable('referral_document_types')

/** One weekly slot of a referral: a day of the week and a time (a service time slot, or a free time). */
export const referralSchedules = pgTable(
  'referral_schedules',
  {
    id: serial('id').primaryKey(),
    referral_id: integer('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
    day_of_week_id: integer('day_of_week_id').notNull().references(() => daysOfWeek.id),
    time_slot_id: integer('time_slot_id').references(() => serviceTimeSlots.id),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    location_id: integer('location_id').references(() => locations.id),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_schedules_referral_idx').on(table.referral_id, table.day_of_week_id, table.start_time)],
)

/**
 * Something that happened or will happen on a referral (an evaluation appointment, a COMPU
 * meeting, a call). Cancelled events stay listed with their reason; deleted ones are kept for
 * the trail but answer 404.
 */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: serial('id').primaryKey(),
    referral_id: integer('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
    event_type_id: integer('event_type_id').notNull().references(() => referralEventTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    notes: text('notes'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: integer('cancelled_by').references(() => users.id),
    cancel_comment: text('cancel_comment'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by').references(() => users.id),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_events_referral_idx').on(table.referral_id, table.date)],
)

/** Scheduled, confirmed, held, no-show… (GET referrals/events/appointments/events/types). */
export const appointmentEventTypes = pgTable('appointment_event_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort_index: integer('sort_index').notNull().default(0),
  /** What the appointment becomes after an event of this type. */
  status: text('status').$type<'scheduled' | 'held' | 'cancelled' | 'missed'>().notNull(),
  /** A cancellation must say why (a cancel reason). */
  needs_cancel_reason: boolean('needs_cancel_reason').notNull().default(false),
})

export const appointmentCancelReasons = lookupTable('appointment_cancel_reasons')

/** An appointment booked for a referral event. */
export const referralAppointments = pgTable(
  'referral_appointments',
  {
    id: serial('id').primaryKey(),
    referral_event_id: integer('referral_event_id').notNull().references(() => referralEvents.id, { onDelete: 'cascade' }),
    /** The event's referral, kept here so who-may-see is one condition. */
    referral_id: integer('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: text('start_time').notNull(),
    end_time: text('end_time'),
    location_id: integer('location_id').references(() => locations.id),
    status: text('status').$type<'scheduled' | 'held' | 'cancelled' | 'missed'>().notNull().default('scheduled'),
    cancel_reason_id: integer('cancel_reason_id').references(() => appointmentCancelReasons.id),
    notes: text('notes'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_appointments_referral_idx').on(table.referral_id, table.date), index('referral_appointments_event_idx').on(table.referral_event_id)],
)

/** What happened to an appointment, in order (a provider records these, offline too). */
export const referralAppointmentEvents = pgTable(
  'referral_appointment_events',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id').notNull().references(() => referralAppointments.id, { onDelete: 'cascade' }),
    event_type_id: integer('event_type_id').notNull().references(() => appointmentEventTypes.id),
    cancel_reason_id: integer('cancel_reason_id').references(() => appointmentCancelReasons.id),
    notes: text('notes'),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_appointment_events_appointment_idx').on(table.appointment_id, table.id)],
)

/**
 * Why a visit was missed, for the owed-minutes ledger: a miss of the provider is owed to the
 * student, one of the student (or the school) is not. A missed visit outcome with no row here
 * counts as owed: the student is not made to pay for a miss nobody explained.
 */
export const visitOutcomeMissCauses = pgTable(
  'visit_outcome_miss_causes',
  {
    visit_outcome_id: integer('visit_outcome_id').primaryKey().references(() => visitOutcomes.id, { onDelete: 'cascade' }),
    cause: text('cause').$type<'provider' | 'student' | 'school'>().notNull(),
  },
  (table) => [check('visit_outcome_miss_causes_cause_check', sql`${table.cause} in ('provider', 'student', 'school')`)],
)

/** The statuses a compensatory request moves through (served from here, spec §4). */
export const compensatoryRequestStatuses = pgTable('compensatory_request_statuses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort_index: integer('sort_index').notNull().default(0),
  /** No move out of it. */
  final: boolean('final').notNull().default(false),
  /** Its minutes are set aside: the ledger no longer shows them as outstanding. */
  reserves_minutes: boolean('reserves_minutes').notNull().default(true),
  /** Codes of the statuses it may move to. */
  next: jsonb('next').$type<string[]>().notNull().default([]),
})

/** A request to make up the minutes a student is owed in one service (opened from the ledger). */
export const compensatoryServicesRequests = pgTable(
  'compensatory_services_requests',
  {
    id: serial('id').primaryKey(),
    student_id: integer('student_id').notNull().references(() => students.id),
    service_id: integer('service_id').notNull().references(() => services.id),
    academic_year_id: integer('academic_year_id').notNull().references(() => academicYears.id),
    /** The customer of the student's latest referral of the service: scopes who sees it. */
    customer_id: integer('customer_id').notNull().references(() => customers.id),
    provider_specialty_id: integer('provider_specialty_id').references(() => providerSpecialties.id),
    status_id: integer('status_id').notNull().references(() => compensatoryRequestStatuses.id),
    /** Outstanding totals when it was opened (the ledger line), in minutes and visits. */
    owed_minutes: integer('owed_minutes').notNull(),
    outstanding_visits: integer('outstanding_visits').notNull(),
    session_minutes: integer('session_minutes').notNull(),
    ledger: jsonb('ledger').notNull(),
    comment: text('comment'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('compensatory_requests_student_idx').on(table.student_id, table.service_id, table.academic_year_id),
    index('compensatory_requests_status_idx').on(table.status_id, table.id),
    index('compensatory_requests_customer_idx').on(table.customer_id),
    index('compensatory_requests_specialty_idx').on(table.provider_specialty_id),
  ],
)

/** Every move of a request: who, when, from, to, why. */
export const compensatoryRequestEvents = pgTable(
  'compensatory_request_events',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id').notNull().references(() => compensatoryServicesRequests.id, { onDelete: 'cascade' }),
    from_status_id: integer('from_status_id').references(() => compensatoryRequestStatuses.id),
    to_status_id: integer('to_status_id').notNull().references(() => compensatoryRequestStatuses.id),
    comment: text('comment'),
    user_id: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('compensatory_request_events_request_idx').on(table.request_id, table.id)],
)
