import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { lookupTable } from './lookup'
import { customers, locations, providerSpecialties, providers } from './organisation'
import { academicGrades, academicYears, contactMethods, genders, impediments, municipalities, services } from './reference'

export const students = pgTable('students', {
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
  municipality_id: integer('municipality_id').references(() => municipalities.id),
  guardian_name: text('guardian_name'),
  guardian_phone: text('guardian_phone'),
  contact_method_id: integer('contact_method_id').references(() => contactMethods.id),
})

export const referralStatuses = lookupTable('referral_statuses')

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
  },
  (table) => [index('referrals_provider_idx').on(table.provider_id, table.status_id)],
)
