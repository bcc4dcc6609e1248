import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { lookupTable } from './lookup'
import { customers, locations, providerSpecialties, providers } from './organisation'
import { academicGrades, academicYears, contactMethods, genders, impediments, municipalities, services } from './reference'

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    second_last_name: text('second_last_name'),
    /** SIE number of the Department of Education: exactly 8 digits (spec §5). */
    sie_number: text('sie_number').notNull().unique(),
    birth_date: date('birth_date', { mode: 'string' }).notNull(),
    gender_id: integer('gender_id').notNull().references(() => genders.id),
    grade_id: integer('grade_id').references(() => academicGrades.id),
    impediment_id: integer('impediment_id').references(() => impediments.id),
    location_id: integer('location_id').references(() => locations.id),
    /** The customer (district) the student belongs to: a customer-scoped role sees only its own. */
    customer_id: integer('customer_id').references(() => customers.id),
    municipality_id: integer('municipality_id').references(() => municipalities.id),
    /** Registry number: 10 digits (spec §3). */
    registry_number: text('registry_number'),
    /** AES-256-GCM ciphertext of the SSN (server/students/ssn.ts); never answered, never logged. */
    ssn_encrypted: text('ssn_encrypted'),
    /** The last four digits, the only part ever shown (***-**-1234). */
    ssn_last4: text('ssn_last4'),
    guardian_name: text('guardian_name'),
    guardian_phone: text('guardian_phone'),
    phone: text('phone'),
    email: text('email'),
    address_line1: text('address_line1'),
    address_line2: text('address_line2'),
    state: text('state'),
    zip: text('zip'),
    contact_method_id: integer('contact_method_id').references(() => contactMethods.id),
    /** Lower-case, accent-free "first last second sie": what the search text is matched against. */
    search_text: text('search_text').notNull().default(''),
    /** The version: every write changes it; a write based on another one is refused (409). */
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index behind each sort and filter of GET /students (the id is the tiebreak).
    index('students_name_idx').on(table.last_name, table.second_last_name, table.first_name, table.id),
    index('students_sie_prefix_idx').on(table.sie_number.op('text_pattern_ops')),
    index('students_birth_date_idx').on(table.birth_date, table.id),
    index('students_customer_idx').on(table.customer_id, table.last_name),
    index('students_location_idx').on(table.location_id),
    index('students_grade_idx').on(table.grade_id),
    // Name search matches each word anywhere in search_text (LIKE '%word%'): a trigram index
    // answers that without reading every student (pg_trgm; PGlite loads the same extension).
    index('students_search_trgm_idx').using('gin', table.search_text.op('gin_trgm_ops')),
  ],
)

export const referralStatuses = lookupTable('referral_statuses')
/** Initial, re-evaluation, continuation… (GET /referrals/types). */
export const referralTypes = lookupTable('referral_types')

/**
 * A referral asks for one service for one student; while active and assigned to a provider,
 * the student is one of that provider's active students.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    /** Pattern ####-##-###### (spec §3). */
    number: text('number').notNull().unique(),
    student_id: integer('student_id').notNull().references(() => students.id),
    service_id: integer('service_id').notNull().references(() => services.id),
    customer_id: integer('customer_id').notNull().references(() => customers.id),
    location_id: integer('location_id').notNull().references(() => locations.id),
    provider_id: integer('provider_id').references(() => providers.id),
    provider_specialty_id: integer('provider_specialty_id').references(() => providerSpecialties.id),
    academic_year_id: integer('academic_year_id').notNull().references(() => academicYears.id),
    status_id: integer('status_id').notNull().references(() => referralStatuses.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    /** Sessions a week the referral asks for. */
    weekly_frequency: integer('weekly_frequency').notNull().default(1),
    /** Minutes per session. */
    session_minutes: integer('session_minutes').notNull().default(30),
    referral_type_id: integer('referral_type_id').references(() => referralTypes.id),
    notes: text('notes'),
    /** The version: every write changes it; a write based on another one is refused (409). */
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_provider_idx').on(table.provider_id, table.status_id),
    index('referrals_student_idx').on(table.student_id, table.service_id),
    index('referrals_customer_idx').on(table.customer_id),
    index('referrals_location_idx').on(table.location_id),
    // Behind the sorts and filters of GET /referrals (the id is the tiebreak).
    index('referrals_number_prefix_idx').on(table.number.op('text_pattern_ops')),
    index('referrals_status_idx').on(table.status_id, table.id),
    index('referrals_service_idx').on(table.service_id, table.id),
    index('referrals_start_date_idx').on(table.start_date, table.id),
  ],
)

export const dischargeReasons = lookupTable('discharge_reasons')

/** A student's standing in one service: discharged or not, and why (PATCH .../services/{id}). */
export const studentServices = pgTable(
  'student_services',
  {
    student_id: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').notNull().references(() => services.id),
    discharge_reason_id: integer('discharge_reason_id').references(() => dischargeReasons.id),
    discharge_date: date('discharge_date', { mode: 'string' }),
    notes: text('notes'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.student_id, table.service_id] })],
)

/** Sessions a week a service is given at (services/frequencies). */
export const serviceFrequencies = pgTable('service_frequencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  per_week: integer('per_week').notNull(),
  sort_index: integer('sort_index').notNull().default(0),
})

/** The academic years a student receives a service, with how (spec §3 "service academic years"). */
export const studentServiceAcademicYears = pgTable(
  'student_service_academic_years',
  {
    student_id: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').notNull().references(() => services.id),
    academic_year_id: integer('academic_year_id').notNull().references(() => academicYears.id),
    frequency_id: integer('frequency_id').references(() => serviceFrequencies.id),
    duration_id: integer('duration_id'),
    modality_id: integer('modality_id'),
    eligible: boolean('eligible').notNull().default(true),
    comments: text('comments'),
  },
  (table) => [primaryKey({ columns: [table.student_id, table.service_id, table.academic_year_id] })],
)
